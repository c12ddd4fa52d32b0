import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets';

// In development the API runs separately (`npm start` on port 3000); in production one server serves both.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

// One stylesheet for the whole app, linked by index.html: a prerendered page (prerender-pages.ts) is styled by it
// before any script runs, and no page waits for its chunk's styles. No module preloading: a preload link's chunk was
// compiled on the main thread when the link was added, in the app's start-up task (docs/decisions.md "No module
// preloading; skeletons that pulse"). `vite build --ssr` builds the pages' renderer for Node into .prerender/,
// without the public files or compression.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompressAssets()])],
  server: { proxy: api },
  preview: { proxy: api },
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild ? { outDir: '.prerender', target: 'node20' } : { outDir: 'dist', target: 'es2022', cssCodeSplit: false, modulePreload: false },
}));
