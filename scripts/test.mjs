// `npm test`: static checks, unit and integration tests (real PostgreSQL), then browser tests (real Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
];
const hasE2e = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (hasE2e) steps.push(['browser tests', 'npm', ['run', '--silent', 'test:e2e']]);

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.warn(`\n== ${name}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.warn(`== ${name}: ${res.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (res.status !== 0) process.exit(res.status ?? 1);
}
