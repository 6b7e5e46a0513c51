import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { boundedPage, listSortValidator, orderOf } from "../lib/myLists";
import { ledgerCause } from "./ledgerCause";
import { ledgerReason } from "./schema";

/** The header badge's number. */
export const balance = userQuery({
  args: {},
  returns: v.object({ legendCredits: v.number() }),
  handler: async (ctx) => ({ legendCredits: ctx.user.legendCredits ?? 0 }),
});

/** How many ledger rows /account shows: the newest, enough for months of plan grants and spends. */
export const MY_LEDGER_MAX = 100;

/** What paid for a grant, read from the Stripe id's prefix (the id itself stays on the server). */
function sourceKind(sourceId: string | undefined) {
  if (sourceId === undefined) return null;
  if (sourceId.startsWith("in_")) return "invoice" as const;
  if (sourceId.startsWith("cs_")) return "checkout" as const;
  if (sourceId.startsWith("ch_") || sourceId.startsWith("re_")) return "charge" as const;
  return "other" as const;
}

const ledgerRowFields = {
  id: v.string(),
  reason: ledgerReason,
  delta: v.number(),
  balanceAfter: v.number(),
  note: v.union(v.string(), v.null()),
  sourceKind: v.union(
    v.literal("invoice"),
    v.literal("checkout"),
    v.literal("charge"),
    v.literal("other"),
    v.null(),
  ),
  createdAt: v.number(),
};

/** /account's 'Plan and credits': the caller's newest ledger rows, each with its reason and source. */
export const myLedger = userQuery({
  args: {},
  returns: v.array(v.object(ledgerRowFields)),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("creditLedger")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .order("desc")
      .take(MY_LEDGER_MAX);
    return rows.map((row) => ({
      id: row._id,
      reason: row.reason,
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      note: row.note ?? null,
      sourceKind: sourceKind(row.sourceId),
      createdAt: row._creationTime,
    }));
  },
});

/**
 * /dashboard 'Credits history': every ledger row of the caller's, a page at a time (at most
 * DASHBOARD_LISTS.pageMax), newest or oldest first, each with what caused it: the job's kind and
 * the idea, brief, deck or Discovery IQ session it worked on, when the caller may open it.
 */
export const myLedgerPage = userQuery({
  args: { paginationOpts: paginationOptsValidator, sort: v.optional(listSortValidator) },
  returns: paginationResultValidator(
    v.object({
      ...ledgerRowFields,
      cause: v.union(
        v.null(),
        v.object({
          jobKind: v.string(),
          ideaId: v.union(v.id("ideas"), v.null()),
          ideaTitle: v.union(v.string(), v.null()),
          briefId: v.union(v.id("briefs"), v.null()),
          deckId: v.union(v.id("presentations"), v.null()),
          discoverySessionId: v.union(v.id("discoverySessions"), v.null()),
        }),
      ),
    }),
  ),
  handler: async (ctx, { paginationOpts, sort }) => {
    const page = await ctx.db
      .query("creditLedger")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .order(orderOf(sort))
      .paginate(boundedPage(paginationOpts));
    const rows = [];
    for (const row of page.page) {
      rows.push({
        id: row._id,
        reason: row.reason,
        delta: row.delta,
        balanceAfter: row.balanceAfter,
        note: row.note ?? null,
        sourceKind: sourceKind(row.sourceId),
        createdAt: row._creationTime,
        cause: await ledgerCause(ctx, row.jobId, ctx.user),
      });
    }
    return { ...page, page: rows };
  },
});
