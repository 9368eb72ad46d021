import type { ReaderZoom, ViewerToken } from '@hondana/contract';
import { useCallback, useState } from 'react';
import type { ZoomMode } from './page-layout.ts';

const storageKey = (contentId: string) => `hondana.pdfZoom.${contentId}`;

function storedZoom(contentId: string): ZoomMode | null {
  try {
    const text = window.localStorage.getItem(storageKey(contentId));
    if (text === 'auto' || text === 'fitWidth' || text === 'fitPage') return text;
    const scale = Number(text);
    return text && Number.isFinite(scale) && scale >= 0.1 && scale <= 4 ? scale : null;
  } catch {
    return null;
  }
}

/**
 * The zoom a reader chose for a book, kept where their place is: on the server with the reading
 * progress for a signed-in reader (any browser), in this browser's storage for anyone else (a
 * visitor, a share link). Restored when the book opens.
 */
export function useSavedZoom(
  token: ViewerToken,
  onServer: boolean,
  onProgress: (p: { zoom: ReaderZoom }) => void,
): [ZoomMode, (zoom: ZoomMode) => void] {
  const contentId = token.contentInfo.id;
  const [zoom, setZoom] = useState<ZoomMode>(
    () => token.progress?.zoom ?? (onServer ? null : storedZoom(contentId)) ?? 'auto',
  );
  const choose = useCallback(
    (next: ZoomMode) => {
      const kept = typeof next === 'number' ? Math.round(next * 1000) / 1000 : next;
      setZoom(kept);
      if (onServer) onProgress({ zoom: kept });
      else
        try {
          window.localStorage.setItem(storageKey(contentId), String(kept));
        } catch {
          // Storage full or refused: the zoom lasts this visit.
        }
    },
    [contentId, onServer, onProgress],
  );
  return [zoom, choose];
}
