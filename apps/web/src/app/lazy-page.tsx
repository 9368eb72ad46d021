import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageSkeleton } from '../shared/PageSkeleton.tsx';
import type { PageLoader } from './page-loader.ts';

/**
 * A route page loaded on first use as its own chunk (issue 8 §1): `load` imports the module and picks
 * the component, so each page file keeps its named export. While the chunk loads, the page's place in
 * the frame shows {@link PageSkeleton}; a failed load reaches the crash boundary like any render error.
 */
export function lazyPage<P extends object>(
  load: PageLoader<P>,
  fallback: ReactNode = <PageSkeleton />,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level (lazy-pages.tsx), never during a render.
  function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
