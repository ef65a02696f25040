// Builds the web app when its sources are newer than the last build, so `npm start` serves the current UI
// without rebuilding on every start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'apps/web/dist/.build-stamp');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
  'package-lock.json',
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), st.mtimeMs);
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (changed > built || process.argv.includes('--force')) {
  console.warn('Building the web app...');
  execFileSync('npm', ['run', 'build', '-w', '@carehome/web'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
}
