import type { Language } from '@hondana/contract';
import { webCatalogue } from '@hondana/i18n';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `@hondana/i18n/en` (`/ja`, `/vn`) build one language's texts from areas that hold all three side by
 * side; bundled as they are, every language would ride along. In the production build each entry is
 * replaced by its language's texts alone, as data (issue 8 §1); the dev server loads them as written.
 */
function oneLanguagePerChunk(): Plugin {
  const entry = /[\\/]packages[\\/]i18n[\\/]src[\\/]languages[\\/](en|ja|vn)\.ts$/;
  return {
    name: 'hondana-one-language-per-chunk',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const language = entry.exec(id)?.[1] as Language | undefined;
      if (!language) return null;
      const json = JSON.stringify(webCatalogue(language));
      return `export const catalogue = /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});\n`;
    },
  };
}

/**
 * Vendor chunk (Rolldown's `codeSplitting.groups`, Vite 8): the libraries every page runs are one
 * long-cached chunk that changes only when a dependency does (React, router, query, i18next). zod is not
 * in it: only the forms that check input with the contract's schemas use it, and they are lazy chunks.
 * Mantine is split along the lazy chunks like our own code: a group would pull every component any
 * page uses (carousel, drawer, menus, tables) into the first download (issue 8 §1).
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
    priority: 3,
  },
];

export default defineConfig({
  plugins: [oneLanguagePerChunk(), react()],
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
