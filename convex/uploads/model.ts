import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { mediaUrl, newMediaKey, type StoredImage } from "../media/model";
import { messages } from "../../shared/errors";
import {
  MAX_OPEN_UPLOADS,
  UPLOAD_RULES,
  UPLOAD_URL_LIFETIME_MS,
  UPLOADS_PATH_PREFIX,
  ruleProblem,
  type UploadProblem,
} from "./rules";
import type { UploadPurpose } from "./schema";

/**
 * Uploads are owned (issue 37). An upload URL is issued to one person for one purpose and
 * recorded (only a hash of its secret); a storage id is accepted only as its caller's own,
 * unclaimed upload for the purpose at hand, and claiming it removes the ticket in the same
 * transaction that records the file as media. Anything else is NOT_FOUND and touches nothing.
 */

type Reader = Pick<QueryCtx, "db">;

/** 32 random bytes in base64url (43 characters): the upload URL's one-time secret. */
function newUploadSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Lowercase hex SHA-256 of a secret: what the ticket keeps instead of the secret. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A relative upload URL (`/api/uploads/{secret}`, same origin as every other /api call) good
 * for one POST by anyone holding it within the hour; the file it brings belongs to `ownerId`.
 */
export async function issueUploadUrl(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  purpose: UploadPurpose,
): Promise<string> {
  const now = Date.now();
  const open = await ctx.db
    .query("uploads")
    .withIndex("by_owner_and_expiresAt", (q) => q.eq("ownerId", ownerId).gt("expiresAt", now))
    .take(MAX_OPEN_UPLOADS);
  if (open.length >= MAX_OPEN_UPLOADS) throw appError("RATE_LIMITED", messages.uploads.tooMany);
  const secret = newUploadSecret();
  await ctx.db.insert("uploads", {
    ownerId,
    purpose,
    tokenHash: await hashSecret(secret),
    status: "issued",
    expiresAt: now + UPLOAD_URL_LIFETIME_MS,
  });
  return `${UPLOADS_PATH_PREFIX}${secret}`;
}

/** The caller's unclaimed upload, checked: only ownUploadOrThrow makes one. */
export type OwnUpload = {
  readonly ticket: Doc<"uploads">;
  readonly storageId: Id<"_storage">;
  readonly contentType: string;
  readonly size: number;
  readonly brand: "OwnUpload";
};

/**
 * The caller's own unclaimed upload for `purpose` behind a storage id. Someone else's, one
 * already claimed or for another purpose, an unknown or malformed id and a lapsed upload are
 * all NOT_FOUND in the purpose's words, and nothing is touched.
 */
export async function ownUploadOrThrow(
  ctx: Reader,
  ownerId: Id<"users">,
  purpose: UploadPurpose,
  rawStorageId: string,
): Promise<OwnUpload> {
  const notFound = () => appError("NOT_FOUND", UPLOAD_RULES[purpose].missing);
  const storageId = ctx.db.system.normalizeId("_storage", rawStorageId);
  if (storageId === null) throw notFound();
  const ticket = await ctx.db
    .query("uploads")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (
    ticket === null ||
    ticket.ownerId !== ownerId ||
    ticket.purpose !== purpose ||
    ticket.status !== "uploaded" ||
    ticket.expiresAt <= Date.now()
  ) {
    throw notFound();
  }
  const file = await ctx.db.system.get("_storage", storageId);
  if (file === null) throw notFound();
  return {
    ticket,
    storageId,
    contentType: (file.contentType ?? "").toLowerCase(),
    size: file.size,
    brand: "OwnUpload",
  };
}

/** The stored file checked against its purpose's rule again (the route checked it first). */
export function storedProblem(upload: OwnUpload): UploadProblem | null {
  return ruleProblem(UPLOAD_RULES[upload.ticket.purpose], upload.contentType, upload.size);
}

/**
 * Claims an upload: records it as the owner's media (served as /api/media/{key}) and removes
 * its ticket in the same transaction, so it can never be claimed or swept again.
 */
export async function keepUpload(ctx: MutationCtx, upload: OwnUpload): Promise<StoredImage> {
  const key = newMediaKey();
  await ctx.db.insert("media", {
    key,
    storageId: upload.storageId,
    contentType: upload.contentType,
    ownerId: upload.ticket.ownerId,
    provider: "upload",
    uploadPurpose: upload.ticket.purpose,
    // A logo waits for its profile's save (brands/model.ts attachLogo), or is released.
    ...(upload.ticket.purpose === "brandLogo" ? { unattachedSince: Date.now() } : {}),
  });
  await ctx.db.delete("uploads", upload.ticket._id);
  return { key, url: mediaUrl(key) };
}

/**
 * Deletes a stored file unless a media row references it (then it is someone's image and
 * stays). Every deletion of an uploaded file goes through here.
 */
export async function deleteFileUnlessReferenced(
  ctx: MutationCtx,
  storageId: Id<"_storage">,
): Promise<boolean> {
  const referenced = await ctx.db
    .query("media")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (referenced !== null) return false;
  if ((await ctx.db.system.get("_storage", storageId)) === null) return false;
  await ctx.storage.delete(storageId);
  return true;
}

/** Deletes the caller's own unclaimed uploads that will not be kept (refused by their rule). */
export async function discardUploads(ctx: MutationCtx, uploads: readonly OwnUpload[]) {
  for (const upload of uploads) {
    await deleteFileUnlessReferenced(ctx, upload.storageId);
    await ctx.db.delete("uploads", upload.ticket._id);
  }
}
