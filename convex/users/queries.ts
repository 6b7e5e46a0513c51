import { v } from "convex/values";
import { getOptionalUser } from "../lib/auth";
import { publicQuery } from "../lib/functions";
import { describeConfiguredProviders } from "../lib/env";
import { brandLimitFor } from "../brands/model";
import { toUserDto } from "./model";
import { userDtoValidator } from "./schema";

/** The signed-in account, or null for anonymous visitors (the header and auth state use it). */
export const me = publicQuery({
  args: {},
  returns: v.union(v.null(), userDtoValidator),
  handler: async (ctx) => {
    const user = await getOptionalUser(ctx);
    if (user === null) return null;
    // The limit brand profiles enforce (the plan's, or a higher one granted to the account).
    return { ...toUserDto(user), brandLimit: await brandLimitFor(ctx, user) };
  },
});

/** Which sign-in methods this deployment offers (the dialog shows Google only when configured). */
export const signInOptions = publicQuery({
  args: {},
  returns: v.object({ google: v.boolean() }),
  handler: async () => ({ google: describeConfiguredProviders().google }),
});
