import { lazy, Suspense } from 'react';
import { loadTextArea } from '../../i18n/i18n.ts';

const loadOverlay = () =>
  Promise.all([import('./SearchOverlay.tsx'), loadTextArea('search')]).then(([m]) => ({
    default: m.SearchOverlay,
  }));
const SearchOverlay = lazy(loadOverlay);
// This module is fetched when the reader reaches the icon: the overlay is wanted next.
void loadOverlay();

/**
 * Holds the overlay (Drawer, tabs, boxes, texts): a step between the header and the overlay's chunk, so
 * the first-paint bundle carries one short import instead of the overlay's list of chunks (a default
 * export: `lazy` takes the module as it comes, a few bytes less in that bundle).
 */
export default function SearchOverlayHost() {
  return (
    <Suspense fallback={null}>
      <SearchOverlay />
    </Suspense>
  );
}
