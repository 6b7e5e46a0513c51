/** Upload helpers for convex tests (two dots: never deployed). */
import type { Id } from "../_generated/dataModel";
import type { TestApp } from "../test.setup";
import { UNCLAIMED_LIFETIME_MS } from "./rules";
import type { UploadPurpose } from "./schema";

/** The first bytes of a real PNG: enough for the route's signature check. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

/** `size` bytes that start as a PNG does. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, Math.min(size, PNG_BYTES.length)));
  return bytes;
}

/**
 * A file stored and recorded as `ownerId`'s unclaimed upload for `purpose`, as
 * POST /api/uploads/{secret} leaves it. The type and bytes are taken as given (no rule check),
 * so tests can also plant a file the route would have refused.
 */
export async function ownUpload(
  t: TestApp,
  ownerId: Id<"users">,
  purpose: UploadPurpose,
  type = "image/png",
  bytes: Uint8Array<ArrayBuffer> = PNG_BYTES,
  uploadedAt = Date.now(),
): Promise<Id<"_storage">> {
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type }));
    await ctx.db.insert("uploads", {
      ownerId,
      purpose,
      tokenHash: crypto.randomUUID(),
      status: "uploaded",
      expiresAt: uploadedAt + UNCLAIMED_LIFETIME_MS,
      storageId,
      contentType: type,
      size: bytes.byteLength,
      uploadedAt,
    });
    return storageId;
  });
}

/** POSTs bytes to an upload URL as the browser's uploadFile does. */
export async function postUpload(
  t: TestApp,
  url: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer> = PNG_BYTES,
): Promise<Response> {
  return await t.fetch(url, { method: "POST", headers: { "Content-Type": type }, body: bytes });
}

export async function fileExists(t: TestApp, storageId: Id<"_storage">): Promise<boolean> {
  return await t.run(async (ctx) => (await ctx.db.system.get("_storage", storageId)) !== null);
}

export async function uploadRows(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("uploads").take(100));
}

export async function mediaRows(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("media").take(100));
}
