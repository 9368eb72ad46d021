import type { View } from 'foliate-js/view.js';

/** Keys that turn pages: the arrows follow the book's progression (right to left for vertical Japanese). */
export function pageKeyAction(event: KeyboardEvent): ((view: View) => Promise<void>) | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return null;
  const target = event.target as Element | null;
  if (
    target?.closest?.(
      'input, textarea, select, [role="radiogroup"], [role="dialog"], [contenteditable="true"]',
    )
  )
    return null;
  switch (event.key) {
    case 'ArrowLeft':
      return (view) => view.goLeft();
    case 'ArrowRight':
      return (view) => view.goRight();
    case 'PageDown':
      return (view) => view.next();
    case 'PageUp':
      return (view) => view.prev();
    default:
      return null;
  }
}

/**
 * A horizontal swipe on a fixed-layout page (foliate's paginator has its own for reflowable books):
 * the finger moving left shows what lies to the right, as on paper.
 */
export function listenForSwipe(doc: Document, view: View) {
  let start: { x: number; y: number } | null = null;
  doc.addEventListener('touchstart', (event) => {
    const touch = event.changedTouches[0];
    start = touch ? { x: touch.screenX, y: touch.screenY } : null;
  });
  doc.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.screenX - start.x;
    const dy = touch.screenY - start.y;
    start = null;
    if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy)) return;
    void (dx < 0 ? view.goRight() : view.goLeft());
  });
}
