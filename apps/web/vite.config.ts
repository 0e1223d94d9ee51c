import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildVerifyHtml } from '../../packages/verify/build.mjs';
import { precompress } from './precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), bootScript(), standaloneVerifier(), serviceWorker(), precompress()],
  // `vite build --ssr src/ssr.tsx`: the module the server renders first visits with (ssr.tsx), every
  // library inside it (their style imports dropped), in dist-ssr.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which styles each screen's modules need: the server links them beside the screen it renders.
        manifest: true,
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group takes the modules its test names, not everything they import.
              includeDependenciesRecursively: false,
              groups: [
                // The libraries every screen runs on, in one chunk whatever imports them: without it,
                // each lazy chunk that imports one (the console too) regroups them into more, smaller
                // shared chunks, and the first load grows (issue 12: measured 1.2 KB gz).
                // React and React DOM apart from the rest: each chunk is evaluated in a task of its
                // own, and one chunk of all (404 KB) was a first load's longest task on a phone.
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zustand)[\\/]/,
                },
                // antd-mobile's overlays and the animation library under them, in a chunk of their own
                // that only the screens (and the first toast) using them load: shared chunks would
                // otherwise pull them into the first load beside the modules the first page needs.
                {
                  name: 'overlays',
                  test: /node_modules[\\/](@react-spring|antd-mobile[\\/]es[\\/]components[\\/](mask|popup|toast|dialog|auto-center|center-popup|action-sheet))[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/api-manifest.json': 'http://127.0.0.1:3000' },
  },
}));

/**
 * The start script of a page the server rendered (apps/server/src/http/shell.ts), from boot.js
 * beside this file, minified: it is part of every such first load (issue 28 kept that at 170 KB).
 */
function bootScript(): Plugin {
  return {
    name: 'roundhouse-boot-script',
    apply: 'build',
    async generateBundle() {
      const source = fs.readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8');
      const { code } = await transform(source, { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}

/** The standalone verifier's page (packages/verify, issue 27) at /verify.html, for players to save. */
function standaloneVerifier(): Plugin {
  return {
    name: 'roundhouse-standalone-verifier',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'verify.html', source: await buildVerifyHtml() });
    },
  };
}

/**
 * The service worker (issue 28), Workbox's, generated at build: the app's files (hashed assets, the
 * start script, icons, banners) are kept at install, so the app opens and changes screen offline; a
 * page comes from the network, or offline from the last copy of that page, else the built shell; the
 * API is never cached. A new release waits until the member reloads into it (app/service-worker.ts
 * registers the worker and asks; `SKIP_WAITING` is the go-ahead).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // Our own manifest, in public/ (index.html links it).
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', 'boot.js', '*.{svg,png}', 'banners/**/*.{svg,png,jpg,webp}', 'index.html'],
      // index.html is kept for offline starts only: a page the network answers is always the server's.
      directoryIndex: null,
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 30 },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
    },
  });
}
