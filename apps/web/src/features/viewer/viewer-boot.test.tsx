import { afterEach, describe, expect, it } from 'vitest';
import { installFakeNetwork } from '../../test-support/render-with-app.tsx';
import { bootTokenFor, startViewerBoot } from './viewer-boot.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's login cookie lives under its path.
  document.cookie = 'hondana_token_demo=; max-age=0; path=/';
});

const KEY = 'content:book0000000000000001:3';

describe('the viewer token asked for at boot (viewer-boot.ts)', () => {
  it('is the same request for every mount of the viewer page during the start, with the same login only', () => {
    // The answer does not matter here (a refusal: the boot then starts no reader).
    const network = installFakeNetwork({
      viewerToken: () => ({ status: 745, message: 'api.error.745', data: null }),
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the reader's login cookie, as the browser holds it.
    document.cookie = 'hondana_token_demo=reader-token; path=/';
    const started = Date.now();
    startViewerBoot('/demo/view-online/book0000000000000001/3');
    expect(network.callsTo('viewerToken')).toHaveLength(1);
    expect(network.callsTo('viewerToken')[0]?.token).toBe('reader-token');

    const first = bootTokenFor(KEY, 'reader-token', started);
    first?.catch(() => undefined);
    expect(first).toBeDefined();
    // A second mount (the page drawn again while the portal starts) gets the same answer, no new token.
    expect(bootTokenFor(KEY, 'reader-token', started + 5_000)).toBe(first);
    // Another content, or another login (signed in or out meanwhile), asks for its own.
    expect(bootTokenFor('content:book0000000000000002:3', 'reader-token', started)).toBeUndefined();
    expect(bootTokenFor(KEY, null, started)).toBeUndefined();
    expect(bootTokenFor(KEY, 'another-token', started)).toBeUndefined();
    // A minute after the boot the page asks anew (a token is renewed on its own clock).
    expect(bootTokenFor(KEY, 'reader-token', started + 61_000)).toBeUndefined();
    expect(bootTokenFor(KEY, 'reader-token', started)).toBeUndefined();
  });
});
