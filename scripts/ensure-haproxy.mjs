// The cluster test runs the app copies behind Debian's HAProxy; install it when it is missing (CI runs as
// root on Debian), as scripts/ensure-chromium.mjs does for the browser.
import { execSync } from 'node:child_process';

try {
  execSync('command -v haproxy', { stdio: 'ignore', shell: '/bin/sh' });
} catch {
  console.warn("haproxy not found: installing Debian's haproxy package");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy`, { stdio: 'inherit' });
}
