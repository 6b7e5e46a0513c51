import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anyApi } from "convex/server";
import type { Id } from "./fixture/convex/_generated/dataModel";
import { api } from "./fixture/convex/_generated/api";
import { startHarness, type Harness } from "./harness.ts";

/** Things Convex apps do that the local backend must do as Convex does. */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

async function storeOverHttpAction(text: string) {
  const stored = await fetch(`${h.siteUrl}/store`, {
    method: "POST",
    body: new Blob([text], { type: "text/plain" }),
  });
  expect(stored.status).toBe(200);
  return (await stored.text()) as Id<"_storage">;
}

describe("Convex compatibility", () => {
  test("an HTTP action stores and deletes files", async () => {
    const storageId = await storeOverHttpAction("from an http action");
    const served = await fetch(`${h.url}/api/storage/${storageId}`);
    expect(await served.text()).toBe("from an http action");

    const deleted = await fetch(`${h.siteUrl}/delete?id=${storageId}`, { method: "POST" });
    expect(deleted.status).toBe(204);
    expect(await h.http().query(api.messages.fileUrl, { storageId })).toBeNull();
  });

  test("ctx.storage.getMetadata answers a file's metadata", async () => {
    const storageId = await storeOverHttpAction("meta");
    expect(await h.http().query(api.compat.metadata, { storageId })).toEqual({
      storageId,
      sha256: expect.any(String) as string,
      size: 4,
      contentType: "text/plain",
    });
  });

  test("invalid arguments are refused with an ArgumentValidationError", async () => {
    await expect(h.http().mutation(anyApi.messages.send, { body: 42 })).rejects.toThrow(
      /^ArgumentValidationError: /m,
    );
    const client = h.client();
    await expect(client.mutation(anyApi.messages.send, { body: 42 })).rejects.toThrow(
      /ArgumentValidationError: /,
    );
    await expect(client.mutation(anyApi.messages.send, { body: 42 })).rejects.not.toThrow(
      /Uncaught/,
    );
  });

  test("a failing scheduled job's error is logged under its own name", async () => {
    await h.http().mutation(api.compat.failLater, {});
    await expect
      .poll(() => h.output(), { timeout: 5000 })
      .toMatch(/\[mutation compat:explode\] \[ERROR\] Error when running scheduled function/);
    expect(h.output()).not.toMatch(/\[mutation compat:failLater\] \[ERROR\]/);
  });
});
