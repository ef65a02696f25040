import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { backupEmbedded } from './embedded-backup.ts';
import { backupExternal } from './external.ts';
import {
  ARCHIVE_FORMAT,
  appVersion,
  createArchive,
  ENTRY,
  formatBytes,
  holdDataDir,
  MANIFEST,
  type Manifest,
  measure,
  OpsError,
  readCredentials,
  runMain,
  runningApp,
  runningPostmaster,
  say,
  userPath,
  utcStamp,
} from './shared.ts';

/**
 * `npm run backup [-- <archive path or folder>]`: one .tar.gz with the database (the embedded cluster
 * and its credentials, or a pg_dump of the external server), the uploaded files and a manifest. Runs
 * while the app serves requests.
 */
async function main(): Promise<void> {
  // The archive holds every organization's data and the database passwords: readable by us only.
  process.umask(0o077);
  const config = loadConfig();
  const dataDir = config.dataDir;
  const kind: Manifest['kind'] = config.databaseUrl ? 'external' : 'embedded';
  const started = new Date();
  const name = `carehome-${utcStamp(started)}.tar.gz`;
  const arg = process.argv[2];
  let out = arg ? userPath(arg) : path.resolve('backups', name);
  if (arg && (arg.endsWith('/') || fs.statSync(out, { throwIfNoEntry: false })?.isDirectory())) out = path.join(out, name);
  if (fs.existsSync(out)) throw new OpsError(`${out} exists already; name another file.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Staged next to the archive (same disk), removed at the end whatever happens.
  const staging = fs.mkdtempSync(path.join(path.dirname(out), '.carehome-backup-'));
  const partial = `${out}.partial`;
  let release: (() => void) | undefined;
  const cleanUp = () => {
    release?.();
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  };
  // Ctrl-C: no half copy left behind. PostgreSQL aborts the backup and drops its slot when our
  // connection closes with the process.
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      cleanUp();
      console.error(`\nBackup interrupted (${sig}); nothing was written.`);
      process.exit(130);
    });
  }
  say(`Backing up the ${kind} database and the files of ${dataDir}`);
  try {
    let pgPart: Pick<Manifest, 'postgres'>;
    const names: string[] = [MANIFEST];
    if (kind === 'embedded') {
      const pgDir = path.join(dataDir, ENTRY.cluster);
      if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
        throw new OpsError(`There is no embedded database in ${dataDir} (DATA_DIR). Set DATA_DIR to the app's data folder.`);
      }
      const creds = readCredentials(path.join(dataDir, ENTRY.credentials));
      const app = runningApp(dataDir);
      // Neither the app nor its PostgreSQL runs: keep it so while the stopped folder is copied.
      if (!app && !runningPostmaster(pgDir)) release = holdDataDir(dataDir);
      pgPart = await backupEmbedded(dataDir, staging, creds, app);
      fs.copyFileSync(path.join(dataDir, ENTRY.credentials), path.join(staging, ENTRY.credentials));
      names.push(ENTRY.cluster, ENTRY.credentials);
    } else {
      pgPart = await backupExternal(config.databaseUrl as string, staging);
      names.push(ENTRY.dump);
    }

    // Files after the database: a photo is stored before the row that names it, so every file the
    // copied database names is already on disk now.
    const filesDir = path.join(dataDir, ENTRY.files);
    const files = measure(filesDir);
    say(`Uploaded files: ${files.count} (${formatBytes(files.bytes)})`);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      kind,
      createdAt: started.toISOString(),
      appVersion: appVersion(),
      ...pgPart,
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const parts: Array<[string, string[]]> = [[staging, names]];
    if (fs.existsSync(filesDir)) parts.push([dataDir, [ENTRY.files]]);
    else {
      fs.mkdirSync(path.join(staging, ENTRY.files));
      names.push(ENTRY.files);
    }
    say('Writing the archive …');
    await createArchive(partial, parts);
    fs.renameSync(partial, out);
  } finally {
    cleanUp();
  }
  const size = fs.statSync(out).size;
  say('');
  say(`Backup written: ${out} (${formatBytes(size)}) in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
  say('Copy it off this machine (it holds every organization’s data and the database passwords).');
  if (config.appSecret) say('APP_SECRET is set and is not in the archive: the restored data needs the same value, so keep it safe too.');
  say(`Restore with: npm run restore -- ${out}`);
}

runMain(main);
