import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { IMAGE_FOLDERS } from '../schema/images';
import { graphqlDocuments } from './build/graphqlDocuments';

// In development the API server runs on its own port; the built client is served by that server.
const api = 'http://localhost:4000';
const schemaSources = fileURLToPath(new URL('../schema/', import.meta.url));
// A language's tree is assembled from the files the build finds (import.meta.glob) rather than
// by reading the folder as Node does (schema/i18n/catalogue/<lang>.ts, for the server and jest).
const globbedCatalogue = fileURLToPath(new URL('./src/modules/i18n/catalogue/', import.meta.url));

export default defineConfig({
  // The shared contract is bundled from its TypeScript sources, not from the server's schema/dist.
  resolve: {
    alias: [
      { find: /^@federa\/schema\/i18n\/catalogue\/(es|en|fr)$/, replacement: `${globbedCatalogue}$1.ts` },
      { find: /^@federa\/schema\//, replacement: schemaSources },
    ],
  },
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src/generated/', import.meta.url))), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline scripts or data-URL modules: the server's CSP is script-src 'self'.
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.mjs: which files each route's chunk needs, to preload them.
    manifest: true,
    assetsInlineLimit: 0,
    // The sign-in route is framework code (React DOM, Apollo Client, i18next, React Router): its
    // largest chunk is about 410 kB minified; all it loads, 512 kB, 160 kB gzip
    // (npm run bench:bundle). Raise this on purpose, never by drift.
    chunkSizeWarningLimit: 560,
  },
  server: {
    // The API and the images it serves (the folders the server's modules upload into) come from
    // the API server.
    proxy: {
      '/graphql': api,
      '/v1': api,
      // The local gateway's pages (payments), which stand in for Redsys without a merchant.
      '/pasarela-pruebas': api,
      ...Object.fromEntries(IMAGE_FOLDERS.map((folder) => [`/${folder}/`, api])),
    },
  },
});
