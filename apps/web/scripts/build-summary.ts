import type { Plugin } from 'vite';

/**
 * With `--logLevel warn` Vite lists no chunk (the list ran to hundreds of lines of a newcomer's first
 * `npm start`); this says the outcome in one line instead. Warnings, such as a chunk over its size
 * limit, are still printed by Vite itself.
 */
export function buildSummary(): Plugin {
  let started = 0;
  return {
    name: 'hondana-build-summary',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    writeBundle(_options, bundle) {
      const files = Object.values(bundle);
      const scripts = files.filter((file) => file.type === 'chunk');
      const scriptBytes = scripts.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `web app built in ${seconds} s: ${files.length} files, ${scripts.length} scripts (${(scriptBytes / 1024 / 1024).toFixed(1)} MB before compression)`,
      );
    },
  };
}
