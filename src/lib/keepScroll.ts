/**
 * Navigation state for an address change that is not a new page (a side panel's `?thread=`
 * opening or closing): the ScrollManager leaves the reader where they are.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === "object" && state !== null && "keepScroll" in state;
}
