import { ResultCode } from '@hondana/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '../boot/early-requests.ts';
import { callApi } from './client.ts';
import { REFERRER_HEADER } from './referrer-header.ts';

const PARTNER = 'https://partner.example.com/library/';

/** The network: the `cus-referer` header of each request, by path. */
function fakeNetwork() {
  const sent: { path: string; referrer: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost:3000').pathname;
      sent.push({ path, referrer: new Headers(init?.headers).get(REFERRER_HEADER) });
      return new Response(JSON.stringify({ status: ResultCode.NOT_FOUND, message: 'x', data: null }));
    }),
  );
  return sent;
}

/** The page the browser says brought the reader here. */
const cameFrom = (referrer: string) =>
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  cameFrom('');
  for (const element of document.head.querySelectorAll('meta[name^="hd-"]')) element.remove();
});

const quietly = (call: Promise<unknown>) => call.catch(() => undefined);

describe('cus-referer', () => {
  it('goes with the public detail, the viewer token and the share detail, and with nothing else', async () => {
    cameFrom(PARTNER);
    const sent = fakeNetwork();
    await quietly(callApi('catalogueDetail', { query: { id: 'book0000000000000001' } }));
    await quietly(callApi('viewerToken', { query: { content_id: 'book0000000000000001' } }));
    await quietly(callApi('shareDetail', { query: { token: 'share-token-0000000000' } }));
    await quietly(callApi('cataloguePage', {}));
    expect(sent.map((s) => [s.path, s.referrer])).toEqual([
      ['/api/v1/content/public/detail', PARTNER],
      ['/api/v1/content/public/viewer-token', PARTNER],
      ['/api/v1/content/public/share-detail', PARTNER],
      ['/api/v1/content/public/page', null],
    ]);
  });

  it('keeps the page that first brought the tab, through a login round trip', async () => {
    cameFrom(PARTNER);
    const sent = fakeNetwork();
    await quietly(callApi('catalogueDetail', { query: { id: 'book0000000000000001' } }));
    cameFrom('https://accounts.google.com/');
    await quietly(callApi('catalogueDetail', { query: { id: 'book0000000000000001' } }));
    expect(sent.map((s) => s.referrer)).toEqual([PARTNER, PARTNER]);
  });

  it('is not sent when the reader typed the address', async () => {
    const sent = fakeNetwork();
    await quietly(callApi('catalogueDetail', { query: { id: 'book0000000000000001' } }));
    expect(sent[0]?.referrer).toBeNull();
  });

  it("goes with the boot's early viewer-token request", () => {
    cameFrom(PARTNER);
    const sent = fakeNetwork();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="hd-portal" data-domain-type="PATH" data-domain="localhost" data-path="demo">',
    );
    startEarlyRequests('/demo/view-online/book0000000000000001/3');
    expect(sent.find((s) => s.path === '/api/v1/content/public/viewer-token')?.referrer).toBe(PARTNER);
  });
});
