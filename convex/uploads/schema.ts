import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";

/** What an upload is for: each purpose has its own type and size rule (./rules.ts). */
export const uploadPurposeValidator = v.union(
  v.literal("brandLogo"),
  v.literal("importImage"),
  v.literal("adminBrandLogo"),
);
export type UploadPurpose = Infer<typeof uploadPurposeValidator>;

/**
 * A ticket's life: "issued" (the URL is out, nothing sent yet), "receiving" (the one POST the
 * URL allows has begun), "uploaded" (the file is stored and waits to be claimed). Claiming
 * deletes the row in the same transaction that writes the media row, so a claimed file is
 * known by that row alone and can never be claimed twice.
 */
export const uploadStatusValidator = v.union(
  v.literal("issued"),
  v.literal("receiving"),
  v.literal("uploaded"),
);

export const uploadsTables = {
  /**
   * Upload tickets (issue 37). Convex's own upload URLs cannot say who uploaded a file, so
   * every upload goes through POST /api/uploads/{secret} (./http.ts), and a function that takes
   * a storage id accepts only its caller's own, unclaimed upload for its purpose.
   */
  uploads: defineTable({
    ownerId: v.id("users"),
    purpose: uploadPurposeValidator,
    /** SHA-256 (hex) of the URL's one-time secret; the secret itself is never stored. */
    tokenHash: v.string(),
    status: uploadStatusValidator,
    /**
     * When the row lapses and the sweep (./sweep.ts) removes it: an issued URL after an hour,
     * a receiving one when its POST should long have finished, an uploaded file 24 hours after
     * it arrived if nobody claimed it.
     */
    expiresAt: v.number(),
    storageId: v.optional(v.id("_storage")),
    contentType: v.optional(v.string()),
    size: v.optional(v.number()),
    uploadedAt: v.optional(v.number()),
  })
    .index("by_tokenHash", ["tokenHash"])
    .index("by_storageId", ["storageId"])
    .index("by_expiresAt", ["expiresAt"])
    .index("by_owner_and_expiresAt", ["ownerId", "expiresAt"]),
};
