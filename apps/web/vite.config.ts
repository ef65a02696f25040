import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootShell } from './build/boot-shell-plugin.ts';

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'carehome-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|json|svg|webmanifest|txt)$/.test(f))) {
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Each Mantine component brings its own styles: a module that imports a component's class map
 * (`./Button.module.mjs`) also imports its stylesheet (`@mantine/core/styles/Button.layer.css`), so a
 * chunk's CSS file holds the styles of the components in it. The signed-in layout and the room dashboard
 * load the 'ui' chunk's share instead of all of Mantine's 41 KB gzip before their first paint; a screen
 * that uses other components loads 'ui-more' and its styles with its code. The import goes after the
 * module's own imports, so a component's styles follow those of the components it is built on (Button
 * after UnstyledButton), as in Mantine's whole stylesheet. The `.layer.css` files put Mantine in the
 * `mantine` cascade layer: whichever order chunks' styles arrive in, the app's own styles win over it.
 * Mantine's base styles (variables, resets) are imported with every component, before its own: the
 * first component of a chunk brings them, so they open the chunk's stylesheet as they open Mantine's.
 */
function mantineComponentStyles(): Plugin {
  const BASE_STYLES = ['baseline', 'default-css-variables', 'global'];
  const styles = path.join(path.dirname(fileURLToPath(import.meta.resolve('@mantine/core/styles.layer.css'))), 'styles');
  const core = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*\.mjs$/;
  return {
    name: 'carehome-mantine-component-styles',
    transform(code, id) {
      if (!core.test(id)) return null;
      const names = [...code.matchAll(/from\s*["'][^"']*?(\w+)\.module\.mjs["']/g)].map((m) => m[1] ?? '');
      const sheets = names.filter((n) => fs.existsSync(path.join(styles, `${n}.layer.css`)));
      if (!sheets.length) return null;
      const imports = [...BASE_STYLES, ...sheets].map((n) => `import '@mantine/core/styles/${n}.layer.css';`);
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** The first page's script and the public sign-in screens. */
const PUBLIC_ROOTS = [
  'main.tsx',
  'features/auth/pages/login-page.tsx',
  'features/auth/pages/reset-password-page.tsx',
  'features/auth/pages/confirm-password-page.tsx',
  'features/auth/pages/staff-login-page.tsx',
].map(src);
/** The signed-in layout and the screen most users open first. */
const SIGNED_IN_ROOTS = ['app/layout/private-layout.tsx', 'app/guards.tsx', 'features/dashboard/pages/dashboard-page.tsx'].map(src);

/**
 * Packages whose index re-exports hundreds of modules. The module graph shows a file importing the
 * index, whose re-exports the build mostly drops: the modules a file really uses are found by the names
 * it imports.
 */
const BARRELS: Record<string, string> = {
  [`${path.sep}@tabler${path.sep}icons-react${path.sep}dist${path.sep}esm${path.sep}tabler-icons-react.mjs`]: '@tabler/icons-react',
  [`${path.sep}@mantine${path.sep}core${path.sep}esm${path.sep}index.mjs`]: '@mantine/core',
};
const barrelOf = (id: string) => Object.keys(BARRELS).find((b) => id.endsWith(b));
const barrelNames = new Map<string, Map<string, string>>();
/** Name → module of a package index's `import|export { a, b as c } from './x.mjs'` statements. */
function barrelModules(index: string): Map<string, string> {
  let names = barrelNames.get(index);
  if (!names) {
    names = new Map();
    for (const m of fs.readFileSync(index, 'utf8').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
      for (const item of (m[1] ?? '').split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)
          .at(-1);
        if (name) names.set(name, path.resolve(path.dirname(index), m[2] ?? ''));
      }
    }
    barrelNames.set(index, names);
  }
  return names;
}
/** The modules of package indexes (BARRELS) that a source file imports by name. */
function barrelImports(file: string, indexes: string[]): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const code = fs.readFileSync(file, 'utf8');
  return indexes.flatMap((index) => {
    const pkg = BARRELS[barrelOf(index) ?? ''] ?? '';
    const statements = code.matchAll(new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g'));
    const names = [...statements].flatMap((m) => (m[1] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? ''));
    return names.flatMap((n) => barrelModules(index).get(n) ?? []);
  });
}

/** The chunks of the signed-in layout and of the room dashboard (see `modulePreload`). */
const HOT_PATH = /\/(private-layout|guards|dashboard-page)-[\w-]+\.js$/;

/** Every module `roots` import statically, directly or not (dynamic imports are other chunks). */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (barrelOf(id)) continue;
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    stack.push(...imported, ...barrelImports(id, imported.filter(barrelOf)));
  }
  return seen;
}

const UI_LIBRARIES =
  /node_modules[\\/](@mantine[\\/](?!charts)|@floating-ui|react-remove-scroll|react-textarea-autosize|use-callback-ref|use-sidecar|react-number-format)/;
const ownCode = (m: string) => /[\\/]src[\\/](features|app)[\\/]|@tanstack[\\/](react-virtual|virtual-core)/.test(m);

let sets: { signedIn: Set<string>; shared: Set<string> } | undefined;
/**
 * What the signed-in layout and the room dashboard import (`signedIn`), and of it what goes in the 'app'
 * chunk (`shared`): not what the public screens load (that stays where it is: the sign-in page has a
 * budget) nor one feature's own code (a feature's screen keeps it in its own chunk, so other screens do
 * not load it).
 */
function signedInModules(graph: ModuleGraph): { signedIn: Set<string>; shared: Set<string> } {
  if (!sets) {
    const publicModules = staticClosure(graph, PUBLIC_ROOTS);
    const signedIn = staticClosure(graph, SIGNED_IN_ROOTS);
    const shared = new Set([...signedIn].filter((m) => !publicModules.has(m) && !ownCode(m)));
    // Nothing in the group may import a screen's own code: that chunk would import this one and this one it.
    for (const m of shared) {
      const bad = [...staticClosure(graph, [m])].find((d) => ownCode(d) && !publicModules.has(d));
      if (bad) throw new Error(`vite.config: ${m} (in the 'app' chunk) imports ${bad}`);
    }
    sets = { signedIn, shared };
  }
  return sets;
}

// react-router's package exports point at its development build; builds use the production one.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  plugins: [
    bootShell(),
    mantineComponentStyles(),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Care Home Housekeeping',
        short_name: 'Housekeeping',
        description: 'Room cleaning and audit records for care homes',
        theme_color: '#0b7a6f',
        background_color: '#f1f3f5',
        display: 'standalone',
        orientation: 'any',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every chunk (screens, languages) are cached, so a reload without network
        // still shows the app. API calls are never cached here: reads use the query cache, and saves
        // their own outbox.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        globIgnores: ['**/*.map'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/hubs\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000' },
      '/hubs': { target: process.env.API_URL ?? 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // Each lazy screen's preload list named every chunk it needs, all of them in the first page's script:
    // with every new screen the sign-in page grew (its budget, e2e/budget.spec.ts). A screen now preloads
    // its own chunk, its styles and the shared libraries; the other modules it imports load as soon as
    // it is parsed, and the service worker keeps every chunk after the first visit. The page's own
    // script, the signed-in layout and the room dashboard preload everything they import: a slow network
    // would otherwise fetch their chunks a level of imports at a time before the first screen paints.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || HOT_PATH.test(file)
          ? deps
          : deps.filter((d) => d === file || d.endsWith('.css') || /\/(ui|ui-more|react|app)-[\w-]+\.js$/.test(d)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Named explicitly, or the groups below would pull React (a dependency of them all) in.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // The signed-in screens share two files of UI libraries instead of some sixty small chunks: over
            // HTTP/1.1 (six connections) the small files queued behind each other and delayed the first
            // screen by half a second. 'ui' holds what the layout and the room dashboard use, 'ui-more' the
            // rest (on a slow network the whole library was a third of the bytes before the first paint).
            // The public sign-in screens use none of these libraries. The charts (@mantine/charts and
            // recharts) stay in the lazy chunk of the screens that draw them.
            { name: (id, ctx) => (UI_LIBRARIES.test(id) && signedInModules(ctx).signedIn.has(id) ? 'ui' : null), priority: 3 },
            { name: 'ui-more', test: UI_LIBRARIES, priority: 3 },
            // The signed-in layout and the room dashboard (the first screen of most users) share their
            // libraries and helpers with most screens: one file instead of some forty small ones, each a
            // round trip on a slow network before the first screen paints.
            // Their own dependencies are in the groups above, the first page's chunks, or this one (checked).
            { name: (id, ctx) => (signedInModules(ctx).shared.has(id) ? 'app' : null), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
