import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { buildIdeaPrompt } from "../lib/ai/prompts/ideaPrompt";
import { BRIEF, FORM } from "../briefs/briefs.fixtures";
import { legendId, rows, seed } from "../ideas/ideas.fixtures";
import { readAppError } from "../../shared/errors";
import { PRETEST_JOB_KIND } from "../../shared/pretest";
import { rowInputOf } from "../generation/jobShapes.fixtures";
import { finish, offline } from "./pretest.fixtures";

/** The brief's 'Main competitors (optional)': validated, stored, versioned, carried to the jobs. */

beforeEach(() => {
  vi.useFakeTimers();
  offline();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const COMPETITORS = "Blue Bottle, Stumptown";
const TOO_LONG = "x".repeat(301);
const TOO_LONG_MESSAGE = "Main competitors must be 300 characters or fewer";

async function briefCount(t: TestApp) {
  return await t.run(async (ctx) => (await ctx.db.query("briefs").take(50)).length);
}

async function refused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(readAppError(error)).toMatchObject({
    code: "INVALID_ARGUMENT",
    message: TOO_LONG_MESSAGE,
  });
}

describe("competitors on a brief", () => {
  it("are stored on save (trimmed) and answered in the DTO", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const saved = await asUser(t, userId).mutation(api.briefs.mutations.save, {
      ...BRIEF,
      competitors: `  ${COMPETITORS} `,
    });
    const brief = await asUser(t, userId).query(api.briefs.queries.get, {
      briefId: saved.briefId,
    });
    expect(brief.competitors).toBe(COMPETITORS);
  });

  it("over 300 characters are refused by save, update and generate, writing nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const user = asUser(t, userId);
    await refused(user.mutation(api.briefs.mutations.save, { ...BRIEF, competitors: TOO_LONG }));
    expect(await briefCount(t)).toBe(0);
    const { briefId } = await user.mutation(api.briefs.mutations.save, BRIEF);
    await refused(
      user.mutation(api.briefs.mutations.update, { ...BRIEF, briefId, competitors: TOO_LONG }),
    );
    await refused(user.mutation(api.briefs.mutations.generate, { ...FORM, competitors: TOO_LONG }));
    expect(await briefCount(t)).toBe(1);
    expect(await rows(t, "generationJobs")).toHaveLength(0);
    const exactly = await user.mutation(api.briefs.mutations.save, {
      ...BRIEF,
      title: "At the limit",
      competitors: "y".repeat(300),
    });
    expect(exactly.reused).toBe(false);
  });

  it("make a new version when changed, are kept by an update that leaves them out", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const first = await user.mutation(api.briefs.mutations.save, BRIEF);
    const same = await user.mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: first.briefId,
    });
    expect(same).toMatchObject({ briefId: first.briefId, reused: true });
    const changed = await user.mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: first.briefId,
      competitors: COMPETITORS,
    });
    expect(changed).toMatchObject({ reused: false, version: 2 });
    const kept = await user.mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: changed.briefId,
    });
    expect(kept).toMatchObject({ briefId: changed.briefId, reused: true });
    const cleared = await user.mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId: changed.briefId,
      competitors: "",
    });
    expect(cleared).toMatchObject({ reused: false, version: 3 });
    expect(
      (await user.query(api.briefs.queries.get, { briefId: cleared.briefId })).competitors,
    ).toBe("");
    // Not one of the identical-brief check's facts: the same four facts still match.
    const check = await user.query(api.briefs.queries.check, {
      brand: BRIEF.brand,
      audience: BRIEF.audience,
      message: BRIEF.message,
      tone: BRIEF.tone,
    });
    expect(check.exists).toBe(true);
  });

  it("a brief saved before competitors existed still loads and updates unchanged", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const { briefId } = await user.mutation(api.briefs.mutations.save, BRIEF);
    // As an older deployment stored it: no competitors field at all.
    await t.run(async (ctx) => {
      const doc = await ctx.db.get("briefs", briefId);
      expect(doc && "competitors" in doc).toBe(false);
    });
    const brief = await user.query(api.briefs.queries.get, { briefId });
    expect(brief.competitors).toBe("");
    const again = await user.mutation(api.briefs.mutations.update, { ...BRIEF, briefId });
    expect(again).toMatchObject({ briefId, reused: true });
  });

  it("reach the ideas job's brief snapshot and the pre-test's swap test", async () => {
    const t = makeTest();
    await seed(t);
    const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 5 });
    const user = asUser(t, userId);
    const { briefId } = await user.mutation(api.briefs.mutations.save, {
      ...BRIEF,
      competitors: COMPETITORS,
    });
    const legend = await legendId(t, "david-ogilvy");
    await user.mutation(api.ideas.mutations.generate, { briefId, legendIds: [legend] });
    await finish(t);
    const jobs = await rows(t, "generationJobs");
    const ideasJob = jobs.find((job) => job.kind === "ideas") ?? null;
    expect(rowInputOf(ideasJob, "ideas").brief.competitors).toBe(COMPETITORS);
    const pretestJob = jobs.find((job) => job.kind === PRETEST_JOB_KIND) ?? null;
    expect(rowInputOf(pretestJob, PRETEST_JOB_KIND).brief.competitors).toBe(COMPETITORS);
    const pretests = await user.query(api.pretest.queries.forBrief, { briefId });
    expect(pretests).toHaveLength(3);
    for (const pretest of pretests) {
      expect(pretest.swap).toMatchObject({ competitor: "Blue Bottle", competitorAssumed: false });
    }
  });
});

describe("the idea prompt", () => {
  it("mentions the competitors in the brief's data block", () => {
    const prompt = buildIdeaPrompt("enhanced-creative-v1", {
      brief: { ...FORM, competitors: COMPETITORS },
      legend: { name: "David Ogilvy", slug: "david-ogilvy", approach: "Research first." },
      count: 1,
    });
    expect(prompt.messages[1].content).toContain(`Main competitors: ${COMPETITORS}`);
  });
});
