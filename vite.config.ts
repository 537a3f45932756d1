import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { GUEST_OFFLINE_MARK } from './sw/precache-groups';
import { guestOfflineFiles, prerenderPages } from './scripts/prerender-plugin';

export default defineConfig({
  plugins: [
    // The router plugin must run before react(): it splits every route into its own lazy chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // The login screen and the shell's first paint as static HTML: a phone paints them before the bundle.
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Portal da Corretora — Seguro Garantia e Agronegócio',
        short_name: 'Portal Corretora',
        description: 'Cotações, apólices, endossos e cadastros de seguro garantia e agronegócio.',
        lang: 'pt-BR',
        dir: 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f3d5e',
        background_color: '#ffffff',
        categories: ['business', 'finance', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The whole app shell, every route chunk included, so any screen opens offline.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // The guest farm form's files are marked and go first: the worker installs with them alone and
        // fetches the staff app's after it has taken control (sw/sw.ts, docs/agro-quotations.md), so a
        // producer whose signal drops in the first seconds can still reload the form.
        manifestTransforms: [
          (entries) => {
            const guest = guestOfflineFiles();
            const marked = entries.map((entry) =>
              guest.has(entry.url) ? { ...entry, offline: GUEST_OFFLINE_MARK } : entry,
            );
            const missing = [...guest].filter((file) => !entries.some((entry) => entry.url === file));
            if (missing.length > 0)
              throw new Error(`Arquivos do convidado fora do precache: ${missing.join(', ')}.`);
            return {
              manifest: [...marked.filter((e) => 'offline' in e), ...marked.filter((e) => !('offline' in e))],
            };
          },
        ],
        // The compressed twins are the server's business (Content-Encoding): the worker caches the files.
        globIgnores: ['**/*.br', '**/*.gz'],
        // A chunk over the limit would be left out of the precache silently: fail loudly instead.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies written beside each text file at build time, so the server sends them as
    // they are (server/plugins/static.ts) instead of compressing on every request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg|webmanifest|txt)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:8080',
      '/connect': 'http://localhost:8080',
      '/pessoas': 'http://localhost:8080',
    },
  },
  build: {
    // No preload lists: they sat in the entry chunk and grew with every route (1.9 KiB gzip of the
    // /login budget at 28 routes). The router preloads a route's chunk on intent (hover, touch), and
    // the service worker precaches every chunk after the first visit (docs/architecture.md §3).
    modulePreload: false,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Hash-only names: the entry lists every chunk (for preloading), and each name is bytes the
        // /login budget pays for. The manifest (dist/.vite/manifest.json) maps them back to sources.
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // React and the router: one chunk each compresses better than the dozen small ones the default
        // splitting makes. Two, not one: a cold /login shows its form without the router
        // (src/login-start.tsx), which stays out of its download (the /login budget).
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
