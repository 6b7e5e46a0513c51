import { describe, expect, it } from "vitest";
import type { FunctionReference } from "convex/server";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { DASHBOARD_LISTS } from "../../shared/constants";
import {
  insertBrand,
  insertBrief,
  insertCampaignPage,
  insertDeck,
  insertDiscovery,
  insertIdea,
  insertMany,
} from "./myLists.fixtures";

/**
 * The /dashboard lists that share myListArgs (page, search, sort), each run through the same
 * cases: the caller's rows in both orders, paging, search, bad arguments, anonymous callers and
 * another user's rows.
 */

type ListRef = FunctionReference<
  "query",
  "public",
  {
    paginationOpts: { numItems: number; cursor: string | null };
    search?: string;
    sort?: "newest" | "oldest";
  },
  { page: unknown[]; isDone: boolean; continueCursor: string }
>;

const LISTS = [
  {
    name: "briefs.listMine",
    ref: api.briefs.queries.listMine as ListRef,
    insert: insertBrief,
    titleOf: (row: unknown) => (row as { title: string }).title,
  },
  {
    name: "ideas.listMine",
    ref: api.ideas.queries.listMine as ListRef,
    insert: insertIdea,
    titleOf: (row: unknown) => (row as { title: string }).title,
  },
  {
    name: "campaigns.listMine",
    ref: api.campaigns.queries.listMine as ListRef,
    insert: insertCampaignPage,
    titleOf: (row: unknown) => (row as { title: string }).title,
  },
  {
    name: "decks.listMine",
    ref: api.decks.queries.listMine as ListRef,
    insert: insertDeck,
    titleOf: (row: unknown) => (row as { title: string }).title,
  },
  {
    name: "discovery.listMine",
    ref: api.discovery.queries.listMine as ListRef,
    insert: insertDiscovery,
    titleOf: (row: unknown) => (row as { title: string }).title,
  },
  {
    name: "brands.listMine",
    ref: api.brands.queries.listMine as ListRef,
    insert: insertBrand,
    titleOf: (row: unknown) => (row as { name: string }).name,
  },
] as const;

const FIRST = { numItems: 10, cursor: null };

describe.each(LISTS)("$name", ({ ref, insert, titleOf }) => {
  async function world() {
    const t = makeTest();
    const me = await createUser(t);
    const other = await createUser(t);
    await insertMany(t, insert, me, ["Summer sale", "Winter coats", "Summer launch"]);
    await insertMany(t, insert, other, ["Summer secret", "Other thing"]);
    return { t, me, other };
  }

  it("lists the caller's rows newest first by default, oldest first when asked", async () => {
    const { t, me } = await world();
    const newest = await asUser(t, me).query(ref, { paginationOpts: FIRST });
    expect(newest.page.map(titleOf)).toEqual(["Summer launch", "Winter coats", "Summer sale"]);
    expect(newest.isDone).toBe(true);
    const oldest = await asUser(t, me).query(ref, { paginationOpts: FIRST, sort: "oldest" });
    expect(oldest.page.map(titleOf)).toEqual(["Summer sale", "Winter coats", "Summer launch"]);
  });

  it("pages: the cursor continues where the page ended", async () => {
    const { t, me } = await world();
    const as = asUser(t, me);
    const first = await as.query(ref, { paginationOpts: { numItems: 2, cursor: null } });
    expect(first.page.map(titleOf)).toEqual(["Summer launch", "Winter coats"]);
    expect(first.isDone).toBe(false);
    const second = await as.query(ref, {
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page.map(titleOf)).toEqual(["Summer sale"]);
    expect(second.isDone).toBe(true);
  });

  it("never returns more than DASHBOARD_LISTS.pageMax rows, whatever is asked", async () => {
    const t = makeTest();
    const me = await createUser(t);
    const titles = Array.from({ length: DASHBOARD_LISTS.pageMax + 2 }, (_, i) => `Row ${i}`);
    await insertMany(t, insert, me, titles);
    const page = await asUser(t, me).query(ref, {
      paginationOpts: { numItems: 1000, cursor: null },
    });
    expect(page.page).toHaveLength(DASHBOARD_LISTS.pageMax);
    expect(page.isDone).toBe(false);
  });

  it("searches the caller's titles only", async () => {
    const { t, me } = await world();
    const found = await asUser(t, me).query(ref, { paginationOpts: FIRST, search: "  summer " });
    expect(found.page.map(titleOf).sort()).toEqual(["Summer launch", "Summer sale"]);
    const none = await asUser(t, me).query(ref, { paginationOpts: FIRST, search: "secret" });
    expect(none.page).toEqual([]);
  });

  it("refuses a search that is too long and an unknown order", async () => {
    const { t, me } = await world();
    const as = asUser(t, me);
    await expectAppError(
      as.query(ref, {
        paginationOpts: FIRST,
        search: "x".repeat(DASHBOARD_LISTS.searchMaxChars + 1),
      }),
      "INVALID_ARGUMENT",
    );
    await expect(
      as.query(ref, { paginationOpts: FIRST, sort: "sideways" as "newest" }),
    ).rejects.toThrow(/Validator error/);
  });

  it("refuses anonymous callers and shows another user nothing of mine", async () => {
    const { t, other } = await world();
    await expectAppError(t.query(ref, { paginationOpts: FIRST }), "UNAUTHENTICATED");
    const theirs = await asUser(t, other).query(ref, { paginationOpts: FIRST });
    expect(theirs.page.map(titleOf)).toEqual(["Other thing", "Summer secret"]);
    const stranger = await createUser(t);
    expect((await asUser(t, stranger).query(ref, { paginationOpts: FIRST })).page).toEqual([]);
  });
});
