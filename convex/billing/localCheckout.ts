import { v } from "convex/values";
import { userAction, userMutation, userQuery } from "../lib/functions";
import { appError } from "../lib/errors";

/** The offline test checkout and test billing portal (checkoutMode() === "local"). */

export const localSessionValidator = v.object({
  sessionId: v.string(),
  kind: v.union(v.literal("subscription"), v.literal("credits")),
  name: v.string(),
  amountCents: v.number(),
  credits: v.number(),
  status: v.union(v.literal("open"), v.literal("paid"), v.literal("canceled")),
  email: v.string(),
});

/** The caller's open order, or null (someone else's, unknown, or checkout not local). */
export const session = userQuery({
  args: { sessionId: v.string() },
  returns: v.union(localSessionValidator, v.null()),
  handler: async () => null,
});

export const pay = userAction({
  args: { sessionId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (): Promise<{ url: string }> => {
    throw appError("INTERNAL", "The test checkout is being built.");
  },
});

export const cancel = userMutation({
  args: { sessionId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (): Promise<{ url: string }> => {
    throw appError("INTERNAL", "The test checkout is being built.");
  },
});

/** The test billing portal's one switch: cancel at period end, or keep the plan. */
export const setCancelAtPeriodEnd = userAction({
  args: { cancel: v.boolean() },
  returns: v.null(),
  handler: async (): Promise<null> => {
    throw appError("INTERNAL", "The test billing portal is being built.");
  },
});
