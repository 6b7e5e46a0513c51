import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../shared/startupConstants";
import { fakeBackendModule } from "@/testing/fakeConvexBackend";

async function start(pageNeedsIt: boolean) {
  vi.resetModules();
  const fake = fakeBackendModule();
  vi.doMock("./backend", () => fake.module);
  const { startBackend } = await import("./startBackend");
  const loader = await import("./loader");
  const auth = await import("./authState");
  startBackend("http://127.0.0.1:3210", pageNeedsIt);
  return { fake, loader, auth };
}

const loadedAt = async (loader: typeof import("./loader")) => {
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return loader.readyBackend() !== null;
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});
afterEach(() => {
  vi.doUnmock("./backend");
  vi.useRealTimers();
});

describe("when Convex's client loads", () => {
  it("a visitor's home page waits for their first engagement", async () => {
    const { loader, auth } = await start(false);
    expect(await loadedAt(loader)).toBe(false);
    expect(auth.readAuth()).toMatchObject({ isLoading: false, isAuthenticated: false });
    window.dispatchEvent(new Event("pointerdown"));
    await vi.waitFor(() => expect(loader.readyBackend()).not.toBeNull());
  });

  it("a page that needs it loads it at once", async () => {
    const { loader } = await start(true);
    await vi.waitFor(() => expect(loader.readyBackend()).not.toBeNull());
  });

  it("a stored session loads it at once and reads 'loading' until Convex Auth settles", async () => {
    localStorage.setItem("__convexAuthRefreshToken_http12700013210", "a|b");
    const { loader, auth } = await start(false);
    expect(auth.readAuth().isLoading).toBe(true);
    await vi.waitFor(() => expect(loader.readyBackend()).not.toBeNull());
  });

  it("an address with parameters (a sign-in's return) or work to resume loads it at once", async () => {
    window.history.replaceState(null, "", "/?code=123");
    const first = await start(false);
    await vi.waitFor(() => expect(first.loader.readyBackend()).not.toBeNull());

    window.history.replaceState(null, "", "/");
    localStorage.setItem(STORAGE_KEYS.pendingAction, JSON.stringify({ action: "GENERATE" }));
    const second = await start(false);
    await vi.waitFor(() => expect(second.loader.readyBackend()).not.toBeNull());
  });
});
