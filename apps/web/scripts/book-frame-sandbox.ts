import type { Plugin } from 'vite';

const FOLIATE_FRAMES = /[\\/]node_modules[\\/]foliate-js[\\/](paginator|fixed-layout)\.js$/;
const BOTH = `'allow-same-origin allow-scripts'`;
/**
 * WebKit alone calls the page's listeners on a sandboxed frame's document only when the frame may run
 * scripts (WebKit bug 218086, why foliate asks for both); `GestureEvent` exists in WebKit only.
 */
const SANDBOX = `(typeof GestureEvent === 'function' ? ${BOTH} : 'allow-same-origin')`;

function rewrite(code: string, id: string): string | null {
  if (!FOLIATE_FRAMES.test(id)) return null;
  if (!code.includes(BOTH))
    throw new Error(`${id} no longer sets the sandbox ${BOTH}: review the book frames`);
  return code.replaceAll(BOTH, SANDBOX);
}

/**
 * The book's section frames without `allow-scripts` (foliate-js sets it together with
 * `allow-same-origin`, which lets a script of the frame lift its own sandbox; Chromium warns for every
 * frame). The reader only reads and styles the frames' documents and listens to their events from the
 * page, which needs `allow-same-origin` alone, except in WebKit. In the build, and in the dev server's
 * pre-bundled copy of foliate-js.
 */
export function bookFrameSandbox(): {
  plugin: Plugin;
  depsPlugin: { name: string; transform: typeof rewrite };
} {
  return {
    plugin: { name: 'hondana-book-frame-sandbox', enforce: 'pre', transform: rewrite },
    depsPlugin: { name: 'hondana-book-frame-sandbox-deps', transform: rewrite },
  };
}
