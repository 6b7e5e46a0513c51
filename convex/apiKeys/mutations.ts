import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { createKey, revokeKey } from "./model";
import { createdKeyValidator } from "./validators";

/**
 * /account → 'API keys' (issue 43). A person manages only their own keys; another person's key
 * id answers NOT_FOUND, like a missing one.
 */

/** A new key `{ id, key }`: the key is in this answer and nowhere else, ever. */
export const create = userMutation({
  args: { name: v.string() },
  returns: createdKeyValidator,
  handler: async (ctx, { name }) => await createKey(ctx, ctx.userId, name),
});

/** The key stops working at once: the next request made with it is refused. */
export const revoke = userMutation({
  args: { keyId: v.string() },
  returns: v.null(),
  handler: async (ctx, { keyId }) => {
    await revokeKey(ctx, keyId, ctx.userId);
    return null;
  },
});
