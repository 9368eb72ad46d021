import { useEffect } from 'react';

/** The viewer's frame is recalculated 300 ms after the window stops resizing. */
export const RESIZE_SETTLE_MS = 300;

/**
 * Keeps `--vh` (1 % of the window's inner height, in px) on the root element while the viewer is
 * open: the frame is `calc(var(--vh) * 100)` tall, the height a phone's browser really shows (its
 * address bar comes and goes, which `100vh` ignores).
 */
export function useViewportHeight(): void {
  useEffect(() => {
    const root = document.documentElement;
    const set = () => root.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
    set();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(set, RESIZE_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      root.style.removeProperty('--vh');
    };
  }, []);
}
