import type { Page } from "@playwright/test";

/**
 * Which live queries the page's Convex client has been answered for, read off its sync
 * WebSocket (the client's ModifyQuerySet names each query's function; the server's Transition
 * answers it by query id). With it a test can wait for the answer that decides whether something
 * appears, then assert that it did not, instead of sleeping a while and hoping it came.
 * Attach before the page opens its socket (before navigating).
 */
export function watchLiveQueries(page: Page) {
  const names = new Map<number, string>();
  const answered = new Set<string>();
  const waiters: { name: string; resolve: () => void }[] = [];
  // Mutations by request id, and the ones the server has answered (by function name).
  const mutations = new Map<number, string>();
  const written = new Set<string>();
  const writeWaiters: { name: string; resolve: () => void }[] = [];
  const parse = (payload: string | Buffer): Record<string, unknown> | null => {
    try {
      return JSON.parse(String(payload)) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  type Modification = { type?: string; queryId?: number; udfPath?: string };
  page.on("websocket", (socket) => {
    if (!/\/api\/[^/]+\/sync$/.test(socket.url())) return;
    socket.on("framesent", ({ payload }) => {
      const message = parse(payload);
      if (message?.type === "Mutation" && typeof message.udfPath === "string") {
        mutations.set(Number(message.requestId), message.udfPath.replace(/\.js$/, ""));
      }
      if (message?.type !== "ModifyQuerySet") return;
      for (const change of (message.modifications ?? []) as Modification[]) {
        if (change.type === "Add" && change.queryId !== undefined && change.udfPath) {
          names.set(change.queryId, change.udfPath.replace(/\.js$/, ""));
        }
      }
    });
    socket.on("framereceived", ({ payload }) => {
      const message = parse(payload);
      if (message?.type === "MutationResponse" && message.success === true) {
        const name = mutations.get(Number(message.requestId));
        if (name === undefined) return;
        written.add(name);
        for (const waiter of writeWaiters.filter((w) => w.name === name)) waiter.resolve();
      }
      if (message?.type !== "Transition") return;
      for (const change of (message.modifications ?? []) as Modification[]) {
        if (change.type !== "QueryUpdated" && change.type !== "QueryFailed") continue;
        const name = change.queryId === undefined ? undefined : names.get(change.queryId);
        if (name === undefined) continue;
        answered.add(name);
        for (const waiter of waiters.filter((w) => w.name === name)) waiter.resolve();
      }
    });
  });
  return {
    /** Resolves once the server has applied a call of the mutation `udfPath` for this page. */
    async wrote(udfPath: string): Promise<void> {
      if (!written.has(udfPath)) {
        await new Promise<void>((resolve) => writeWaiters.push({ name: udfPath, resolve }));
      }
    },
    /**
     * Resolves once the server has answered `udfPath` ("onboarding/queries:status") and the page
     * has had two frames to render the answer.
     */
    async answered(udfPath: string): Promise<void> {
      if (!answered.has(udfPath)) {
        await new Promise<void>((resolve) => waiters.push({ name: udfPath, resolve }));
      }
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done())),
          ),
      );
    },
  };
}
