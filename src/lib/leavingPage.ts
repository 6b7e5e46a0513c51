import { useSyncExternalStore } from "react";

/*
 * This tab is on its way to another site (a checkout): nothing unasked-for, such as the welcome
 * tour, should open over the page it is leaving or be spent on it. Set by whoever starts the
 * departure, cleared if it fails.
 */

let leaving = false;
const listeners = new Set<() => void>();

export function setLeavingPage(value: boolean): void {
  if (leaving === value) return;
  leaving = value;
  for (const listener of listeners) listener();
}

export function isLeavingPage(): boolean {
  return leaving;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLeavingPage(): boolean {
  return useSyncExternalStore(subscribe, isLeavingPage, () => false);
}

// Back from the checkout to a page kept in the back/forward cache: the tab is here again.
if (typeof window !== "undefined") {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setLeavingPage(false);
  });
}
