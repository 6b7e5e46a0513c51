import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { DASHBOARD_LISTS } from "../../shared/constants";
import { insertBrief } from "../lib/myLists.fixtures";
import { BRIEF } from "../briefs/briefs.fixtures";
import { addMember, endMembership } from "./model";

const FIRST = { numItems: 10, cursor: null };

/** `titles[i]` owned by `ownerId`, shared with `memberId` at time 1000·(i+1). */
async function share(
  t: TestApp,
  ownerId: Id<"users">,
  memberId: Id<"users">,
  titles: readonly string[],
) {
  return await t.run(async (ctx) => {
    const ids: Id<"briefs">[] = [];
    for (const [index, title] of titles.entries()) {
      const at = 1000 * (index + 1);
      const briefId = await insertBrief(ctx, { ownerId, title, at });
      await ctx.db.insert("briefMembers", {
        briefId,
        userId: memberId,
        role: "viewer",
        addedAt: at,
        invitedBy: ownerId,
      });
      ids.push(briefId);
    }
    return ids;
  });
}

describe("sharing.sharedWithMePage (/dashboard 'Shared with me')", () => {
  it("pages the briefs shared with me, newest share first or oldest, as their latest version", async () => {
    const t = makeTest();
    const owner = await createUser(t, { fullName: "Olive Owner" });
    const me = await createUser(t);
    const [first] = await share(t, owner, me, ["One", "Two", "Three"]);
    // Update Brief on the first: version 2 is what the list opens.
    const v2 = await t.run(async (ctx) => {
      const { _id, _creationTime, ...v1 } = (await ctx.db.get("briefs", first))!;
      await ctx.db.patch("briefs", _id, { isLatest: false });
      return await ctx.db.insert("briefs", {
        ...v1,
        title: "One, revised",
        parentBriefId: _id,
        version: 2,
        isLatest: true,
        contentHash: "v2",
      });
    });
    const as = asUser(t, me);
    const newest = await as.query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(newest.page.map((row) => row.title)).toEqual(["Three", "Two"]);
    expect(newest.page[0]).toMatchObject({ ownerName: "Olive Owner", role: "viewer", version: 1 });
    const rest = await as.query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: { numItems: 2, cursor: newest.continueCursor },
    });
    expect(rest.isDone).toBe(true);
    expect(rest.page).toHaveLength(1);
    expect(rest.page[0]).toMatchObject({
      briefId: v2,
      rootBriefId: first,
      title: "One, revised",
      version: 2,
    });
    const oldest = await as.query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: FIRST,
      sort: "oldest",
    });
    expect(oldest.page.map((row) => row.rootBriefId)[0]).toBe(first);
  });

  it("bounds the page, drops removed memberships and shows others nothing of mine", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const me = await createUser(t);
    const titles = Array.from({ length: DASHBOARD_LISTS.pageMax + 1 }, (_, i) => `Brief ${i}`);
    const ids = await share(t, owner, me, titles);
    const page = await asUser(t, me).query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: { numItems: 500, cursor: null },
    });
    expect(page.page).toHaveLength(DASHBOARD_LISTS.pageMax);
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("briefMembers")
        .withIndex("by_brief_user", (q) => q.eq("briefId", ids[0]).eq("userId", me))
        .unique();
      await ctx.db.patch("briefMembers", row!._id, { removedAt: Date.now() });
    });
    const all = await asUser(t, me).query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: { numItems: DASHBOARD_LISTS.pageMax, cursor: null },
    });
    expect(all.page.map((row) => row.rootBriefId)).not.toContain(ids[0]);
    expect(all.isDone).toBe(true);
    const stranger = await createUser(t);
    const theirs = await asUser(t, stranger).query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: FIRST,
    });
    expect(theirs.page).toEqual([]);
    // The owner's own briefs are not "shared with" them.
    const owners = await asUser(t, owner).query(api.sharing.queries.sharedWithMePage, {
      paginationOpts: FIRST,
    });
    expect(owners.page).toEqual([]);
  });

  it("searches the titles of briefs shared with me, following Update Brief and removal", async () => {
    const t = makeTest();
    const owner = await createUser(t, { fullName: "Olive Owner" });
    const me = await createUser(t);
    const other = await createUser(t);
    const asOwner = asUser(t, owner);
    const lake = await asOwner.mutation(api.briefs.mutations.save, {
      ...BRIEF,
      title: "Lakeside paddles",
    });
    const city = await asOwner.mutation(api.briefs.mutations.save, {
      ...BRIEF,
      title: "City cycling",
      message: "Another message",
    });
    await t.run(async (ctx) => {
      for (const { briefId } of [lake, city]) {
        const brief = (await ctx.db.get("briefs", briefId))!;
        await addMember(ctx, brief, me, "editor", owner);
        await addMember(ctx, brief, other, "viewer", owner);
      }
    });
    const search = (search: string, who = me) =>
      asUser(t, who).query(api.sharing.queries.sharedWithMePage, { paginationOpts: FIRST, search });

    expect((await search("lakeside")).page.map((row) => row.title)).toEqual(["Lakeside paddles"]);
    expect((await search("  cycl ")).page.map((row) => row.rootBriefId)).toEqual([city.briefId]);
    expect((await search("nothing like it")).page).toEqual([]);

    // Update Brief retitles the family: the new title is found, the old one is not.
    const v2 = await asUser(t, me).mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: lake.briefId,
      title: "Mountain paddles",
    });
    expect(v2.version).toBe(2);
    expect((await search("lakeside")).page).toEqual([]);
    const found = await search("mountain");
    expect(found.page).toHaveLength(1);
    expect(found.page[0]).toMatchObject({ briefId: v2.briefId, rootBriefId: lake.briefId });
    expect(found.page[0]).toMatchObject({ title: "Mountain paddles", version: 2, role: "editor" });

    // An ended membership drops out of my search; a colleague's is theirs alone.
    await t.run(async (ctx) => {
      await endMembership(ctx, (await ctx.db.get("briefs", city.briefId))!, me);
    });
    expect((await search("cycling")).page).toEqual([]);
    expect((await search("cycling", other)).page.map((row) => row.title)).toEqual(["City cycling"]);
    expect((await search("cycling", owner)).page).toEqual([]);
  });

  it("refuses anonymous callers and bad arguments", async () => {
    const t = makeTest();
    const me = await createUser(t);
    await expectAppError(
      t.query(api.sharing.queries.sharedWithMePage, { paginationOpts: FIRST }),
      "UNAUTHENTICATED",
    );
    await expect(
      asUser(t, me).query(api.sharing.queries.sharedWithMePage, {
        paginationOpts: FIRST,
        sort: "sideways" as "newest",
      }),
    ).rejects.toThrow(/Validator error/);
    await expectAppError(
      asUser(t, me).query(api.sharing.queries.sharedWithMePage, {
        paginationOpts: FIRST,
        search: "x".repeat(DASHBOARD_LISTS.searchMaxChars + 1),
      }),
      "INVALID_ARGUMENT",
    );
  });
});

describe("sharing.migrations.backfillMemberTitles", () => {
  it("gives memberships written before the search their brief's latest title", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const me = await createUser(t);
    // `share` writes rows the old way, without briefTitle.
    await share(t, owner, me, ["Harbour lights", "Quiet mornings"]);
    const search = (term: string) =>
      asUser(t, me).query(api.sharing.queries.sharedWithMePage, {
        paginationOpts: FIRST,
        search: term,
      });
    expect((await search("harbour")).page).toEqual([]);
    const result = await t.mutation(internal.sharing.migrations.backfillMemberTitles, {});
    expect(result).toEqual({ updated: 2, isDone: true });
    expect((await search("harbour")).page.map((row) => row.title)).toEqual(["Harbour lights"]);
    const again = await t.mutation(internal.sharing.migrations.backfillMemberTitles, {});
    expect(again.updated).toBe(0);
  });
});
