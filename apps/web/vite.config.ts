import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/viewer-files': 'http://localhost:3000' },
  },
  // No source maps in the production build: the server never serves them (web-app.ts).
  build: { outDir: 'dist', sourcemap: false },
});
