/** Builds the member app: React, hash routes split per screen, served by the API server at `/`. */
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { brandMarkSvg } from './src/ui/brand-mark-shapes';
import { installLinks } from './build/install-links';
import { parallelScreenImports } from './build/parallel-screen-imports';

// The server the dev server forwards API calls to (see apps/server's PORT).
const apiTarget = process.env.KABUTO_API ?? 'http://localhost:8090';

const brand = '#17357a';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    parallelScreenImports(),
    // The boot splash shows the brand mark before any script runs: drawn into the page itself.
    {
      name: 'kabuto-boot-splash-mark',
      transformIndexHtml: (html) => html.replace('<!-- brand-mark -->', brandMarkSvg(72)),
    },
    // Installable: a manifest and a service worker that precaches the app shell (every built
    // file), so the app opens offline. A new version waits until the member accepts the prompt
    // (`registerType: 'prompt'`); the app registers the worker itself, after its first screen.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Kabuto',
        short_name: 'Kabuto',
        description: 'Japanese stocks, kept honestly.',
        lang: 'ja',
        start_url: '/index.html#/home/index',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: brand,
        background_color: '#eef1f6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Hash routes: every screen is index.html. The API and the back office are never the shell.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/admin/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4_000_000,
      },
    }),
    // The page's icon drawn in, the manifest linked by the app after its first screen. Alternating
    // builds in Lighthouse (4 audits each): home LCP 2,610 → 2,469 ms, sign-in 2,363 → 2,317 ms.
    installLinks(path.join(import.meta.dirname, 'public')),
  ],
  resolve: {
    // Libraries hoisted to the workspace root would otherwise resolve the root's older React,
    // putting two Reacts in the bundle; every import of React must reach the app's own copy.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Without preload tags (below) the browser finds a screen's chunks one import level at a
        // time, each level a round trip on a phone's network. These small chunks sat a level or
        // two below the sign-in screen's own; each group puts a module with the one that imports
        // it: sign-in's chunks now all sit one level down. Alternating builds in Lighthouse (5
        // audits each): sign-in 93 → 95 (LCP 2,891 → 2,647 ms), home 89 → 89.
        codeSplitting: {
          // Only the named modules move: their dependencies stay where they were (zod, the entry's).
          includeDependenciesRecursively: false,
          groups: [
            // Everything start-up runs, in the entry's own file. Left to itself, the bundler puts
            // what the entry shares with the screens (React, the router, zod, the formats, …) in a
            // dozen small chunks of their own, all needed before anything shows: on a phone's
            // connection (six connections to the server, a round trip before each file's first
            // byte) the same bytes took ~0.3 s longer to arrive in thirteen files than in one.
            // Alternating builds in Lighthouse (4 audits each): home LCP 2,923 → 2,610 ms (score
            // 93.5 → 95.5), sign-in LCP 2,698 → 2,363 ms (95 → 97).
            { name: 'entry', tags: ['$initial'], priority: 1 },
            // The passkey button's WebAuthn library and the passkey calls it makes.
            { name: 'passkeys', test: /node_modules[\\/]@simplewebauthn[\\/]|contracts[\\/]src[\\/]passkeys/ },
            // The submit button and the offline note it shows.
            { name: 'submit-button', test: /src[\\/]ui[\\/](submit-button|offline-reason)\./ },
          ],
        },
      },
    },
    // A screen's code arrives through import(); Vite would first add a <link rel="modulepreload">
    // for each of its chunks, ~1 ms of main-thread work per tag, 25-45 tags as the first screen
    // and home's market part load. The browser finds those chunks from the imports anyway, one
    // round trip later; only the style sheets are still loaded up front, so a screen never shows
    // unstyled (the screen's chunk is asked for beside them: parallelScreenImports). Alternating
    // builds in Lighthouse: sign-in 78 → 88, home 67 → 75 (medians of 4).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
