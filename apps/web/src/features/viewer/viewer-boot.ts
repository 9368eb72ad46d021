import { FileKind, type ViewerToken } from '@hondana/contract';
import { callApi } from '../../api/client.ts';
import { loadTextArea } from '../../i18n/i18n.ts';
import { inlinedCookieScope } from '../../session/session-boot.ts';
import { readAuthToken } from '../../session/session-cookie.ts';
import { prefetchBookFile } from './epub/fetch-book-file.ts';
import { markOpening } from './opening-marks.ts';
import { startPdfWorkerEarly, warmUpPdf } from './pdf/pdf-warmup.ts';
import { EpubViewer, PdfViewer } from './reader-chunks.ts';
import { positiveInt, type ViewerSource, viewerAddressOf, viewerSourceKey } from './viewer-address.ts';

export { type ViewerSource, viewerAddressOf, viewerSourceKey };

/**
 * The login cookie the portal will read: the one the server named in the page (session-boot.ts), else
 * by service path, then by host (the tenant's domain type is not known yet).
 */
function cookieToken(servicePath: string | undefined): string | undefined {
  const inlined = inlinedCookieScope();
  if (inlined) return readAuthToken(inlined);
  const names = [servicePath, window.location.hostname]
    .filter((name): name is string => Boolean(name))
    .map((name) => `hondana_token_${name.replace(/[^A-Za-z0-9]/g, '_')}=`);
  for (const name of names) {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(name));
    if (entry) return decodeURIComponent(entry.slice(name.length));
  }
  return undefined;
}

let boot: { key: string; auth: string | null; token: Promise<ViewerToken>; startedAt: number } | null = null;

/**
 * How long the viewer page may take the boot's token. The page can mount more than once while the
 * portal starts: a second mount asking for a new token read the book's first ranges again under the
 * new token's address (the boot's prefetch is kept by address). A token is valid 15 minutes; within a
 * minute of the boot it is far from its renewal.
 */
const BOOT_TOKEN_REUSE_MS = 60_000;

/**
 * Started by main.tsx before anything else when the first address is a viewer's: the viewer token is
 * asked for, the viewer page's code fetched and, once the token names the format, that reader's code,
 * the PDF worker and the book's first ranges — all while the portal itself starts (its texts, the
 * tenant's settings, the session check), instead of after. The server checks the token's request as
 * always; the viewer page takes this answer (`bootTokenFor`), and asks again itself if it failed.
 */
export function startViewerBoot(pathname = window.location.pathname): void {
  const address = viewerAddressOf(pathname);
  if (!address) return;
  const { source, servicePath } = address;
  const query =
    source.kind === 'share'
      ? { token_id: source.tokenId }
      : { content_id: source.contentId, content_group_id: source.groupId ?? undefined };
  const auth = cookieToken(servicePath);
  const token = callApi(
    'viewerToken',
    { query },
    { hint: { domain: window.location.hostname, path: servicePath }, ...(auth ? { token: auth } : {}) },
  );
  token.catch(() => undefined);
  boot = { key: viewerSourceKey(source), auth: auth ?? null, token, startedAt: Date.now() };
  // The page's module is asked for at once, so its download starts before the portal's chunk arrives;
  // the route's lazy component is also preloaded (through lazy-pages.tsx), so the route draws the page
  // without suspending once the portal renders it.
  void import('./ViewerPage.tsx').catch(() => undefined);
  void import('../../app/lazy-pages.tsx').then((pages) => pages.ViewerPage.preload()).catch(() => undefined);
  // Before the texts are set up this only marks the area: the first language then brings it along.
  void loadTextArea('viewer');
  void token
    .then((answer) => {
      markOpening('boot-token');
      if (answer.contentInfo.extensionType === FileKind.EPUB) {
        prefetchBookFile(answer.fileUrl);
        EpubViewer.preload().catch(() => undefined);
        return;
      }
      startPdfWorkerEarly();
      warmUpPdf(answer, positiveInt(new URLSearchParams(window.location.search).get('page')));
      PdfViewer.preload().catch(() => undefined);
    })
    .catch(() => undefined);
}

/**
 * The boot's token request for `key`, to every mount of the viewer page during the portal's start
 * with the same login (`auth`, the session's token or null); undefined when the boot asked for another
 * content, with another login, or over a minute ago.
 */
export function bootTokenFor(
  key: string,
  auth: string | null,
  now = Date.now(),
): Promise<ViewerToken> | undefined {
  if (!boot || boot.key !== key || boot.auth !== auth) return undefined;
  if (now - boot.startedAt > BOOT_TOKEN_REUSE_MS) {
    boot = null;
    return undefined;
  }
  return boot.token;
}
