import { type RefObject, useEffect, useRef } from 'react';

/** The page a navigation key leads to, or null for other keys. */
function pageForKey(key: string, current: number, count: number): number | null {
  if (key === 'PageDown' || key === 'ArrowRight') return current + 1;
  if (key === 'PageUp' || key === 'ArrowLeft') return current - 1;
  if (key === 'Home') return 1;
  if (key === 'End') return count;
  return null;
}
const SWIPE_MIN_PX = 60;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    !!target.closest('[role="dialog"]'));

/**
 * The PDF reader's keys and swipes: PageUp/PageDown, arrows, Home/End turn pages (not while typing or in
 * a drawer); Ctrl+F (⌘F) opens the book's own find box, as the browser's would find only the pages
 * drawn; a horizontal swipe turns the page when the page is not wider than the screen.
 */
export function usePageKeys(options: {
  scrollerRef: RefObject<HTMLElement | null>;
  currentPage: number;
  pageCount: number;
  ready: boolean;
  goTo(page: number): void;
  onFind(): void;
}) {
  const { scrollerRef, currentPage, pageCount, ready, goTo, onFind } = options;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        onFind();
        return;
      }
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      const target = pageForKey(event.key, currentPage, pageCount);
      if (target === null || !ready) return;
      event.preventDefault();
      goTo(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, currentPage, pageCount, ready, onFind]);

  const touchRef = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    touchRef.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchRef.current;
    const touch = event.changedTouches[0];
    touchRef.current = null;
    const scroller = scrollerRef.current;
    if (!start || !touch || !scroller || scroller.scrollWidth > scroller.clientWidth + 1) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    goTo(currentPage + (dx < 0 ? 1 : -1));
  };
  return { onTouchStart, onTouchEnd };
}
