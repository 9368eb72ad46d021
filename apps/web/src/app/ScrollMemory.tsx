import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'hondana.scroll';
/** A POP restore waits this many frames at most for a lazy page to grow tall enough. */
const RESTORE_FRAMES = 120;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Scroll positions like a document site's, without the data router: every
 * PUSH/REPLACE starts at the top (or at its `#hash` target), POP (back, forward) goes back to where that
 * entry was left. Positions are kept per history entry (`location.key`) in sessionStorage, so a reload
 * keeps them too.
 */
export function ScrollMemory() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number>>(undefined);
  const currentKey = useRef(location.key);
  const restoring = useRef(0);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const save = () => window.sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
    // A restore in progress must not be recorded over by the clamped positions of a short page.
    const onScroll = () => {
      if (restoring.current === 0 && positions.current)
        positions.current[currentKey.current] = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current?.[location.key];
    cancelAnimationFrame(restoring.current);
    restoring.current = 0;
    if (action === 'POP' && saved !== undefined) {
      let frames = 0;
      const restore = () => {
        window.scrollTo(0, saved);
        const reached = Math.abs(window.scrollY - saved) < 1;
        restoring.current = reached || ++frames > RESTORE_FRAMES ? 0 : requestAnimationFrame(restore);
      };
      // The reader scrolling meanwhile wins over the restore.
      const stop = () => {
        cancelAnimationFrame(restoring.current);
        restoring.current = 0;
      };
      const input = ['wheel', 'touchstart', 'keydown'] as const;
      for (const type of input) window.addEventListener(type, stop, { passive: true, once: true });
      restore();
      return () => {
        stop();
        for (const type of input) window.removeEventListener(type, stop);
      };
    }
    if (location.hash && scrollToHash(location.hash)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
