import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose chunk arrives when the test says so, counting how often it was asked. */
function controlledLoader() {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1;
      return new Promise<typeof Greeting>((resolve) => {
        arrive = resolve;
      });
    },
    arrive: (component: typeof Greeting) => arrive(component),
  };
  return loader;
}

describe('lazyComponent', () => {
  it('draws a preloaded component in the first render, without showing the fallback', async () => {
    const loader = controlledLoader();
    const Lazy = lazyComponent(loader.load);
    const preloaded = Lazy.preload();
    loader.arrive(Greeting);
    await preloaded;

    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="reader" />
      </Suspense>,
    );

    // Synchronously there: React.lazy would show the fallback here and reveal the page up to 300 ms later.
    expect(screen.getByText('Hello reader')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loader.calls).toBe(1);
  });

  it('suspends until a chunk not yet loaded arrives, then draws it; the chunk is asked for once', async () => {
    const loader = controlledLoader();
    const Lazy = lazyComponent(loader.load);

    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="visitor" />
          <Lazy name="again" />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();

    await act(async () => loader.arrive(Greeting));
    expect(await screen.findByText('Hello visitor')).toBeTruthy();
    expect(screen.getByText('Hello again')).toBeTruthy();
    expect(loader.calls).toBe(1);
    await Lazy.preload();
    expect(loader.calls).toBe(1);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyComponent, a chunk that fails to load', () => {
  it('reaches the nearest error boundary with the error, like React.lazy', async () => {
    const Lazy = lazyComponent<{ name: string }>(() => Promise.reject(new Error('chunk gone')));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Lazy name="x" />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
    quiet.mockRestore();
  });
});
