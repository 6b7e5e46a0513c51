import type { Id } from "../_generated/dataModel";
import type { TestApp } from "../test.setup";

/** Test helpers for uploads: a stored file of a type and size, as an upload URL would leave it. */

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

export async function storeFile(
  t: TestApp,
  type: string,
  bytes: Uint8Array<ArrayBuffer> = PNG_BYTES,
): Promise<Id<"_storage">> {
  return await t.run(async (ctx) => await ctx.storage.store(new Blob([bytes], { type })));
}

export async function fileExists(t: TestApp, storageId: Id<"_storage">): Promise<boolean> {
  return await t.run(async (ctx) => (await ctx.db.system.get("_storage", storageId)) !== null);
}

export const CAMPAIGN = {
  brand: "Northbound Coffee",
  campaignName: "Nine O'Clock Roast",
  audience: "Remote workers who start early",
  text: [
    "Roasted this week, at your desk by nine.",
    "A film shows a courier cycling fresh beans across a sleeping city before dawn.",
    "Runs on Instagram and outdoor posters near co-working spaces.",
  ].join("\n"),
};
