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
    // its own chunk, its styles and the shared UI library; the other modules it imports load as soon as
    // it is parsed, and the service worker keeps every chunk after the first visit.
    modulePreload: {
      resolveDependencies: (file, deps) => deps.filter((d) => d === file || d.endsWith('.css') || /\/(ui|react)-[\w-]+\.js$/.test(d)),
    },
    rollupOptions: {
      output: {
        // The signed-in screens share one file of UI libraries instead of some sixty small chunks: over
        // HTTP/1.1 (six connections) the small files queued behind each other and delayed the first
        // screen by half a second. The public sign-in screens use none of these libraries. The charts
        // (@mantine/charts and recharts) stay in the lazy chunk of the screens that draw them.
        manualChunks(id) {
          if (
            /node_modules\/(@mantine\/(?!charts)|@floating-ui|react-remove-scroll|react-textarea-autosize|use-callback-ref|use-sidecar|react-number-format)/.test(
              id,
            )
          ) {
            return 'ui';
          }
          // Named explicitly, or Rollup would pull React (a dependency of the libraries above) into 'ui'.
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
