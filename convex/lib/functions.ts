/**
 * Function builders. Every Convex function is made here or from these, so its access level is
 * visible where it is defined; lint bans the raw builders everywhere else.
 *
 * - public*: anyone, signed in or not.
 * - user*:   signed-in users; ctx gains `user` (the users document) and `userId`.
 *            Anonymous callers get ConvexError UNAUTHENTICATED.
 * - admin*:  like user*, and non-admins get ConvexError FORBIDDEN.
 * - internal*: callable only from other Convex functions (scheduler, actions, crons).
 */
import {
  customAction,
  customCtx,
  customMutation,
  customQuery,
} from "convex-helpers/server/customFunctions";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import {
  action,
  internalAction,
  internalMutation,
  internalQuery,
  mutation,
  query,
  type ActionCtx,
} from "../_generated/server";
import { assertAdmin, requireAdmin, requireUser } from "./auth";
import { appError } from "./errors";

export { internalAction, internalMutation, internalQuery };

type UserCtx = { user: Doc<"users">; userId: Id<"users"> };

function withUser(user: Doc<"users">): UserCtx {
  return { user, userId: user._id };
}

/** Actions have no db: the user is read through an internal query that sees the same identity. */
async function requireUserInAction(ctx: ActionCtx): Promise<Doc<"users">> {
  const user: Doc<"users"> | null = await ctx.runQuery(internal.users.internal.current, {});
  if (user === null) throw appError("UNAUTHENTICATED");
  return user;
}

export const publicQuery = query;
export const publicMutation = mutation;
export const publicAction = action;

export const userQuery = customQuery(
  query,
  customCtx(async (ctx) => withUser(await requireUser(ctx))),
);
export const userMutation = customMutation(
  mutation,
  customCtx(async (ctx) => withUser(await requireUser(ctx))),
);
export const userAction = customAction(
  action,
  customCtx(async (ctx) => withUser(await requireUserInAction(ctx))),
);

export const adminQuery = customQuery(
  query,
  customCtx(async (ctx) => withUser(await requireAdmin(ctx))),
);
export const adminMutation = customMutation(
  mutation,
  customCtx(async (ctx) => withUser(await requireAdmin(ctx))),
);
export const adminAction = customAction(
  action,
  customCtx(async (ctx) => {
    const user = await requireUserInAction(ctx);
    assertAdmin(user);
    return withUser(user);
  }),
);
