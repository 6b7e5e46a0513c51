/**
 * Code a visitor may soon need (a dialog, the sections below the fold) but that the first view
 * does not: fetched once they engage with the page (scroll, tap, click, key), or some seconds
 * after the load event if they only read, so the first seconds' network and main thread go to
 * what is on screen (issue 20's home-route budget counts what loads in the first 2 s).
 */
const EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;
export const ENGAGEMENT_FALLBACK_MS = 5000;

let engaged = false;
const waiting = new Set<() => void>();
let listening = false;

function engage() {
  if (engaged) return;
  engaged = true;
  for (const event of EVENTS) window.removeEventListener(event, engage, true);
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

function listen() {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true } as const;
  for (const event of EVENTS) window.addEventListener(event, engage, options);
}

// From the first import on, so engagement before anyone asks (on another page) still counts.
if (typeof window !== "undefined") listen();

/** Whether the visitor has scrolled, tapped, clicked or typed on this page yet. */
export function hasEngaged(): boolean {
  return engaged;
}

/**
 * Runs `callback` on the visitor's first engagement, at once if that already happened.
 * With `fallbackMs`, also that long after the page's load event without any. Returns a cancel
 * function.
 */
export function afterEngagement(callback: () => void, fallbackMs?: number): () => void {
  if (engaged) {
    callback();
    return () => {};
  }
  let done = false;
  let timer: number | null = null;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  // The fallback counts from the load event: on a slow first load the page is not settled at
  // mount, and the first seconds after load still belong to what is on screen.
  const startFallback = () => {
    if (fallbackMs !== undefined && !done) timer = window.setTimeout(run, fallbackMs);
  };
  const loaded = document.readyState === "complete";
  if (loaded) startFallback();
  else window.addEventListener("load", startFallback, { once: true });
  const cancel = () => {
    waiting.delete(run);
    window.removeEventListener("load", startFallback);
    if (timer !== null) window.clearTimeout(timer);
  };
  waiting.add(run);
  listen();
  return () => {
    done = true;
    cancel();
  };
}
