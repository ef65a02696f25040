import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import type { BootShellData } from '../src/app/boot-shell.ts';
import { KEYS } from '../src/lib/storage.ts';

const web = path.resolve(import.meta.dirname, '..');

/**
 * The screens the boot shell covers (src/app/boot-shell.ts): the room board, the first screen of most
 * users and the heaviest one. Each is a route with `header: true` (its screen opens with its route's
 * title, `pages:titles.<id>`), which a unit test checks against the route table.
 */
export const BOOT_SCREENS = [
  { id: 'roomDashboard', path: '/facility/roomdashboard', menu: true, module: 'features/dashboard/pages/dashboard-page.tsx' },
] as const;
/** What every screen the shell covers opens with: the signed-in layout and the route guard. */
const SHELL_MODULES = ['app/layout/private-layout.tsx', 'app/guards.tsx'];

/**
 * The shell's data: each screen's title in every language of src/locales and the files its first render
 * needs (`preloads`, from the build), the storage keys.
 */
export function bootShellData(preloads: (module: string) => string[] = () => []): BootShellData {
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
      preload: preloads(s.module),
      titles: Object.fromEntries(languages.flatMap((l) => (titles[l]?.[s.id] ? [[l, titles[l][s.id] as string]] : []))),
    })),
    accountKey: KEYS.account,
    languageKey: KEYS.language,
    languages,
  };
}

/**
 * The files a screen's first render needs that the page's own script does not load: the chunks the
 * layout, the guard and the screen import statically, and their styles. The screen's script would ask
 * for them as it runs, one link element each, in the task that evaluates the app (the longest of the
 * board's first load); the shell asks for them while the page is parsed, before its first paint.
 */
export function screenFiles(bundle: Rollup.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: Rollup.OutputChunk[]) => {
    const seen = new Set<Rollup.OutputChunk>();
    const stack = [...roots];
    for (let c = stack.pop(); c; c = stack.pop()) {
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...c.imports.flatMap((f) => byName.get(f) ?? []));
    }
    return seen;
  };
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const roots = [...SHELL_MODULES, module].map((m) => {
    const chunk = chunks.find((c) => c.facadeModuleId === path.join(web, 'src', m));
    if (!chunk) throw new Error(`boot shell: no chunk for ${m}`);
    return chunk;
  });
  const needed = [...closure(roots)].filter((c) => !loaded.has(c));
  const css = needed.flatMap((c) => [...((c as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])]);
  return [...new Set([...needed.map((c) => c.fileName), ...css])].map((f) => `/${f}`);
}

/** src/app/boot-shell.ts and its data as one classic script (an IIFE: index.html runs it before the app's modules). */
async function bootScript(data: BootShellData): Promise<string> {
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
            ? `import { runBootShell } from ${JSON.stringify(path.join(web, 'src/app/boot-shell.ts'))};\nrunBootShell(${JSON.stringify(data)});\n`
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
    // After the app's chunks are written (their names go in the script) and before index.html is, whose
    // transform adds the script (Vite's HTML plugin runs its generateBundle after this one).
    async generateBundle(_options, bundle) {
      const code = await bootScript(bootShellData((module) => screenFiles(bundle, module)));
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
