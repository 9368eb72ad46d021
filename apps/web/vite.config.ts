import { type Language, ResultCode } from '@hondana/contract';
import { webCatalogue, webTextArea, webTextAreas } from '@hondana/i18n';
import { areaFileOf } from '@hondana/i18n/tools';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bookFrameSandbox } from './scripts/book-frame-sandbox.ts';
import { buildSummary } from './scripts/build-summary.ts';

/**
 * `@hondana/i18n/en` (`/ja`, `/vn`) build one language's texts from areas that hold all three side by
 * side; bundled as they are, every language would ride along. In the production build each entry is
 * replaced by its language's first-paint texts alone, as data; each of its lazy areas
 * (`webTextAreas`: content administration, result-code messages…, loaded by apps/web/src/i18n/i18n.ts)
 * is replaced by its texts as data too. The dev server loads them as written.
 */
function oneLanguagePerChunk(): Plugin {
  const entry = /[\\/]packages[\\/]i18n[\\/]src[\\/]languages[\\/](en|ja|vn)(?:-([a-z-]+))?\.ts$/;
  const asData = (value: unknown) => `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return {
    name: 'hondana-one-language-per-chunk',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const match = entry.exec(id);
      if (!match) return null;
      const language = match[1] as Language;
      const file = match[2];
      if (file) {
        const area = webTextAreas.find((a) => areaFileOf(a) === file);
        if (!area) this.error(`${id}: no web text area "${file}"`);
        return `export const texts = ${asData(webTextArea(language, area))};\n`;
      }
      return `export const catalogue = ${asData(webCatalogue(language))};\n`;
    },
  };
}

/**
 * The contract's result-code table carries a sentence of meaning per code (for docs/result-codes.md),
 * about 4 KB gzip that every page would download for `ResultCode` alone. In the production build every
 * `ResultCode.NAME` of our code is written as its number, and the module, should anything still import
 * it, is the name → code map as data.
 */
function resultCodesAsData(): Plugin {
  const entry = /[\\/]packages[\\/]contract[\\/]src[\\/]result-codes\.ts$/;
  const codes: Record<string, number> = ResultCode;
  return {
    name: 'hondana-result-codes-as-data',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!entry.test(id)) return null;
      const json = JSON.stringify(ResultCode);
      return `export const ResultCode = /* @__PURE__ */ Object.freeze(JSON.parse(${JSON.stringify(json)}));\n`;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('ResultCode.')) return null;
      return code.replace(/\bResultCode\.([A-Z][A-Z0-9_]*)\b/g, (whole, name: string) =>
        Object.hasOwn(codes, name) ? String(codes[name]) : whole,
      );
    },
  };
}

/**
 * The contract's enums module builds a list of values for each enum at load time (`valuesOf`); marked
 * pure in the build, the lists and enums no page uses are dropped from the first download.
 */
function pureEnumLists(): Plugin {
  const entry = /[\\/]packages[\\/]contract[\\/]src[\\/]enums\.ts$/;
  return {
    name: 'hondana-pure-enum-lists',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!entry.test(id)) return null;
      return code.replace(/= valuesOf\(/g, '= /* @__PURE__ */ valuesOf(');
    },
  };
}

/**
 * The boot's early requests (src/boot/early-entry.ts) are an entry of their own, written first into
 * index.html with its few imports preloaded: the browser runs it as soon as those small files arrive,
 * while the app's entry waits for its whole graph (React, Mantine…) to download and run. As a second
 * module script in the page, Vite would have merged it into the app's entry, whose graph loads whole
 * before any of it runs.
 */
const EARLY_ENTRY = 'src/boot/early-entry.ts';
const READER_MODULES = {
  pdf: 'src/features/viewer/pdf/PdfViewer.tsx',
  epub: 'src/features/viewer/epub/EpubViewer.tsx',
};
function earlyEntryFirst(): Plugin {
  return {
    name: 'hondana-early-entry-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(EARLY_ENTRY),
        );
        if (chunk?.type !== 'chunk') throw new Error(`${EARLY_ENTRY} was not built`);
        // Each reader's chunk and what it imports, for the early script to preload once the token
        // names the format (early-requests.ts), before the app's boot imports the reader.
        const files = Object.values(ctx.bundle ?? {});
        const closure = (module: string) => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            const file = ctx.bundle?.[fileName];
            if (seen.has(fileName) || file?.type !== 'chunk') return;
            seen.add(fileName);
            for (const imported of file.imports) visit(imported);
          };
          const reader = files.find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(module));
          if (!reader) throw new Error(`${module} was not built`);
          visit(reader.fileName);
          return [...seen].map((fileName) => `/${fileName}`).join(' ');
        };
        return [
          {
            tag: 'meta',
            attrs: {
              name: 'hd-reader-chunks',
              'data-pdf': closure(READER_MODULES.pdf),
              'data-epub': closure(READER_MODULES.epub),
            },
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...chunk.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Vendor chunk (Rolldown's `codeSplitting.groups`, Vite 8): the libraries every page runs are one
 * long-cached chunk that changes only when a dependency does (React, router, query). zod is not
 * in it: only the forms that check input with the contract's schemas use it, and they are lazy chunks.
 * Mantine is split along the lazy chunks like our own code: a group of all of it would pull every
 * component any page uses (carousel, drawer, menus, tables) into the first download; only
 * its core and form controls are a group (below).
 */
const vendorGroups = [
  /**
   * What the boot's early entry runs (early-requests.ts and its imports), named for what it is: every
   * page's first download shares it with the app's entry.
   */
  {
    name: 'boot',
    test: /[\\/](apps[\\/]web[\\/]src[\\/](boot[\\/]|api[\\/](early-answers|request-url)\.ts|session[\\/]session-cookie\.ts|features[\\/]viewer[\\/](viewer-boot-request|viewer-address|opening-marks)\.ts|tenant[\\/]tenant-location\.ts|i18n[\\/]first-language\.ts)|packages[\\/]contract[\\/]src[\\/](enums|api[\\/]pdf-range|routes[\\/](route-index|define-route|reserved-segments))\.ts|packages[\\/]i18n[\\/]src[\\/]dates\.ts|preload-helper\.js)$/,
    priority: 4,
  },
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)[\\/]/,
    priority: 3,
  },
  /**
   * Mantine's form controls, with what they are built on (Mantine's core, which every page runs):
   * one chunk instead of some twenty small ones that the chunks of the forms shared. Each chunk costs
   * its import and export glue and starts its compression afresh; merged, the login page downloads
   * 6.4 KB gzip less, the home page as much as before (measured with `npm run bench:bundle`).
   */
  {
    name: 'vendor-mantine-forms',
    test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|InlineInput|CheckIcon|Alert|CloseButton)[\\/]/,
    priority: 2,
  },
];

const frameSandbox = bookFrameSandbox();

export default defineConfig({
  plugins: [
    oneLanguagePerChunk(),
    resultCodesAsData(),
    pureEnumLists(),
    react(),
    earlyEntryFirst(),
    buildSummary(),
    frameSandbox.plugin,
  ],
  optimizeDeps: { rolldownOptions: { plugins: [frameSandbox.depsPlugin] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/viewer-files': 'http://localhost:3000' },
  },
  // No source maps in the production build: the server never serves them (web-app.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Current browsers preload modules natively; others merely fetch them when imported. The polyfill
    // was 0.5 KB of every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: 'index.html', early: EARLY_ENTRY },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
