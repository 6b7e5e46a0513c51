import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import {
  RECEIVING_LIMIT_MS,
  UNCLAIMED_LIFETIME_MS,
  UPLOAD_RULES,
  mediaType,
  ruleProblem,
} from "./rules";
import { uploadPurposeValidator } from "./schema";
import { deleteFileUnlessReferenced } from "./model";

/** The writes behind POST /api/uploads/{secret} (./http.ts), one transaction per step. */

const problemValidator = v.union(v.literal("type"), v.literal("size"));

/**
 * Opens a ticket for its one POST: an unknown, used or expired secret answers "invalid"; the
 * declared type and length are checked against the purpose's rule before a byte is read. The
 * ticket is spent either way (status "receiving"), so a URL never stores two files.
 */
export const begin = internalMutation({
  args: {
    tokenHash: v.string(),
    contentType: v.string(),
    contentLength: v.union(v.number(), v.null()),
  },
  returns: v.union(
    v.object({ status: v.literal("invalid") }),
    v.object({
      status: v.literal("refused"),
      purpose: uploadPurposeValidator,
      problem: problemValidator,
    }),
    v.object({
      status: v.literal("ready"),
      ticketId: v.id("uploads"),
      purpose: uploadPurposeValidator,
    }),
  ),
  handler: async (ctx, { tokenHash, contentType, contentLength }) => {
    const now = Date.now();
    const ticket = await ctx.db
      .query("uploads")
      .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
      .first();
    if (ticket === null || ticket.status !== "issued" || ticket.expiresAt <= now) {
      return { status: "invalid" as const };
    }
    const problem = ruleProblem(UPLOAD_RULES[ticket.purpose], contentType, contentLength);
    if (problem !== null) {
      await ctx.db.delete("uploads", ticket._id);
      return { status: "refused" as const, purpose: ticket.purpose, problem };
    }
    await ctx.db.patch("uploads", ticket._id, {
      status: "receiving",
      expiresAt: now + RECEIVING_LIMIT_MS,
    });
    return { status: "ready" as const, ticketId: ticket._id, purpose: ticket.purpose };
  },
});

/**
 * Records the stored file on its ticket after checking what storage itself says of it (type
 * and real size). A file that fails, or whose ticket lapsed meanwhile, is deleted: the route
 * stored it a moment ago for this ticket alone (and the deletion still checks no media row
 * references it).
 */
export const finish = internalMutation({
  args: { ticketId: v.id("uploads"), storageId: v.id("_storage") },
  returns: v.union(v.literal("uploaded"), v.literal("invalid"), problemValidator),
  handler: async (ctx, { ticketId, storageId }) => {
    const ticket = await ctx.db.get("uploads", ticketId);
    const file = await ctx.db.system.get("_storage", storageId);
    if (ticket === null || ticket.status !== "receiving" || file === null) {
      await deleteFileUnlessReferenced(ctx, storageId);
      return "invalid" as const;
    }
    const contentType = mediaType(file.contentType);
    const problem = ruleProblem(UPLOAD_RULES[ticket.purpose], contentType, file.size);
    if (problem !== null) {
      await deleteFileUnlessReferenced(ctx, storageId);
      await ctx.db.delete("uploads", ticket._id);
      return problem;
    }
    const now = Date.now();
    await ctx.db.patch("uploads", ticket._id, {
      status: "uploaded",
      storageId,
      contentType,
      size: file.size,
      uploadedAt: now,
      expiresAt: now + UNCLAIMED_LIFETIME_MS,
    });
    return "uploaded" as const;
  },
});

/** Closes a ticket whose POST was refused after it began (body too large, wrong signature). */
export const drop = internalMutation({
  args: { ticketId: v.id("uploads") },
  returns: v.null(),
  handler: async (ctx, { ticketId }) => {
    const ticket = await ctx.db.get("uploads", ticketId);
    if (ticket !== null && ticket.status === "receiving") await ctx.db.delete("uploads", ticketId);
    return null;
  },
});
