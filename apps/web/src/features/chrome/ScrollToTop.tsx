import { lazy, Suspense, useEffect, useState } from 'react';
import { LAYOUT } from '../../tenant/theme.ts';

/** The button (Affix, Transition, Portal) is fetched the first time the page scrolls past the threshold. */
const ScrollToTopButton = lazy(() =>
  import('./ScrollToTopButton.tsx').then((m) => ({ default: m.ScrollToTopButton })),
);

const scrolledFar = () => window.scrollY > LAYOUT.scrollTopThreshold;

/**
 * The scroll-to-top button. It floats over the page (fixed position), so loading it
 * late moves nothing; pages that are never scrolled never download it.
 */
export function ScrollToTop() {
  const [wanted, setWanted] = useState(scrolledFar);
  useEffect(() => {
    if (wanted) return;
    const onScroll = () => {
      if (scrolledFar()) setWanted(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
