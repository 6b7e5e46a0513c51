import { defineTable } from "convex/server";
import { v } from "convex/values";
import { uploadPurposeValidator } from "../uploads/schema";

/** Who made an image: the two real providers or the offline studio. */
export const imageProviderValidator = v.union(
  v.literal("ideogram"),
  v.literal("replicate"),
  v.literal("offline-studio"),
);

/**
 * Generated images in Convex file storage, served as /api/media/{key}. The key is an unguessable
 * random string: it is the capability to read the image, so it is never derived from ids.
 */
export const mediaTables = {
  media: defineTable({
    key: v.string(),
    storageId: v.id("_storage"),
    contentType: v.string(),
    width: v.optional(v.number()),
    height: v.optional(v.number()),
    ownerId: v.optional(v.id("users")),
    /** "upload": a person's own file (a brand profile's logo, an imported campaign's image, an
     * admin's brand logo). */
    provider: v.union(imageProviderValidator, v.literal("upload")),
    /**
     * What an upload was claimed for (convex/uploads): only a brand profile may point at a
     * "brandLogo" and only the strip at an "adminBrandLogo", so deleting one of those never
     * takes an idea's imported image with it. Absent on generated images and older uploads.
     */
    uploadPurpose: v.optional(uploadPurposeValidator),
    /**
     * A brand logo is kept (brands.storeLogoUpload) before the profile that shows it is saved;
     * until one does, this says since when. One left unattached for a day is released
     * (convex/uploads/sweep.ts releaseUnattachedLogos), as an unclaimed upload would be.
     */
    unattachedSince: v.optional(v.number()),
    model: v.optional(v.string()),
    prompt: v.optional(v.string()),
  })
    .index("by_key", ["key"])
    // The sweep and every deletion ask "does a row still reference this file?" through it.
    .index("by_storageId", ["storageId"])
    .index("by_unattachedSince", ["unattachedSince"]),
};
