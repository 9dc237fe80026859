/** Builds the member app: React, hash routes split per screen, served by the API server at `/`. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server the dev server forwards API calls to (see apps/server's PORT).
const apiTarget = process.env.KABUTO_API ?? 'http://localhost:8090';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
  },
});
