import { type ReactNode, Suspense } from 'react';
import { type LazyComponent, lazyComponent } from '../shared/lazy-component.ts';
import { PageSkeleton } from '../shared/PageSkeleton.tsx';
import type { PageLoader } from './page-loader.ts';

/**
 * A route page loaded on first use as its own chunk (to keep the first download small): `load` imports the module and picks
 * the component, so each page file keeps its named export. While the chunk loads, the page's place in
 * the frame shows {@link PageSkeleton}; a failed load reaches the crash boundary like any render error.
 * `preload()` fetches it ahead (the viewer's boot does): a preloaded page draws without suspending.
 */
export function lazyPage<P extends object>(
  load: PageLoader<P>,
  fallback: ReactNode = <PageSkeleton />,
): LazyComponent<P> {
  const Page = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level (lazy-pages.tsx), never during a render.
  function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: Page.preload });
}
