import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConvexReactClient } from "convex/react";
import { guardTokenFetches } from "./sessionGuard";
import { clearUnusableSession, isSessionUnusable } from "./sessionHealth";

type Fetcher = Parameters<ConvexReactClient["setAuth"]>[0];

/** A client whose setAuth records the fetcher it was given, as the Convex client keeps it. */
function fakeClient() {
  const fetchers: Fetcher[] = [];
  const setAuth = vi.fn((fetchToken: Fetcher) => {
    fetchers.push(fetchToken);
  });
  const client = { setAuth } as unknown as ConvexReactClient;
  return { client, setAuth, fetchers };
}

afterEach(() => clearUnusableSession());

describe("guardTokenFetches", () => {
  it("turns a refresh the server refuses into no token and an unusable session, never a rejection", async () => {
    const { client, fetchers } = fakeClient();
    const onChange = vi.fn();
    guardTokenFetches(client).setAuth(async () => {
      throw new Error("[CONVEX A(auth:signIn)] Uncaught Error: Can't parse refresh token");
    }, onChange);
    await expect(fetchers[0]({ forceRefreshToken: true })).resolves.toBeNull();
    expect(isSessionUnusable()).toBe(true);
  });

  it("reports a forced refresh that yields no token (nothing to refresh with, or revoked)", async () => {
    const { client, fetchers } = fakeClient();
    guardTokenFetches(client).setAuth(async () => null);
    await expect(fetchers[0]({ forceRefreshToken: false })).resolves.toBeNull();
    expect(isSessionUnusable()).toBe(false);
    await expect(fetchers[0]({ forceRefreshToken: true })).resolves.toBeNull();
    expect(isSessionUnusable()).toBe(true);
  });

  it("passes tokens and the other arguments through, and wraps a client once", async () => {
    const { client, setAuth, fetchers } = fakeClient();
    const onChange = vi.fn();
    const onRefresh = vi.fn();
    expect(guardTokenFetches(guardTokenFetches(client))).toBe(client);
    client.setAuth(
      async ({ forceRefreshToken }) => (forceRefreshToken ? "fresh" : "cached"),
      onChange,
      onRefresh,
    );
    expect(setAuth).toHaveBeenCalledWith(expect.any(Function), onChange, onRefresh);
    expect(await fetchers[0]({ forceRefreshToken: false })).toBe("cached");
    expect(await fetchers[0]({ forceRefreshToken: true })).toBe("fresh");
    expect(isSessionUnusable()).toBe(false);
  });
});
