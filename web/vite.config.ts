import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphqlDocuments';

// In development the API server runs on its own port; the built client is served by that server.
const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src/generated/', import.meta.url))), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline scripts or data-URL modules: the server's CSP is script-src 'self'.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // The sign-in entry is framework code (React DOM, Apollo Client, i18next, React Router):
    // about 510 kB minified, 160 kB gzip. Raise this on purpose, never by drift.
    chunkSizeWarningLimit: 560,
  },
  server: {
    proxy: {
      '/graphql': api,
      '/v1': api,
    },
  },
});
