import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor chunks (Rolldown's `codeSplitting.groups`, Vite 8): the libraries every page runs are two
 * long-cached chunks that change only when a dependency does (React, router, query, i18next, zod; and
 * Mantine with its helpers). Everything else is split by Rolldown along the lazy routes.
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store|zod)[\\/]/,
    priority: 3,
  },
  {
    name: 'vendor-mantine',
    test: /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-transition-group|tslib|get-nonce|detect-node-es|clsx)[\\/]/,
    priority: 2,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/viewer-files': 'http://localhost:3000' },
  },
  // No source maps in the production build: the server never serves them (web-app.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
