import type { ViewerToken } from '@hondana/contract';
import { startTransition, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/client.ts';
import { useSession } from '../../session/session-store.ts';
import { bootTokenFor, type ViewerSource, viewerSourceKey } from './viewer-boot.ts';
import { tokenQuery } from './viewer-boot-request.ts';

export type { ViewerSource };

export type ViewerTokenState =
  | { status: 'loading' }
  | { status: 'ready'; token: ViewerToken }
  | { status: 'error'; error: ApiError };

/** A renewal that fails for want of an answer is tried again this often, until the token expires. */
const RENEW_RETRY_MS = 15_000;

function fetchToken(source: ViewerSource, signal: AbortSignal): Promise<ViewerToken> {
  return callApi('viewerToken', { query: tokenQuery(source) }, { signal });
}

/**
 * The viewer token of the page: fetched once for the content or share
 * link, then renewed at its `renewAfter` for as long as the page is open. The wait is measured on the
 * server's clock (`renewAfter` − `issuedAt`), so a device whose clock is off still renews in time. A
 * renewal refused with a result code ends the reading (the page shows why); one that got no answer is
 * tried again until the token expires.
 */
export function useViewerToken(source: ViewerSource | null): ViewerTokenState {
  const [state, setState] = useState<ViewerTokenState>({ status: 'loading' });
  const key = source ? viewerSourceKey(source) : '';
  const sourceRef = useRef(source);
  sourceRef.current = source;

  useEffect(() => {
    const current = sourceRef.current;
    if (!current) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let expiresAtLocal = 0;

    const schedule = (token: ViewerToken) => {
      const wait = Math.max(5_000, Date.parse(token.renewAfter) - Date.parse(token.issuedAt));
      expiresAtLocal = Date.now() + Math.max(0, Date.parse(token.expiresAt) - Date.parse(token.issuedAt));
      timer = setTimeout(() => renew(token), wait);
    };
    const renew = (token: ViewerToken) => {
      callApi('viewerTokenRenew', { body: { token: token.token } }, { signal: controller.signal })
        .then((fresh) => {
          setState({ status: 'ready', token: fresh });
          schedule(fresh);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const answered = error instanceof ApiError && error.hasResponse;
          if (!answered && Date.now() + RENEW_RETRY_MS < expiresAtLocal) {
            timer = setTimeout(() => renew(token), RENEW_RETRY_MS);
            return;
          }
          setState({ status: 'error', error: asApiError(error) });
        });
    };

    setState({ status: 'loading' });
    // The first address's token was asked for while the portal started (viewer-boot.ts).
    const early = bootTokenFor(key, useSession.getState().token);
    (early
      ? early.catch(() => fetchToken(current, controller.signal))
      : fetchToken(current, controller.signal)
    )
      .then((token) => {
        if (controller.signal.aborted) return;
        // A transition: while the reader's chunk is still arriving the page keeps showing "opening"
        // instead of a Suspense fallback, whose reveal React would hold back up to 300 ms.
        startTransition(() => setState({ status: 'ready', token }));
        schedule(token);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: asApiError(error) });
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key]);

  return source ? state : { status: 'loading' };
}

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'api.error.unknown', null, '');
