import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { DASHBOARD_LISTS } from "../../shared/constants";
import { insertBrief } from "../lib/myLists.fixtures";

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
  });
});
