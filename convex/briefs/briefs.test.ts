import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { minimalBrief } from "../../shared/schemas/brief";
import { BRIEF } from "./briefs.fixtures";

async function briefs(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("briefs").take(100));
}

async function saved(
  t: TestApp,
  userId: Id<"users">,
  fields: Partial<typeof BRIEF> & { parentBriefId?: string } = {},
) {
  return await asUser(t, userId).mutation(api.briefs.mutations.save, { ...BRIEF, ...fields });
}

describe("saving briefs", () => {
  it("saves a brief and reads it back as the spec's saved brief", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const outcome = await saved(t, userId, { title: "  Northbound launch  " });
    expect(outcome).toEqual({ briefId: expect.any(String), reused: false, version: 1 });
    const brief = await asUser(t, userId).query(api.briefs.queries.get, {
      briefId: outcome.briefId,
    });
    expect(brief).toEqual({
      id: outcome.briefId,
      title: "Northbound launch",
      brand: BRIEF.brand,
      brandId: null,
      uniqueSellingPoint: BRIEF.uniqueSellingPoint,
      audience: BRIEF.audience,
      message: BRIEF.message,
      tone: BRIEF.tone,
      competitors: "",
      content: BRIEF.content,
      parentBriefId: null,
      rootBriefId: outcome.briefId,
      version: 1,
      isLatest: true,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
  });

  it("reuses an identical brief instead of saving it twice", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const first = await saved(t, userId);
    const again = await saved(t, userId, { brand: ` ${BRIEF.brand} ` });
    expect(again).toEqual({ briefId: first.briefId, reused: true, version: 1 });
    const changed = await saved(t, userId, { content: `${BRIEF.content}\n\nMore.` });
    expect(changed.reused).toBe(false);
    // Another user's identical brief is theirs, not a match.
    const other = await createUser(t);
    expect((await saved(t, other)).briefId).not.toBe(first.briefId);
    expect(await briefs(t)).toHaveLength(3);
  });

  it("answers the identical-brief check by brand, audience, message and tone", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const facts = {
      brand: BRIEF.brand,
      audience: BRIEF.audience,
      message: BRIEF.message,
      tone: BRIEF.tone,
    };
    const none = await asUser(t, userId).query(api.briefs.queries.check, facts);
    expect(none).toEqual({ exists: false, briefId: null, title: null });
    const { briefId } = await saved(t, userId);
    expect(await asUser(t, userId).query(api.briefs.queries.check, facts)).toEqual({
      exists: true,
      briefId,
      title: BRIEF.title,
    });
    expect(
      await asUser(t, userId).query(api.briefs.queries.check, { ...facts, content: "Other." }),
    ).toMatchObject({ exists: false });
    expect(
      await asUser(t, userId).query(api.briefs.queries.check, { ...facts, tone: "Serious" }),
    ).toMatchObject({ exists: false });
    const other = await createUser(t);
    expect(await asUser(t, other).query(api.briefs.queries.check, facts)).toMatchObject({
      exists: false,
    });
  });

  it("updates by writing a new version and keeping the history", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const v1 = await saved(t, userId);
    const v2 = await asUser(t, userId).mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: v1.briefId,
      title: undefined,
      content: `${BRIEF.content}\n\nVersion two.`,
    });
    expect(v2).toMatchObject({ reused: false, version: 2 });
    const v3 = await saved(t, userId, {
      content: `${BRIEF.content}\n\nVersion three.`,
      title: "Renamed",
      parentBriefId: v2.briefId,
    });
    expect(v3.version).toBe(3);
    const unchanged = await asUser(t, userId).mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: v3.briefId,
      title: "Renamed",
      content: `${BRIEF.content}\n\nVersion three.`,
    });
    expect(unchanged).toEqual({ briefId: v3.briefId, reused: true, version: 3 });

    const history = await asUser(t, userId).query(api.briefs.queries.versions, {
      briefId: v2.briefId,
    });
    expect(history.map((b) => [b.version, b.isLatest, b.parentBriefId])).toEqual([
      [1, false, null],
      [2, false, v1.briefId],
      [3, true, v2.briefId],
    ]);
    expect(history[1].title).toBe(BRIEF.title);
    expect(history[2].title).toBe("Renamed");
    expect(new Set(history.map((b) => b.rootBriefId))).toEqual(new Set([v1.briefId]));
    expect(history[0]).not.toHaveProperty("content");
    expect(history[0].excerpt).toContain("Creative Brief: Northbound Coffee");
  });

  it("lists the caller's latest versions, newest first, a page at a time", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const a = await saved(t, userId, { title: "A", brand: "Alpha" });
    await saved(t, userId, { title: "B", brand: "Beta" });
    await saved(t, userId, { title: "A2", brand: "Alpha", parentBriefId: a.briefId });
    await saved(t, await createUser(t), { title: "Not mine" });
    const page = await asUser(t, userId).query(api.briefs.queries.list, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page.map((b) => b.title)).toEqual(["A2", "B"]);
    expect(page.isDone).toBe(true);
    const all = await asUser(t, userId).query(api.briefs.queries.list, {
      paginationOpts: { numItems: 2, cursor: null },
      allVersions: true,
    });
    expect(all.page.map((b) => b.title)).toEqual(["A2", "B"]);
    const next = await asUser(t, userId).query(api.briefs.queries.list, {
      paginationOpts: { numItems: 2, cursor: all.continueCursor },
      allVersions: true,
    });
    expect(next.page.map((b) => b.title)).toEqual(["A"]);
  });
});

describe("who may see and change a brief", () => {
  it("answers NOT_FOUND to another user and for unknown ids, UNAUTHENTICATED to visitors", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const other = await createUser(t);
    const { briefId } = await saved(t, owner);
    for (const id of [briefId, "not-an-id", ""]) {
      await expectAppError(
        asUser(t, other).query(api.briefs.queries.get, { briefId: id }),
        "NOT_FOUND",
      );
    }
    await expectAppError(
      asUser(t, other).query(api.briefs.queries.versions, { briefId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, other).mutation(api.briefs.mutations.update, { ...BRIEF, briefId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, other).mutation(api.briefs.mutations.save, { ...BRIEF, parentBriefId: briefId }),
      "NOT_FOUND",
    );
    await expectAppError(t.query(api.briefs.queries.get, { briefId }), "UNAUTHENTICATED");
    await expectAppError(t.mutation(api.briefs.mutations.save, BRIEF), "UNAUTHENTICATED");
    await expectAppError(
      t.query(api.briefs.queries.list, { paginationOpts: { numItems: 5, cursor: null } }),
      "UNAUTHENTICATED",
    );
    expect(await briefs(t)).toHaveLength(1);
  });
});

describe("validation", () => {
  const cases: [string, Partial<typeof BRIEF>, string][] = [
    ["a blank brand", { brand: "   " }, "Brand name is required"],
    ["a blank audience", { audience: "" }, "Target audience is required"],
    ["a blank message", { message: "\n" }, "Key message is required"],
    ["a blank tone", { tone: " " }, "Tone/style is required"],
    ["a blank title", { title: "   " }, "Brief title is required"],
    ["no content", { content: " " }, "Generate the brief before saving it"],
    ["a long brand", { brand: "b".repeat(201) }, "Brand name must be 200 characters or fewer"],
    [
      "a long audience",
      { audience: "a".repeat(1001) },
      "Target audience must be 1,000 characters or fewer",
    ],
    [
      "a long message",
      { message: "m".repeat(1001) },
      "Key message must be 1,000 characters or fewer",
    ],
    ["a long tone", { tone: "t".repeat(301) }, "Tone/style must be 300 characters or fewer"],
    [
      "a long USP",
      { uniqueSellingPoint: "u".repeat(2001) },
      "Unique selling point must be 2,000 characters or fewer",
    ],
    ["a long title", { title: "t".repeat(201) }, "Title must be 200 characters or fewer"],
    [
      "a long brief",
      { content: "c".repeat(50_001) },
      "The brief must be 50,000 characters or fewer",
    ],
  ];

  it.each(cases)("refuses %s with the spec's message, writing nothing", async (_, fields, text) => {
    const t = makeTest();
    const userId = await createUser(t);
    const error = await saved(t, userId, fields).catch((e: unknown) => e);
    expect(readAppError(error)).toEqual({ code: "INVALID_ARGUMENT", message: text });
    expect(await briefs(t)).toEqual([]);
  });

  it("describes a minimal brief known only by id (spec 3)", () => {
    expect(minimalBrief("abc")).toEqual({
      id: "abc",
      title: "Untitled Brief",
      brand: "",
      uniqueSellingPoint: "",
      audience: "",
      message: "",
      tone: "",
      content: "",
      parentBriefId: null,
    });
  });
});
