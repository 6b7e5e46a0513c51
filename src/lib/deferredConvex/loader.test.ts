import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBackendModule } from "@/testing/fakeConvexBackend";

const fake: { current: null | ReturnType<typeof fakeBackendModule> } = { current: null };

async function freshLoader() {
  vi.resetModules();
  const next = fakeBackendModule();
  fake.current = next;
  vi.doMock("./backend", () => next.module);
  return import("./loader");
}

afterEach(() => vi.doUnmock("./backend"));

describe("loadBackend", () => {
  it("loads nothing until asked, then creates one client for the configured address", async () => {
    const loader = await freshLoader();
    loader.configureBackend("http://127.0.0.1:3210", () => import("./backend"));
    expect(loader.readyBackend()).toBeNull();
    expect(fake.current!.module.createClient).not.toHaveBeenCalled();

    const heard = vi.fn();
    loader.subscribeToBackend(heard);
    const [first, second] = await Promise.all([loader.loadBackend(), loader.loadBackend()]);
    expect(first).toBe(second);
    expect(fake.current!.module.createClient).toHaveBeenCalledTimes(1);
    expect(fake.current!.module.createClient).toHaveBeenCalledWith("http://127.0.0.1:3210");
    expect(loader.readyBackend()?.client).toBe(fake.current!.client);
    expect(heard).toHaveBeenCalled();
  });

  it("refuses to load without an address", async () => {
    const loader = await freshLoader();
    expect(loader.isBackendConfigured()).toBe(false);
    await expect(loader.loadBackend()).rejects.toThrow("address");
    await expect(loader.backendPromise()).rejects.toThrow("address");
  });

  it("after a failed start, the next caller tries again", async () => {
    const loader = await freshLoader();
    loader.configureBackend("http://127.0.0.1:3210", () => import("./backend"));
    fake.current!.module.createClient.mockImplementationOnce(() => {
      throw new Error("no WebSocket");
    });
    await expect(loader.loadBackend()).rejects.toThrow();
    expect(loader.readyBackend()).toBeNull();
    await expect(loader.loadBackend()).resolves.toMatchObject({ client: fake.current!.client });
  });
});
