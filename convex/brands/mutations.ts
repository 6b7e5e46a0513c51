import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { userMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { messages } from "../../shared/errors";
import { issueUploadUrl } from "../uploads/model";
import { brandLimitFor, createProfile, removeProfile, storeLogo, updateProfile } from "./model";
import { brandProfileArgs, storedLogoValidator } from "./validators";

/**
 * Brand profile writes (issue 18). Nothing is saved until the user presses save: a website
 * draft (./draft.ts) only fills the form. Create is refused at the plan's limit.
 */

export const create = userMutation({
  args: brandProfileArgs,
  returns: v.id("brandProfiles"),
  handler: async (ctx, args): Promise<Id<"brandProfiles">> =>
    await createProfile(ctx, ctx.user, args),
});

export const update = userMutation({
  args: { brandId: v.string(), ...brandProfileArgs },
  returns: v.null(),
  handler: async (ctx, { brandId, ...args }) => {
    await updateProfile(ctx, ctx.user, brandId, args);
    return null;
  },
});

export const remove = userMutation({
  args: { brandId: v.string() },
  returns: v.null(),
  handler: async (ctx, { brandId }) => {
    await removeProfile(ctx, ctx.user, brandId);
    return null;
  },
});

/** Where the browser uploads a logo; only accounts that may keep profiles get one. */
export const generateLogoUploadUrl = userMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    if ((await brandLimitFor(ctx, ctx.user)) <= 0) {
      throw appError("FORBIDDEN", messages.brands.limitZero);
    }
    return await issueUploadUrl(ctx, ctx.userId, "brandLogo");
  },
});

/**
 * Records the caller's own logo upload as their logo, type and size checked server-side:
 * { ok: true, key, url }, or { ok: false, message } with the file already deleted. Any other
 * storage id (someone else's, claimed, malformed) is NOT_FOUND.
 */
export const storeLogoUpload = userMutation({
  args: { storageId: v.string() },
  returns: storedLogoValidator,
  handler: async (ctx, { storageId }) => await storeLogo(ctx, ctx.user, storageId),
});
