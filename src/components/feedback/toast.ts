import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";

/**
 * The app's toasts. sonner is loaded on first use (or once the visitor engages), not with the
 * first page: it is a tenth of the start-up budget and no toast shows before the page settles.
 * Calls made before it is ready are delivered once the module is loaded and its <Toaster/>
 * is mounted, in order.
 */

type Sonner = typeof import("sonner");
type Kind = "message" | "success" | "error";

let sonner: Sonner | null = null;
let toasterMounted = false;
let loading: Promise<Sonner> | null = null;
const queue: [Kind, ReactNode, ExternalToast | undefined][] = [];
const loadListeners = new Set<() => void>();

export function loadToasts(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner").then((module) => {
      sonner = module;
      flush();
      return module;
    });
    for (const listener of [...loadListeners]) listener();
    loadListeners.clear();
  }
  return loading;
}

/** Whether sonner has been asked for (by a toast, or by the page once the visitor engaged). */
export function toastsRequested(): boolean {
  return loading !== null;
}

/** Calls `listener` once sonner is first asked for; returns an unsubscribe function. */
export function onToastsRequested(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

/** Called by the lazily mounted <Toaster/> once it listens. */
export function markToasterMounted() {
  toasterMounted = true;
  flush();
}

function flush() {
  if (!sonner || !toasterMounted) return;
  for (const [kind, title, options] of queue.splice(0)) show(sonner, kind, title, options);
}

function show(module: Sonner, kind: Kind, title: ReactNode, options?: ExternalToast) {
  if (kind === "message") module.toast(title, options);
  else module.toast[kind](title, options);
}

function call(kind: Kind, title: ReactNode, options?: ExternalToast) {
  if (sonner && toasterMounted) {
    show(sonner, kind, title, options);
    return;
  }
  queue.push([kind, title, options]);
  void loadToasts();
}

export const toast = Object.assign(
  (title: ReactNode, options?: ExternalToast) => call("message", title, options),
  {
    success: (title: ReactNode, options?: ExternalToast) => call("success", title, options),
    error: (title: ReactNode, options?: ExternalToast) => call("error", title, options),
  },
);
