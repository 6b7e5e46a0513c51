import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { brandLimitFor, listOwnProfiles, ownProfileOrThrow, toBrandProfileDto } from "./model";
import { brandProfileDtoValidator, myBrandsValidator } from "./validators";

/** The caller's brand profiles, oldest first, and how many they may keep (spec 3, 7 GET /brands). */
export const mine = userQuery({
  args: {},
  returns: myBrandsValidator,
  handler: async (ctx) => {
    const profiles = await listOwnProfiles(ctx, ctx.userId);
    return {
      brands: profiles.map(toBrandProfileDto),
      brandLimit: await brandLimitFor(ctx, ctx.user),
    };
  },
});

/** One of the caller's profiles; another's, or a malformed id, is NOT_FOUND. */
export const get = userQuery({
  args: { brandId: v.string() },
  returns: brandProfileDtoValidator,
  handler: async (ctx, { brandId }) =>
    toBrandProfileDto(await ownProfileOrThrow(ctx, brandId, ctx.userId)),
});
