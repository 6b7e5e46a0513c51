import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { BRIEF, FORM } from "./briefs.fixtures";
import { resultOf } from "../generation/jobShapes.fixtures";
import { BRIEF_SECTIONS, stripCodeFences } from "./prompt";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function balance(t: TestApp, userId: Id<"users">) {
  return (await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits;
}

async function jobs(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("generationJobs").take(50));
}

async function generated(t: TestApp, userId: Id<"users">, jobId: Id<"generationJobs">) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
  // The result only of a job that has one: reading it from a failed job throws.
  return {
    job,
    get result() {
      return resultOf(job, "brief");
    },
  };
}

describe("generating a creative brief", () => {
  it("spends a credit and writes a markdown brief with every section, from the form", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 2 });
    const jobId = await asUser(t, userId).mutation(api.briefs.mutations.generate, FORM);
    expect(await balance(t, userId)).toBe(1);
    const { job, result } = await generated(t, userId, jobId);
    expect(job).toMatchObject({ status: "succeeded", kind: "brief", provider: "offline-studio" });
    expect(result.title).toBe("Northbound Coffee Creative Brief");
    expect(result.brief).toEqual({ ...FORM, brandId: null });
    expect(result.refinedFromBriefId).toBeNull();
    const markdown = result.creativeBrief;
    expect(markdown.startsWith("# Creative Brief: Northbound Coffee")).toBe(true);
    expect(markdown).not.toContain("```");
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...BRIEF_SECTIONS]);
    expect(markdown).toContain("Roasted this week, at your desk by nine");
    expect(markdown).toContain("Small-batch roasting every Monday");
    expect(markdown.toLowerCase()).toContain("remote workers");
    expect(markdown).toContain("Warm, witty");
  });

  it("refines an unsaved brief, or a saved one the caller owns", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 3 });
    const first = await generated(
      t,
      userId,
      await asUser(t, userId).mutation(api.briefs.mutations.generate, FORM),
    );
    const refined = await generated(
      t,
      userId,
      await asUser(t, userId).mutation(api.briefs.mutations.generate, {
        ...FORM,
        refinement: "Make it about the Monday roast",
        currentContent: first.result.creativeBrief,
      }),
    );
    expect(refined.result.creativeBrief).toContain("Make it about the Monday roast");
    expect(refined.result.creativeBrief).toContain("## Revision Notes");

    const { briefId } = await asUser(t, userId).mutation(api.briefs.mutations.save, BRIEF);
    const fromSaved = await generated(
      t,
      userId,
      await asUser(t, userId).mutation(api.briefs.mutations.generate, {
        ...FORM,
        refinement: "Shorter, please",
        briefId,
      }),
    );
    expect(fromSaved.result).toMatchObject({ refinedFromBriefId: briefId, title: BRIEF.title });
    expect(await balance(t, userId)).toBe(0);
  });

  it("refuses a refinement with no brief to refine, and another user's brief", async () => {
    const t = makeTest();
    const owner = await createUser(t, { legendCredits: 1 });
    const other = await createUser(t, { legendCredits: 1 });
    const { briefId } = await asUser(t, owner).mutation(api.briefs.mutations.save, BRIEF);
    const error = await asUser(t, other)
      .mutation(api.briefs.mutations.generate, { ...FORM, refinement: "More fun" })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toEqual({
      code: "INVALID_ARGUMENT",
      message: "Generate a brief first, then describe how to refine it",
    });
    await expectAppError(
      asUser(t, other).mutation(api.briefs.mutations.generate, {
        ...FORM,
        refinement: "More fun",
        briefId,
      }),
      "NOT_FOUND",
    );
    expect(await jobs(t)).toEqual([]);
    expect(await balance(t, other)).toBe(1);
  });

  it("asks a visitor without a browser key to log in, with the spec's 401 shape, and starts nothing", async () => {
    const t = makeTest();
    const error = await t.mutation(api.briefs.mutations.generate, FORM).catch((e: unknown) => e);
    expect(readAppError(error)).toEqual({
      code: "UNAUTHENTICATED",
      message: "Please sign in to generate your creative brief. We'll keep what you've entered.",
      requiresAuth: true,
      title: "Login Required",
      details: "Please sign in to generate your creative brief. We'll keep what you've entered.",
    });
    expect(await jobs(t)).toEqual([]);
  });

  it("refunds the credit when the provider fails", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const jobId = await asUser(t, userId).mutation(api.briefs.mutations.generate, FORM);
    expect(await balance(t, userId)).toBe(0);
    const { job } = await generated(t, userId, jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "UNAVAILABLE" });
    expect(await balance(t, userId)).toBe(1);
  });

  it("refuses without credits", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await expectAppError(
      asUser(t, userId).mutation(api.briefs.mutations.generate, FORM),
      "INSUFFICIENT_CREDITS",
    );
    expect(await jobs(t)).toEqual([]);
  });

  it("uses a model chosen on the form when it is one of ours", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 2 });
    await asUser(t, userId).mutation(api.briefs.mutations.generate, { ...FORM, model: "o3" });
    await asUser(t, userId).mutation(api.briefs.mutations.generate, {
      ...FORM,
      model: "gpt-4o-2024-11-20",
    });
    expect((await jobs(t)).map((job) => job.settings.model)).toEqual(["o3", "gpt-4.1"]);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  });
});

describe("brief form validation", () => {
  const cases: [string, Record<string, string>, string][] = [
    ["no brand", { brand: " " }, "Brand name is required"],
    ["no audience", { audience: "" }, "Target audience is required"],
    ["no message", { message: "  " }, "Key message is required"],
    ["no tone", { tone: "" }, "Tone/style is required"],
    [
      "a long refinement",
      { refinement: "r".repeat(2001) },
      "Refinement must be 2,000 characters or fewer",
    ],
    ["a long title", { title: "t".repeat(201) }, "Title must be 200 characters or fewer"],
    [
      "a long current brief",
      { currentContent: "c".repeat(50_001) },
      "The brief must be 50,000 characters or fewer",
    ],
  ];

  it.each(cases)("refuses %s, spending nothing", async (_, fields, text) => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const error = await asUser(t, userId)
      .mutation(api.briefs.mutations.generate, { ...FORM, ...fields })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toEqual({ code: "INVALID_ARGUMENT", message: text });
    expect(await jobs(t)).toEqual([]);
    expect(await balance(t, userId)).toBe(1);
  });

  it("answers visitors' invalid forms with the form's message first", async () => {
    const t = makeTest();
    const error = await t
      .mutation(api.briefs.mutations.generate, { ...FORM, tone: "" })
      .catch((e: unknown) => e);
    expect(readAppError(error)?.message).toBe("Tone/style is required");
  });
});

describe("stripCodeFences", () => {
  it.each([
    ["```markdown\n# Brief\n\nText\n```", "# Brief\n\nText"],
    ["```\n# Brief\n```", "# Brief"],
    ["  # Brief\n\nText  ", "# Brief\n\nText"],
    ["```md\n# Brief", "# Brief"],
    ["# Brief\n\n```js\ncode()\n```\n\nAfter", "# Brief\n\n```js\ncode()\n```\n\nAfter"],
  ])("%j", (input, output) => expect(stripCodeFences(input)).toBe(output));
});
