import { v } from "convex/values";
import { adminMutation, adminQuery } from "../lib/functions";
import { issueUploadUrl } from "../uploads/model";
import {
  addBrandLogo,
  addLogoResultValidator,
  brandLogoValidator,
  listBrandLogos,
  removeBrandLogo,
} from "./logos";

/** The admin's 'Brand logos' panel (issue 18): upload, list, remove. */

export const generateUploadUrl = adminMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => await issueUploadUrl(ctx, ctx.userId, "adminBrandLogo"),
});

export const add = adminMutation({
  args: {
    name: v.string(),
    domain: v.string(),
    legendNames: v.array(v.string()),
    /** The admin's own unclaimed upload from generateUploadUrl; any other is NOT_FOUND. */
    storageId: v.string(),
  },
  returns: addLogoResultValidator,
  handler: async (ctx, args) => await addBrandLogo(ctx, ctx.userId, args),
});

export const remove = adminMutation({
  args: { id: v.string() },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await removeBrandLogo(ctx, id);
    return null;
  },
});

export const list = adminQuery({
  args: {},
  returns: v.array(brandLogoValidator),
  handler: async (ctx) => await listBrandLogos(ctx),
});
