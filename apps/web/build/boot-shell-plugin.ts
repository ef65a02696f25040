import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import type { BootShellData } from '../src/app/boot-shell.ts';
import { KEYS } from '../src/lib/storage.ts';

const web = path.resolve(import.meta.dirname, '..');

/**
 * The screens the boot shell covers (src/app/boot-shell.ts): the room board, the first screen of most
 * users and the heaviest one. Each is a route with `header: true` (its screen opens with its route's
 * title, `pages:titles.<id>`), which a unit test checks against the route table.
 */
export const BOOT_SCREENS = [{ id: 'roomDashboard', path: '/facility/roomdashboard', menu: true }] as const;

/** The shell's data: each screen's title in every language of src/locales, the storage keys. */
export function bootShellData(): BootShellData {
  const locales = path.join(web, 'src/locales');
  const languages = fs.readdirSync(locales).filter((l) => fs.existsSync(path.join(locales, l, 'pages.json')));
  const titles = Object.fromEntries(
    languages.map((l) => [
      l,
      (JSON.parse(fs.readFileSync(path.join(locales, l, 'pages.json'), 'utf8')) as { titles: Record<string, string> }).titles,
    ]),
  );
  return {
    screens: BOOT_SCREENS.map((s) => ({
      path: s.path,
      menu: s.menu,
      titles: Object.fromEntries(languages.flatMap((l) => (titles[l]?.[s.id] ? [[l, titles[l][s.id] as string]] : []))),
    })),
    accountKey: KEYS.account,
    languageKey: KEYS.language,
    languages,
  };
}

/** src/app/boot-shell.ts and its data as one classic script (an IIFE: index.html runs it before the app's modules). */
async function bootScript(): Promise<string> {
  // A module of its own: the shell's code called with its data (lib mode resolves the entry from the root).
  const entry = 'boot-shell-entry';
  const resolved = '\0boot-shell-entry';
  const result = await build({
    configFile: false,
    root: web,
    logLevel: 'silent',
    plugins: [
      {
        name: 'carehome-boot-shell-entry',
        resolveId: (id) => (id.endsWith(entry) ? resolved : null),
        load: (id) =>
          id === resolved
            ? `import { runBootShell } from ${JSON.stringify(path.join(web, 'src/app/boot-shell.ts'))};\nrunBootShell(${JSON.stringify(bootShellData())});\n`
            : null,
      },
    ],
    build: { write: false, minify: true, emptyOutDir: false, lib: { entry, formats: ['iife'], name: 'carehomeBootShell' } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((f) => f.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('boot shell: the build produced no script');
  return chunk.code;
}

/**
 * Emits the boot shell's script (assets/boot-shell-<hash>.js, cached for good like the other assets) and
 * loads it from index.html right after #root: a classic script, so it writes the shell before the page's
 * first paint (the Content-Security-Policy allows no inline script).
 */
export function bootShell(): Plugin {
  let fileName = '';
  return {
    name: 'carehome-boot-shell',
    apply: 'build',
    async buildStart() {
      const code = await bootScript();
      fileName = `assets/boot-shell-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml(html) {
      if (!fileName) return html;
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error('boot shell: index.html has no <div id="root"></div>');
      return html.replace(root, `${root}\n    <script src="/${fileName}"></script>`);
    },
  };
}
