import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextArea } from '../../i18n/i18n.ts';
import { useSearchOverlay } from './search-overlay-store.ts';

const loadOverlay = () =>
  Promise.all([import('./SearchOverlay.tsx'), loadTextArea('search')]).then(([m]) => ({
    default: m.SearchOverlay,
  }));
/** The overlay (Drawer, tabs, boxes) and its texts: a chunk of their own, fetched on first use. */
const SearchOverlay = lazy(loadOverlay);
const preload = () => void loadOverlay();

/**
 * The header's search icon (seed 000 §2): opens the full-screen search overlay. The overlay's code
 * is fetched when the pointer or focus reaches the icon, and mounted from the first opening on.
 */
export function SearchLauncher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const opened = useSearchOverlay((s) => s.opened);
  const open = useSearchOverlay((s) => s.open);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('chrome.header.search')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        data-search-launcher=""
      >
        <IconSearch size={22} aria-hidden />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SearchOverlay />
        </Suspense>
      )}
    </>
  );
}
