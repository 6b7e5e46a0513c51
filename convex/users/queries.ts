import { v } from "convex/values";
import { getOptionalUser } from "../lib/auth";
import { publicQuery } from "../lib/functions";
import { toUserDto } from "./model";
import { userDtoValidator } from "./schema";

/** The signed-in account, or null for anonymous visitors (the header and auth state use it). */
export const me = publicQuery({
  args: {},
  returns: v.union(v.null(), userDtoValidator),
  handler: async (ctx) => {
    const user = await getOptionalUser(ctx);
    return user === null ? null : toUserDto(user);
  },
});
