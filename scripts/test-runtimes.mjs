// `npm run test:runtimes`: the app on each supported Node.js LTS line other than the one running it.
// For each major (22 and 24 by default; others as arguments, e.g. `-- 20 22 24`) it takes the newest
// patch release of the `node-<platform>-<arch>` package from the npm registry (the official binary),
// into ~/.cache/carehome-node/<version> (kept, and reused while it is there; the tarball is checked
// against the registry's dist.integrity), then, with that node first on PATH and the node_modules
// installed as they are (no `npm ci`: every native addon here is N-API, one build for all Node versions):
//   1. loads every native addon (*.node) under node_modules, which fails on a Node ABI mismatch;
//   2. start-up smoke: the server on a temporary DATA_DIR with the embedded PostgreSQL, waits for
//      /readyz, signs in as a demo login (argon2), stops it with SIGTERM and expects exit code 0;
//   3. the unit and integration tests (`vitest run`; arguments after `--vitest` go to vitest).
// It prints a summary table and exits non-zero when any step failed on any version.
// Options: --smoke-only (steps 1 and 2), --vitest <args…> (the rest goes to vitest, e.g. a file).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const vitestAt = argv.indexOf('--vitest');
const vitestArgs = vitestAt >= 0 ? argv.slice(vitestAt + 1) : [];
const ownArgs = vitestAt >= 0 ? argv.slice(0, vitestAt) : argv;
const smokeOnly = ownArgs.includes('--smoke-only');
const majors = ownArgs.filter((a) => /^\d+$/.test(a)).map(Number);
if (!majors.length) majors.push(22, 24);
const unknown = ownArgs.filter((a) => !/^\d+$/.test(a) && a !== '--smoke-only');
if (unknown.length) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}. Usage: npm run test:runtimes -- [22 24 …] [--smoke-only] [--vitest <args…>]`);
  process.exit(2);
}

const cacheRoot = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'carehome-node');
const platform = process.platform === 'win32' ? 'win' : process.platform;
const binaryPackage = `node-${platform}-${process.arch}`;
const npmCmd = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const say = (line) => console.warn(`[test:runtimes] ${line}`);

function npm(args, cwd = root) {
  const res = spawnSync(npmCmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${res.stderr || res.error?.message}`);
  return res.stdout;
}

const byVersion = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** The newest release (no pre-release) of that major, with its dist.integrity. */
function newestPatch(major) {
  const versions = JSON.parse(npm(['view', binaryPackage, 'versions', '--json']));
  const ofMajor = versions.filter((v) => new RegExp(`^${major}\\.\\d+\\.\\d+$`).test(v)).sort(byVersion);
  const version = ofMajor.at(-1);
  if (!version) throw new Error(`${binaryPackage} has no ${major}.x release on the registry`);
  const dist = JSON.parse(npm(['view', `${binaryPackage}@${version}`, 'dist', '--json']));
  if (!dist.integrity) throw new Error(`${binaryPackage}@${version} has no dist.integrity`);
  return { version, integrity: dist.integrity };
}

function nodeBinary(dir) {
  return process.platform === 'win32' ? path.join(dir, 'bin', 'node.exe') : path.join(dir, 'bin', 'node');
}

/** Downloads (npm pack), checks and unpacks the binary into the cache, unless it is there already. */
function ensureNode({ version, integrity }) {
  const dir = path.join(cacheRoot, version);
  const marker = path.join(dir, '.integrity');
  const bin = nodeBinary(dir);
  if (fs.existsSync(bin) && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === integrity) {
    say(`Node ${version}: cached in ${dir}`);
    return bin;
  }
  say(`Node ${version}: fetching ${binaryPackage}@${version} from the npm registry`);
  fs.mkdirSync(cacheRoot, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(cacheRoot, `.download-${version}-`));
  try {
    const packed = JSON.parse(npm(['pack', `${binaryPackage}@${version}`, '--pack-destination', tmp, '--json'], tmp));
    const tarball = path.join(tmp, packed[0].filename);
    const [algorithm, expected] = integrity.split(/-(.*)/s);
    const actual = crypto.createHash(algorithm).update(fs.readFileSync(tarball)).digest('base64');
    if (actual !== expected) throw new Error(`${tarball}: ${algorithm} ${actual} is not the registry's ${expected}`);
    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`tar could not unpack ${tarball}`);
    fs.writeFileSync(path.join(unpacked, '.integrity'), `${integrity}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(unpacked, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const reported = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (reported !== `v${version}`) throw new Error(`${bin} reports ${reported || 'nothing'}, expected v${version}`);
  return bin;
}

function envFor(bin) {
  const env = { ...process.env, PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH}` };
  // npm sets these for the script it runs; they would point the children at the running Node.
  delete env.npm_node_execpath;
  delete env.NODE;
  return env;
}

/** Every native addon under node_modules, loaded with process.dlopen by the given node. */
function checkNativeAddons(bin) {
  const addons = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== '.cache') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.node')) addons.push(full);
    }
  };
  walk(path.join(root, 'node_modules'));
  const script = `const failed = [];
for (const file of JSON.parse(process.argv[1])) {
  try { process.dlopen({ exports: {} }, file); } catch (err) { failed.push(file + ': ' + err.message.split('\\n')[0]); }
}
console.log(JSON.stringify(failed));`;
  const res = spawnSync(bin, ['-e', script, JSON.stringify(addons)], { cwd: root, encoding: 'utf8', env: envFor(bin) });
  let failed;
  try {
    failed = JSON.parse(res.stdout.trim().split('\n').at(-1));
  } catch {
    failed = [`the addon check did not run: ${res.stderr.trim()}`];
  }
  for (const f of failed) say(`  native addon FAILED: ${path.relative(root, f)}`);
  if (failed.length) {
    // A non-N-API addon is built for one ABI. The binary package carries that Node's headers (include/),
    // so a copy of the checkout can be rebuilt for it without touching this node_modules.
    say(`  rebuild in a copy of the checkout: PATH=${path.dirname(bin)}:$PATH npm rebuild --nodedir=${path.dirname(path.dirname(bin))}`);
  }
  return { ok: failed.length === 0, total: addons.length, failed: failed.length };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Start-up smoke: server on a temporary DATA_DIR (embedded PostgreSQL), /readyz, a sign-in, SIGTERM. */
async function smoke(bin) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-runtime-'));
  const port = await freePort();
  const password = 'Runtime-Check-2026';
  const env = { ...envFor(bin), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_PASSWORD: password };
  for (const k of ['DATABASE_URL', 'DATABASE_APP_URL', 'SEED_DEMO', 'METRICS_TOKEN', 'WEB_DIST', 'PUBLIC_URL']) delete env[k];
  const started = Date.now();
  const child = spawn(bin, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const result = { ok: false, readyMs: undefined, login: false, exitCode: undefined, warnings: [] };
  try {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const status = await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) {
        result.readyMs = Date.now() - started;
        break;
      }
      await sleep(250);
    }
    if (result.readyMs !== undefined) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email: 'admin@maplewood.example', password } }),
      });
      const body = await res.json().catch(() => ({}));
      result.login = res.status === 200 && typeof body?.token?.token === 'string';
      if (!result.login) say(`  sign-in answered ${res.status}`);
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const { code, signal } = await exited;
    clearTimeout(timer);
    result.exitCode = code ?? signal;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  result.warnings = [...new Set(output.split('\n').filter((l) => /Warning:|DEP\d{4}/.test(l)))];
  for (const w of result.warnings) say(`  start-up warning: ${w}`);
  result.ok = result.readyMs !== undefined && result.login && result.exitCode === 0;
  if (!result.ok) say(`  server output:\n${output.trim()}`);
  return result;
}

/** vitest run with that node; counts from its JSON report. */
function vitest(bin) {
  const report = path.join(os.tmpdir(), `carehome-runtime-vitest-${process.pid}-${Date.now()}.json`);
  const args = [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...vitestArgs,
  ];
  const res = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env: envFor(bin) });
  let counts = { passed: 0, failed: 0, skipped: 0, failedFiles: [] };
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      failedFiles: json.testResults.filter((r) => r.status === 'failed').map((r) => path.relative(root, r.name)),
    };
  } catch {
    counts.failedFiles = ['(no JSON report)'];
  }
  fs.rmSync(report, { force: true });
  return { ok: res.status === 0, ...counts };
}

const rows = [];
for (const major of majors) {
  const row = { major, version: '?', abi: '?', native: '-', startup: '-', tests: '-', seconds: 0, ok: false };
  rows.push(row);
  const started = Date.now();
  try {
    const release = newestPatch(major);
    row.version = release.version;
    const bin = ensureNode(release);
    row.abi = spawnSync(bin, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).stdout.trim();
    say(`Node ${row.version} (ABI ${row.abi}): native addons`);
    const native = checkNativeAddons(bin);
    row.native = native.ok ? `${native.total} ok` : `${native.failed}/${native.total} FAILED`;
    say(`Node ${row.version}: start-up smoke`);
    const s = await smoke(bin);
    row.startup = s.ok ? `ok in ${(s.readyMs / 1000).toFixed(1)} s` : `FAILED (exit ${s.exitCode})`;
    if (s.warnings.length) row.startup += `, ${s.warnings.length} warning(s)`;
    let testsOk = true;
    if (!smokeOnly) {
      say(`Node ${row.version}: vitest run ${vitestArgs.join(' ')}`);
      const t = vitest(bin);
      testsOk = t.ok;
      row.tests = `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`;
      row.failedFiles = t.failedFiles;
    }
    row.ok = native.ok && s.ok && testsOk;
  } catch (err) {
    say(`Node ${major}: ${err.message}`);
    row.startup = row.startup === '-' ? `error: ${err.message.split('\n')[0].slice(0, 60)}` : row.startup;
  }
  row.seconds = Math.round((Date.now() - started) / 1000);
}

const header = ['Node', 'ABI', 'native addons', 'start-up', 'tests', 'time', 'result'];
const table = rows.map((r) => [r.version, r.abi, r.native, r.startup, r.tests, `${r.seconds} s`, r.ok ? 'passed' : 'FAILED']);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const out = [
  '',
  `Runtimes (running Node ${process.version}; binaries in ${cacheRoot})`,
  line(header),
  `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
  ...table.map(line),
  ...rows.flatMap((r) => (r.failedFiles ?? []).map((f) => `  Node ${r.version} failed: ${f}`)),
];
process.stdout.write(`${out.join('\n')}\n`);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
