import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { DASHBOARD_LISTS } from "../../shared/constants";
import { sampleInputs } from "../generation/jobShapes.fixtures";
import { insertDiscovery, insertIdea, insertIdeasJob, insertJob } from "../lib/myLists.fixtures";

const FIRST = { numItems: 10, cursor: null };

type Row = Pick<Doc<"creditLedger">, "delta" | "reason" | "balanceAfter"> &
  Partial<Pick<Doc<"creditLedger">, "jobId" | "note">>;

async function ledger(ctx: MutationCtx, userId: Id<"users">, row: Row) {
  return await ctx.db.insert("creditLedger", { userId, ...row });
}

describe("credits.myLedgerPage (/dashboard 'Credits history')", () => {
  it("pages every grant, spend and refund with what caused it", async () => {
    const t = makeTest();
    const me = await createUser(t);
    const seeded = await t.run(async (ctx) => {
      const { briefId, ideaId } = await insertIdea(ctx, { ownerId: me, title: "Run far", at: 1 });
      const thumbs = await insertJob(ctx, me, {
        kind: "thumbnails",
        input: sampleInputs.thumbnails({ ideaId }),
      });
      const ideasJob = await insertIdeasJob(ctx, me, briefId);
      const sessionId = await insertDiscovery(ctx, { ownerId: me, title: "Runners", at: 2 });
      const session = (await ctx.db.get("discoverySessions", sessionId))!;
      await ledger(ctx, me, { delta: 20, reason: "signup_grant", balanceAfter: 20 });
      await ledger(ctx, me, {
        delta: -3,
        reason: "spend",
        balanceAfter: 17,
        jobId: ideasJob,
        note: "ideas",
      });
      await ledger(ctx, me, { delta: -1, reason: "spend", balanceAfter: 16, jobId: thumbs });
      await ledger(ctx, me, { delta: 1, reason: "refund", balanceAfter: 17, jobId: thumbs });
      await ledger(ctx, me, {
        delta: -5,
        reason: "spend",
        balanceAfter: 12,
        jobId: session.jobId,
      });
      return { briefId, ideaId, sessionId };
    });
    const as = asUser(t, me);
    const first = await as.query(api.credits.queries.myLedgerPage, {
      paginationOpts: { numItems: 3, cursor: null },
    });
    expect(first.page.map((row) => [row.reason, row.delta])).toEqual([
      ["spend", -5],
      ["refund", 1],
      ["spend", -1],
    ]);
    expect(first.page[0].cause).toMatchObject({
      jobKind: "discovery",
      discoverySessionId: seeded.sessionId,
      ideaId: null,
    });
    expect(first.page[1].cause).toMatchObject({
      jobKind: "thumbnails",
      ideaId: seeded.ideaId,
      ideaTitle: "Run far",
      briefId: seeded.briefId,
    });
    expect(first.isDone).toBe(false);
    const rest = await as.query(api.credits.queries.myLedgerPage, {
      paginationOpts: { numItems: 3, cursor: first.continueCursor },
    });
    expect(rest.isDone).toBe(true);
    expect(rest.page.map((row) => row.reason)).toEqual(["spend", "signup_grant"]);
    expect(rest.page[0]).toMatchObject({ note: "ideas", balanceAfter: 17 });
    expect(rest.page[0].cause).toMatchObject({ jobKind: "ideas", briefId: seeded.briefId });
    expect(rest.page[1].cause).toBeNull();
    const oldest = await as.query(api.credits.queries.myLedgerPage, {
      paginationOpts: FIRST,
      sort: "oldest",
    });
    expect(oldest.page[0].reason).toBe("signup_grant");
    // The old, unpaged list still answers for /account.
    expect(await as.query(api.credits.queries.myLedger, {})).toHaveLength(5);
  });

  it("links nothing the caller can no longer open", async () => {
    const t = makeTest();
    const me = await createUser(t);
    const owner = await createUser(t);
    await t.run(async (ctx) => {
      // An editor's spend on a colleague's idea; they have since left the brief.
      const { ideaId } = await insertIdea(ctx, { ownerId: owner, title: "Secret", at: 1 });
      const job = await insertJob(ctx, me, {
        kind: "thumbnails",
        input: sampleInputs.thumbnails({ ideaId }),
      });
      await ledger(ctx, me, { delta: -1, reason: "spend", balanceAfter: 0, jobId: job });
    });
    const [row] = (
      await asUser(t, me).query(api.credits.queries.myLedgerPage, { paginationOpts: FIRST })
    ).page;
    expect(row.cause).toMatchObject({ jobKind: "thumbnails", ideaId: null, ideaTitle: null });
    expect(row.cause?.briefId).toBeNull();
  });

  it("bounds the page, refuses anonymous callers and shows others nothing of mine", async () => {
    const t = makeTest();
    const me = await createUser(t);
    await t.run(async (ctx) => {
      for (let i = 0; i < DASHBOARD_LISTS.pageMax + 1; i++) {
        await ledger(ctx, me, { delta: 1, reason: "adjustment", balanceAfter: i + 1 });
      }
    });
    const page = await asUser(t, me).query(api.credits.queries.myLedgerPage, {
      paginationOpts: { numItems: 1000, cursor: null },
    });
    expect(page.page).toHaveLength(DASHBOARD_LISTS.pageMax);
    await expectAppError(
      t.query(api.credits.queries.myLedgerPage, { paginationOpts: FIRST }),
      "UNAUTHENTICATED",
    );
    const stranger = await createUser(t);
    const theirs = await asUser(t, stranger).query(api.credits.queries.myLedgerPage, {
      paginationOpts: FIRST,
    });
    expect(theirs.page).toEqual([]);
    await expect(
      asUser(t, me).query(api.credits.queries.myLedgerPage, {
        paginationOpts: FIRST,
        sort: "sideways" as "newest",
      }),
    ).rejects.toThrow(/Validator error/);
  });
});
