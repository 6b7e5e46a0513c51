import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";

const SHOWN = 50;

export const record = internalMutation({
  args: { to: v.string(), subject: v.string(), text: v.string(), code: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, message) => {
    await ctx.db.insert("outbox", message);
    return null;
  },
});

/** The newest messages first, as the development mailbox shows them. */
export const recent = internalQuery({
  args: {},
  returns: v.array(
    v.object({
      id: v.string(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      code: v.union(v.string(), v.null()),
      createdAt: v.number(),
    }),
  ),
  handler: async (ctx) => {
    const rows = await ctx.db.query("outbox").order("desc").take(SHOWN);
    return rows.map((row) => ({
      id: row._id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      code: row.code ?? null,
      createdAt: row._creationTime,
    }));
  },
});
