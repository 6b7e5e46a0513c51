/**
 * One function per builder, for convex/lib/functions.test.ts only. The two dots in this file's
 * name keep Convex from deploying it (and codegen from listing it); tests call these by path with
 * makeFunctionReference. They only report who called, and write nothing, so they stay harmless
 * even where a development backend loads every module.
 */
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import {
  adminAction,
  adminMutation,
  adminQuery,
  userAction,
  userMutation,
  userQuery,
} from "./functions";

const caller = v.object({ userId: v.id("users"), email: v.optional(v.string()) });
const describeCaller = (ctx: { userId: Id<"users">; user: Doc<"users"> }) => ({
  userId: ctx.userId,
  email: ctx.user.email,
});

export const userQueryProbe = userQuery({ args: {}, returns: caller, handler: describeCaller });
export const userMutationProbe = userMutation({
  args: {},
  returns: caller,
  handler: describeCaller,
});
export const userActionProbe = userAction({ args: {}, returns: caller, handler: describeCaller });
export const adminQueryProbe = adminQuery({ args: {}, returns: caller, handler: describeCaller });
export const adminMutationProbe = adminMutation({
  args: {},
  returns: caller,
  handler: describeCaller,
});
export const adminActionProbe = adminAction({ args: {}, returns: caller, handler: describeCaller });
