import { lazy, type ComponentType, type FunctionComponent } from 'react';

export type LazyPage = FunctionComponent & {
  /** Loads the page's code; once it has arrived, the page renders in the same pass instead of suspending. */
  preload(): Promise<void>;
};

/**
 * A page whose code is its own chunk. Unlike a bare `React.lazy`, a page preloaded before the first
 * render (as the store's entry does for the page the fan arrived on) draws at once: hydration then
 * finds the server's markup drawn by the same component, with no Suspense fallback in between.
 * Not loaded yet, it suspends like `React.lazy`, inside the route outlet's Suspense boundary.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () => {
    loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // React keeps a lazy component's failure for good; a new one lets the error boundary's Retry load again.
        loading = undefined;
        Suspending = suspendingPage();
        throw error;
      },
    );
    return loading;
  };
  const suspendingPage = () => lazy(() => fetchPage().then((page) => ({ default: page })));
  let Suspending = suspendingPage();

  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
