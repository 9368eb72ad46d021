import { type Language, ResultCode } from '@hondana/contract';
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
 * The contract's result-code table carries a sentence of meaning per code (for docs/result-codes.md),
 * about 4 KB gzip that every page would download for `ResultCode` alone. In the production build the
 * module is replaced by the name → code map as data; any other import of it fails the build.
 */
function resultCodesAsData(): Plugin {
  const entry = /[\\/]packages[\\/]contract[\\/]src[\\/]result-codes\.ts$/;
  return {
    name: 'hondana-result-codes-as-data',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!entry.test(id)) return null;
      const json = JSON.stringify(ResultCode);
      return `export const ResultCode = /* @__PURE__ */ Object.freeze(JSON.parse(${JSON.stringify(json)}));\n`;
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
  plugins: [oneLanguagePerChunk(), resultCodesAsData(), react()],
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
