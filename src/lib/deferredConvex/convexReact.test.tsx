import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { FunctionReference } from "convex/server";
import { api } from "../../../convex/_generated/api";
import { freshDeferredConvex } from "@/testing/fakeConvexBackend";

async function setUp() {
  const { fake, loader } = await freshDeferredConvex();
  const hooks = await import("./convexReact");
  const auth = await import("./authState");
  return { fake, loader, hooks, auth };
}

afterEach(() => vi.doUnmock("@/lib/deferredConvex/backend"));

const COUNT = "ideas/queries:ideasCount";

describe("useQueries before and after Convex's client loads", () => {
  it("answers 'loading' without asking for the client, then subscribes once it is here", async () => {
    const { fake, loader, hooks } = await setUp();
    const { result } = renderHook(() =>
      hooks.useQueries({ count: { query: api.ideas.queries.ideasCount, args: {} } }),
    );
    expect(result.current).toEqual({ count: undefined });
    expect(loader.readyBackend()).toBeNull();
    expect(fake.module.createClient).not.toHaveBeenCalled();

    await act(() => loader.loadBackend());
    expect(fake.subscribers(COUNT, {})).toBe(1);
    act(() => fake.answer(COUNT, {}, { totalIdeas: 7 }));
    expect(result.current).toEqual({ count: { totalIdeas: 7 } });
  });

  it("hands a failed query back as its Error and unsubscribes on unmount", async () => {
    const { fake, loader, hooks } = await setUp();
    await loader.loadBackend();
    const { result, unmount } = renderHook(() =>
      hooks.useQueries({ count: { query: api.ideas.queries.ideasCount, args: {} } }),
    );
    act(() => fake.answer(COUNT, {}, new Error("boom")));
    expect(result.current.count).toBeInstanceOf(Error);
    unmount();
    expect(fake.subscribers(COUNT, {})).toBe(0);
  });

  it("subscribes anew when the arguments change, and to nothing for no request", async () => {
    const { fake, loader, hooks } = await setUp();
    await loader.loadBackend();
    const NAME = "marketing/queries:placeholders";
    const firstSeed: { seed: number | null } = { seed: 1 };
    const { result, rerender } = renderHook(
      ({ seed }: { seed: number | null }) =>
        hooks.useQueries(
          seed === null
            ? {}
            : { list: { query: api.marketing.queries.placeholders, args: { seed } } },
        ),
      { initialProps: firstSeed },
    );
    act(() => fake.answer(NAME, { seed: 1 }, { examples: ["a"] }));
    expect(result.current.list).toEqual({ examples: ["a"] });
    rerender({ seed: 2 });
    expect(fake.subscribers(NAME, { seed: 1 })).toBe(0);
    expect(fake.subscribers(NAME, { seed: 2 })).toBe(1);
    expect(result.current.list).toBeUndefined();
    rerender({ seed: null });
    expect(result.current).toEqual({});
    expect(fake.subscribers(NAME, { seed: 2 })).toBe(0);
  });
});

describe("calls that need the server", () => {
  it("a mutation loads the client, then runs with its arguments", async () => {
    const { fake, loader, hooks } = await setUp();
    const { result } = renderHook(() => hooks.useMutation(api.shareLinks.mutations.share));
    expect(loader.readyBackend()).toBeNull();
    const args = { ideaId: "i1" } as never;
    await expect(result.current(args)).resolves.toEqual({
      mutation: "shareLinks/mutations:share",
      args,
    });
    expect(fake.module.createClient).toHaveBeenCalledTimes(1);
  });

  it("one-off calls and useAction wait for the client the same way", async () => {
    const { loader, hooks } = await setUp();
    const { useOneOffCalls } = await import("./oneOffCalls");
    const { result } = renderHook(() => ({
      calls: useOneOffCalls(),
      openPortal: hooks.useAction(api.billing.checkout.openBillingPortal),
    }));
    await expect(result.current.calls.query(api.ideas.queries.ideasCount, {})).resolves.toEqual({
      query: COUNT,
      args: {},
    });
    expect(loader.readyBackend()).not.toBeNull();
    await expect(result.current.openPortal({})).resolves.toEqual({
      action: "billing/checkout:openBillingPortal",
      args: {},
    });
  });

  it("a mutation's withOptimisticUpdate hands the update to the client's mutation call", async () => {
    const { fake, hooks } = await setUp();
    const update = vi.fn();
    const { result } = renderHook(() => hooks.useMutation(api.ideas.mutations.toggleFavorite));
    const optimistic = result.current.withOptimisticUpdate(update);
    await optimistic({ ideaId: "i1" });
    expect(fake.client.mutation).toHaveBeenLastCalledWith(
      expect.anything(),
      { ideaId: "i1" },
      { optimisticUpdate: update },
    );
    await result.current({ ideaId: "i2" });
    expect(fake.client.mutation).toHaveBeenLastCalledWith(
      expect.anything(),
      { ideaId: "i2" },
      { optimisticUpdate: undefined },
    );
  });
});

describe("request identity", () => {
  it("keys queries by Convex's own encoding, so bigint arguments subscribe instead of throwing", async () => {
    const { fake, loader, hooks } = await setUp();
    await loader.loadBackend();
    const query = api.ideas.queries.ideasCount as unknown as FunctionReference<"query">;
    const { result } = renderHook(() => hooks.useQueries({ big: { query, args: { n: 12n } } }));
    expect(fake.client.watchQuery).toHaveBeenCalledWith(expect.anything(), { n: 12n });
    expect(result.current).toEqual({ big: undefined });
  });
});

describe("useConvexAuth", () => {
  it("reads the published session and re-renders when it changes", async () => {
    const { hooks, auth } = await setUp();
    const { result } = renderHook(() => hooks.useConvexAuth());
    expect(result.current).toEqual({
      isLoading: false,
      isRefreshing: false,
      isAuthenticated: false,
    });
    act(() =>
      auth.publishAuth({
        isLoading: false,
        isRefreshing: false,
        isAuthenticated: true,
        token: "t",
      }),
    );
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
  });
});
