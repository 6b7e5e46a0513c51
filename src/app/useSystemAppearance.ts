import { useSyncExternalStore } from "react";

export type Appearance = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function darkQuery(): MediaQueryList | null {
  // jsdom and some embedded browsers have no matchMedia.
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

function currentAppearance(): Appearance {
  return darkQuery()?.matches ? "dark" : "light";
}

/** Follows the operating system's light/dark setting live, without a reload. */
export function useSystemAppearance(): Appearance {
  return useSyncExternalStore(subscribe, currentAppearance, () => "light");
}
