/** The back office is served by the API server under `/admin/`, so every asset URL starts there. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // antd resolves React from the workspace root, where an older copy lives for other tools;
    // two Reacts in one page break hooks, so always take the app's own copy.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than our screens; keeping them in their own chunks lets a
        // browser keep them cached across releases of the back office.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w apps/admin` talks to a server started on the default port.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
