import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearchOverlay } from './search-overlay-store.ts';

const loadHost = () => import('./SearchOverlayHost.tsx');
const SearchOverlayHost = lazy(loadHost);

/**
 * The header's search icon: opens the full-screen search overlay. The overlay's code
 * is fetched when the pointer or focus reaches the icon, and mounted from the first opening on.
 */
export function SearchLauncher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { opened, mounted, open } = useSearchOverlay();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('chrome.header.search')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
        onPointerEnter={loadHost}
        onFocus={loadHost}
        data-search-launcher=""
      >
        <IconSearch size={22} aria-hidden />
      </button>
      {mounted && (
        <Suspense>
          <SearchOverlayHost />
        </Suspense>
      )}
    </>
  );
}
