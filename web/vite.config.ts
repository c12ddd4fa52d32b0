import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress-assets';

// In development the API runs separately (`npm start` on port 3000); in production one server serves both.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react(), precompressAssets()],
  server: { proxy: api },
  preview: { proxy: api },
  build: { outDir: 'dist', target: 'es2022' },
});
