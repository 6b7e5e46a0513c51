import { vi } from "vitest";

/** Makes `matchMedia` answer `matches` for queries containing `query` (jsdom has none). */
export function stubMatchMedia(query: string, matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (media: string): MediaQueryList =>
      ({
        media,
        matches: media.includes(query) ? matches : false,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
