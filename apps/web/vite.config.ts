import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

const TABLER_BARREL = `${path.sep}tabler-icons-react.mjs`;
/**
 * The icon modules a source file imports from '@tabler/icons-react': the module graph shows only the
 * package's index there, whose thousands of re-exports the build drops.
 */
function iconsOf(file: string, barrel: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const code = fs.readFileSync(file, 'utf8');
  const names = [...code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? ''),
  );
  const dir = path.join(path.dirname(barrel), 'icons');
  return names.filter((n) => /^Icon\w+$/.test(n)).map((n) => path.join(dir, `${n}.mjs`));
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
    if (id.endsWith(TABLER_BARREL)) continue;
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    stack.push(...imported);
    const barrel = imported.find((i) => i.endsWith(TABLER_BARREL));
    if (barrel) stack.push(...iconsOf(id, barrel));
  }
  return seen;
}

let shared: Set<string> | undefined;
/**
 * Modules of the signed-in layout and the room dashboard that the public screens do not load (those
 * stay where they are: the sign-in page has a budget) and that are not one feature's own code (a
 * feature's screen keeps its code in its own chunk, so other screens do not load it).
 */
function signedInShared(id: string, graph: ModuleGraph): boolean {
  if (!shared) {
    const publicModules = staticClosure(graph, PUBLIC_ROOTS);
    const ownCode = (m: string) => /[\\/]src[\\/](features|app)[\\/]|@tanstack[\\/](react-virtual|virtual-core)/.test(m);
    shared = new Set([...staticClosure(graph, SIGNED_IN_ROOTS)].filter((m) => !publicModules.has(m) && !ownCode(m)));
    // Nothing in the group may import a screen's own code: that chunk would import this one and this one it.
    for (const m of shared) {
      const bad = [...staticClosure(graph, [m])].find((d) => ownCode(d) && !publicModules.has(d));
      if (bad) throw new Error(`vite.config: ${m} (in the 'app' chunk) imports ${bad}`);
    }
  }
  return shared.has(id);
}

// react-router's package exports point at its development build; builds use the production one.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  plugins: [
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
          : deps.filter((d) => d === file || d.endsWith('.css') || /\/(ui|react|app)-[\w-]+\.js$/.test(d)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Named explicitly, or the groups below would pull React (a dependency of them all) in.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // The signed-in screens share one file of UI libraries instead of some sixty small chunks: over
            // HTTP/1.1 (six connections) the small files queued behind each other and delayed the first
            // screen by half a second. The public sign-in screens use none of these libraries. The charts
            // (@mantine/charts and recharts) stay in the lazy chunk of the screens that draw them.
            {
              name: 'ui',
              test: /node_modules[\\/](@mantine[\\/](?!charts)|@floating-ui|react-remove-scroll|react-textarea-autosize|use-callback-ref|use-sidecar|react-number-format)/,
              priority: 3,
            },
            // The signed-in layout and the room dashboard (the first screen of most users) share their
            // libraries and helpers with most screens: one file instead of some forty small ones, each a
            // round trip on a slow network before the first screen paints.
            // Their own dependencies are in the groups above, the first page's chunks, or this one (checked).
            { name: (id, ctx) => (signedInShared(id, ctx) ? 'app' : null), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
