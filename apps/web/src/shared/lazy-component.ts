import { type ComponentType, createElement } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component loaded on first use as a chunk of its own, like `React.lazy`, but drawn at once — with no
 * suspending — when its chunk was preloaded. `React.lazy` suspends on its first render even when the
 * module has already arrived, and React reveals suspended content no sooner than 300 ms after the last
 * fallback it showed: on a viewer address the portal, the page and the reader were three such steps in a
 * row, ≈ 900 ms with nothing left to download (docs/decisions.md). A failed load reaches the nearest
 * error boundary, as with `React.lazy`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level (like React.lazy), never during a render.
  function Lazy(props: P) {
    // Suspends the way React.lazy does (a thrown promise: no hook, so the render after it matches).
    if (failure) throw failure.error;
    if (!loaded) throw preload().catch(() => undefined);
    return createElement(loaded, props);
  }
  return Object.assign(Lazy, { preload });
}
