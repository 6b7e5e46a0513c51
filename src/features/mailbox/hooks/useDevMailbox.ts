import { useCallback, useEffect, useRef, useState } from "react";
import { fetchMailbox, type MailboxMessage } from "../lib/mailboxApi";

/** How often the open mailbox checks for new mail (only while the tab is visible). */
export const MAILBOX_REFRESH_MS = 3000;

export type MailboxState =
  | { status: "loading" }
  | { status: "ready"; messages: MailboxMessage[]; updatedAt: number }
  | { status: "off" }
  | { status: "error"; message: string };

/**
 * The local outbox, refreshed every few seconds and on demand. A failed refresh keeps the list
 * on screen; only a first load that fails shows the error.
 */
export function useDevMailbox() {
  const [state, setState] = useState<MailboxState>({ status: "loading" });
  const [refreshing, setRefreshing] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  /** Fetches and stores the outbox; state changes only once the answer is in. */
  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const result = await fetchMailbox(controller.signal);
      setState(
        result.kind === "off"
          ? { status: "off" }
          : { status: "ready", messages: result.messages, updatedAt: Date.now() },
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : "The mailbox could not be read.";
      setState((previous) =>
        previous.status === "ready" ? previous : { status: "error", message },
      );
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await load();
    } finally {
      setRefreshing(false);
    }
  }, [load]);

  useEffect(() => {
    // The first load starts from a timer callback like the later ones (not in the effect body).
    const first = setTimeout(() => void load(), 0);
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, MAILBOX_REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [load]);

  return { state, refreshing, refresh };
}
