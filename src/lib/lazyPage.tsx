import { lazy, useSyncExternalStore, type ComponentType } from "react";

/**
 * Pages as their own chunks, without a data router (whose loader/action machinery would be about
 * 15 KiB gzip of every first load). A page's code is fetched once and kept; when it is already
 * here the page renders at once (no Suspense flash), and boot.tsx fetches the first page's code
 * before the first render (src/app/router.tsx) so the prerendered screen is replaced by the finished page.
 * Navigations are transitions (BrowserRouter), so the old page stays until the new one's code
 * arrives; NavigationProgress shows that wait from `usePageLoading`.
 */

type PageModule = { default: ComponentType };

export type LazyPage = {
  Component: ComponentType;
  /** Fetches the page's code (once); resolves when it can render without suspending. */
  preload: () => Promise<ComponentType>;
};

let loading = 0;
const listeners = new Set<() => void>();
function setLoading(delta: number) {
  loading += delta;
  // Pages start loading while React renders them; subscribers hear it after that render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** True while any page's code is being fetched. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
    () => false,
  );
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let promise: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const preload = () => {
    if (promise) return promise;
    setLoading(1);
    promise = load().then(
      (value) => {
        loaded = value;
        setLoading(-1);
        return value;
      },
      (error: unknown) => {
        setLoading(-1);
        promise = null;
        throw error;
      },
    );
    return promise;
  };
  // When the code is already here, React.lazy gets a thenable that resolves synchronously, which
  // it renders at once instead of suspending for a tick (and showing the loading screen).
  const Component = lazy((): Promise<PageModule> =>
    loaded
      ? ({ then: (resolve: (m: PageModule) => void) => resolve({ default: loaded! }) } as never)
      : preload().then((value) => ({ default: value })),
  );
  return { Component, preload };
}
