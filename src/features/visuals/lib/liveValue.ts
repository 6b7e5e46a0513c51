/**
 * A value React renders (a live query's latest answer) that async work can wait on: `when`
 * resolves with the first value, now or later, that `pick` maps to something. Aborting the
 * signal rejects the wait, so work started by an unmounted component stops.
 */
export class LiveValue<T> {
  private listeners = new Set<() => void>();

  constructor(private current: T) {}

  get(): T {
    return this.current;
  }

  set(value: T): void {
    this.current = value;
    for (const listener of [...this.listeners]) listener();
  }

  when<R>(pick: (value: T) => R | undefined, signal: AbortSignal): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const stop = () => {
        this.listeners.delete(check);
        signal.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        stop();
        reject(abortError());
      };
      const check = () => {
        try {
          const picked = pick(this.current);
          if (picked === undefined) return;
          stop();
          resolve(picked);
        } catch (error) {
          stop();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      signal.addEventListener("abort", onAbort);
      this.listeners.add(check);
      check();
    });
  }
}

export function abortError(): Error {
  return new DOMException("The work was stopped.", "AbortError");
}

/** Duck-typed: the DOMException of a signal may come from another realm (tests, workers). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "AbortError"
  );
}

/** Waits `ms`, or rejects at once when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
