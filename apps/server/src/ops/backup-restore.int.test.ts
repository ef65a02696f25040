import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TAccountInfo, TSite } from '@carehome/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serverProcesses } from '../../test/server-process.ts';
import { freePort } from '../platform/db/postgres-host.ts';
import { demoDeviceToken } from '../seed/demo.ts';

// `npm run backup` and `npm run restore` as an operator runs them, against the real app on its own
// DATA_DIR (embedded PostgreSQL): back up while it serves, change things, stop it, delete DATA_DIR,
// restore, start again, and read the same demo data and photo back.

const DEMO_PASSWORD = 'Backup-Test-2026';
const repo = path.resolve(import.meta.dirname, '../../../..');
const servers = serverProcesses('backup', DEMO_PASSWORD);
const archives = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-archives-'));

afterAll(async () => {
  await servers.cleanUp();
  fs.rmSync(archives, { recursive: true, force: true });
});

/** An npm script as a user runs it (on the test's DATA_DIR unless `extra` says otherwise); its output for the assertions. */
function npmRun(script: string, args: string[], extra: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: servers.dataDir };
    delete env.DATABASE_URL;
    delete env.DATABASE_APP_URL;
    delete env.BACKUP_DATABASE_URL;
    Object.assign(env, extra);
    const child = spawn('npm', ['run', script, '--', ...args], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      out += c;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

function api(port: number) {
  const base = `http://127.0.0.1:${port}/api`;
  return {
    async signIn(email: string): Promise<TAccountInfo> {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email, password: DEMO_PASSWORD } }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as TAccountInfo;
    },
    async pinSignIn(): Promise<string | undefined> {
      const res = await fetch(`${base}/auth/stafflogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': demoDeviceToken(DEMO_PASSWORD) },
        body: JSON.stringify({ pincode: '1111' }),
      });
      return res.ok ? ((await res.json()) as { token: { token: string } }).token.token : undefined;
    },
    async sessionValid(token: string): Promise<boolean> {
      const res = await fetch(`${base}/auth/sites`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200 && res.status !== 401) throw new Error(`auth/sites answered ${res.status}`);
      return res.status === 200;
    },
    async site(token: string, id: string): Promise<TSite> {
      const res = await fetch(`${base}/facility/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as TSite;
    },
    async renameRoom(token: string, site: TSite, roomId: string, roomNumber: string): Promise<void> {
      const room = site.rooms.find((r) => r.id === roomId);
      const res = await fetch(`${base}/facility/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          facilityId: site.id,
          rooms: [{ id: roomId, areaId: room?.areaId, roomTypeId: room?.roomTypeId, roomNumber }],
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    },
    async upload(token: string, color: string): Promise<string> {
      const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('Kind', 'photo');
      form.append('Image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${base}/files/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { fileName: string }).fileName;
    },
    async file(token: string, name: string): Promise<{ status: number; bytes: Buffer }> {
      const res = await fetch(`${base}/files/${name}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    },
  };
}

function tarListing(archive: string): Promise<string[]> {
  return new Promise((resolve) => {
    let out = '';
    spawn('tar', ['-tzf', archive])
      .stdout.setEncoding('utf8')
      .on('data', (c: string) => {
        out += c;
      })
      .on('end', () => resolve(out.split('\n')));
  });
}

/** The site in a fixed order: rooms come sorted by number, and two areas may each have a 'Lounge 2'. */
function byId(site: TSite): TSite {
  return {
    ...site,
    rooms: site.rooms.toSorted((x, y) => x.id.localeCompare(y.id)),
    areas: site.areas.toSorted((x, y) => x.id.localeCompare(y.id)),
  };
}

async function stop(child: ReturnType<typeof servers.start>): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('npm run backup / npm run restore (embedded PostgreSQL)', () => {
  it('backs up while the app runs; a restore into an emptied DATA_DIR brings back the data and photos as of the backup', async () => {
    const port = await freePort();
    const first = servers.start(port);
    await servers.waitReady(port, first);
    const a = api(port);
    const manager = await a.signIn('manager@maplewood.example');
    const token = manager.token.token;
    const siteId = manager.facility?.id as string;
    const site = await a.site(token, siteId);
    expect(site.rooms.length).toBeGreaterThan(10);
    const photo = await a.upload(token, '#336699');
    const photoBytes = await a.file(token, photo);
    expect(photoBytes.status).toBe(200);

    // Sign-ins (a session and an event each, committed before the answer) keep writing while the backup
    // copies the cluster: the restored database must be the consistent state of one moment.
    const before = await a.pinSignIn();
    expect(before).toBeDefined();
    let backupDone = false;
    let during = 0;
    const writer = (async () => {
      while (!backupDone) if (await a.pinSignIn()) during++;
    })();
    const archive = path.join(archives, 'demo.tar.gz');
    const backup = await npmRun('backup', [archive]);
    backupDone = true;
    await writer;
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('online base backup');
    expect(backup.out).toContain(`Backup written: ${archive}`);
    expect(during).toBeGreaterThan(0);
    const listing = await tarListing(archive);
    expect(listing).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'postgres/backup_label',
        'postgres/PG_VERSION',
        'postgres-credentials.json',
        `files/${manager.tenantId}/${photo}`,
      ]),
    );
    expect(listing).not.toContain('postgres/postmaster.pid');

    // After the backup: a second photo, a renamed room and a new session; none of them may come back.
    const after = await a.pinSignIn();
    const laterPhoto = await a.upload(token, '#993366');
    const room = site.rooms[0]?.id as string;
    await a.renameRoom(token, site, room, 'Renamed after backup');
    expect((await a.site(token, siteId)).rooms.find((r) => r.id === room)?.roomNumber).toBe('Renamed after backup');

    const refused = await npmRun('restore', [archive]);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/The app is running on .* Stop it first/);

    expect(await stop(first)).toBe(0);
    fs.rmSync(servers.dataDir, { recursive: true, force: true });

    const restore = await npmRun('restore', [archive]);
    expect(restore.code, restore.out).toBe(0);
    // The restored cluster started once and replayed the backup's WAL to its end.
    const log = fs.readFileSync(path.join(servers.dataDir, 'postgres.log'), 'utf8');
    expect(log).toContain('starting backup recovery');
    expect(log).toContain('completed backup recovery');
    expect(log).toMatch(/consistent recovery state reached/);
    expect(restore.out).toContain('PostgreSQL recovered the backup and stopped cleanly');
    expect(fs.statSync(path.join(servers.dataDir, 'postgres')).mode & 0o777).toBe(0o700);

    const port2 = await freePort();
    const second = servers.start(port2);
    await servers.waitReady(port2, second);
    const b = api(port2);
    const again = await b.signIn('manager@maplewood.example');
    expect(again.facility?.id).toBe(siteId);
    const token2 = again.token.token;
    expect(byId(await b.site(token2, siteId))).toEqual(byId(site));
    const restoredPhoto = await b.file(token2, photo);
    expect(restoredPhoto.status).toBe(200);
    expect(restoredPhoto.bytes.equals(photoBytes.bytes)).toBe(true);
    expect((await b.file(token2, laterPhoto)).status).toBe(404);
    // Sessions are rows like any other: the one from before the backup is there, the one after is not.
    expect(await b.sessionValid(token)).toBe(true);
    expect(await b.sessionValid(before as string)).toBe(true);
    expect(await b.sessionValid(after as string)).toBe(false);
    expect(await stop(second)).toBe(0);
  }, 240_000);
});

// The external server's path: pg_dump and pg_restore from PATH against TEST_DATABASE_URL's server (the
// machine's PostgreSQL 15 in .ci/run). The embedded server has no pg_dump of its version, so this runs
// only with an external server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run backup / npm run restore (external PostgreSQL)', () => {
  it('dumps with pg_dump, refuses a role under row-level security, restores with pg_restore and the files', async () => {
    const adminUrl = inject('pgAdminUrl');
    const password = inject('pgAppPassword');
    const database = `carehome_backup_${process.pid}`;
    const url = (user: string) => {
      const u = new URL(adminUrl);
      u.username = user;
      u.password = password;
      u.pathname = `/${database}`;
      return u.toString();
    };
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database} OWNER carehome_owner`);
    const ext = serverProcesses('backup-ext', DEMO_PASSWORD);
    const env = { DATA_DIR: ext.dataDir, DATABASE_URL: url('carehome_owner'), DATABASE_APP_URL: url('carehome_app') };
    const start = async () => {
      const port = await freePort();
      Object.assign(process.env, env);
      const child = ext.start(port);
      delete process.env.DATABASE_URL;
      delete process.env.DATABASE_APP_URL;
      delete process.env.DATA_DIR;
      await ext.waitReady(port, child);
      return { child, a: api(port) };
    };
    try {
      const first = await start();
      const manager = await first.a.signIn('manager@maplewood.example');
      const token = manager.token.token;
      const siteId = manager.facility?.id as string;
      const site = await first.a.site(token, siteId);
      const photo = await first.a.upload(token, '#224466');
      const photoBytes = await first.a.file(token, photo);

      // The owner is subject to the forced row-level security: its pg_dump would miss every tenant row.
      const refusedRole = await npmRun('backup', [path.join(archives, 'owner.tar.gz')], env);
      expect(refusedRole.code).not.toBe(0);
      expect(refusedRole.out).toContain('subject to row-level security');
      expect(refusedRole.out).toContain('BACKUP_DATABASE_URL');

      const archive = path.join(archives, 'external.tar.gz');
      const withBackupRole = { ...env, BACKUP_DATABASE_URL: adminUrl };
      const backup = await npmRun('backup', [archive], withBackupRole);
      expect(backup.code, backup.out).toBe(0);
      expect(await tarListing(archive)).toEqual(
        expect.arrayContaining(['manifest.json', 'database.dump', `files/${manager.tenantId}/${photo}`]),
      );

      const laterPhoto = await first.a.upload(token, '#664422');
      const room = site.rooms[0]?.id as string;
      await first.a.renameRoom(token, site, room, 'Renamed after backup');

      const busy = await npmRun('restore', [archive], withBackupRole);
      expect(busy.code).not.toBe(0);
      expect(busy.out).toContain('is in use');

      expect(await stop(first.child)).toBe(0);
      const restore = await npmRun('restore', [archive], withBackupRole);
      expect(restore.code, restore.out).toBe(0);
      const kept = fs.readdirSync(ext.dataDir);
      expect(kept.some((f) => /^database\.before-restore-.*\.dump$/.test(f))).toBe(true);
      expect(kept.some((f) => f.startsWith('files.before-restore-'))).toBe(true);

      const second = await start();
      const again = await second.a.signIn('manager@maplewood.example');
      expect(byId(await second.a.site(again.token.token, siteId))).toEqual(byId(site));
      const restored = await second.a.file(again.token.token, photo);
      expect(restored.bytes.equals(photoBytes.bytes)).toBe(true);
      expect((await second.a.file(again.token.token, laterPhoto)).status).toBe(404);
      expect(await stop(second.child)).toBe(0);
    } finally {
      await ext.cleanUp();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
