import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `margin` of the viewport (IntersectionObserver); true at once where
 * the browser has no observer, so nothing stays unloaded.
 */
export function useInView(ref: RefObject<Element | null>, margin: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return inView;
}
