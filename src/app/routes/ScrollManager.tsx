import { useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";
import { keepsScroll } from "@/lib/keepScroll";

/**
 * Scroll on navigation, as a reader expects: a new page starts at its top (or at its #section,
 * which the page itself scrolls to), Back and Forward return to where the reader was on that
 * page. Positions are kept per history entry for the life of the tab.
 */
const STORAGE_KEY = "legendary.scrollPositions";
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

/** A reload keeps the history entries: their positions survive it in the tab's storage. */
function store() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or blocked: a reload then starts at the top, which is fine.
  }
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    window.addEventListener("pagehide", store);
    return () => window.removeEventListener("pagehide", store);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const previous = previousKey.current;
    previousKey.current = key;
    if (previous === key) return;
    if (previous === null) {
      // First render: a reload returns to where the reader was; a new visit starts at the top.
      const saved = positions.get(key);
      if (navigationType === NavigationType.Pop && saved && !location.hash)
        window.scrollTo(0, saved);
      return;
    }
    if (navigationType === NavigationType.Pop) {
      window.scrollTo(0, positions.get(key) ?? 0);
    } else if (keepsScroll(location.state)) {
      // Not a new page (a side panel opened or closed): the reader stays where they were.
      positions.set(key, window.scrollY);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, location.state, navigationType]);

  // The position is read continuously so it is the one the reader left, not one after the next
  // page's render changed the document's height.
  useLayoutEffect(() => {
    const key = location.key;
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, [location.key]);

  return null;
}
