import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance, LEGEND_NAMES, LEGEND_SLUGS, seed, threeLegends } from "../ideas/ideas.fixtures";
import { CREDIT_COSTS, DEFAULT_BRAND_MODEL, OFFLINE_STUDIO_PROVIDER } from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import {
  alternativeRows,
  FIELDS,
  finish,
  offlineStudio,
  stubNamesProvider,
} from "./brandAlternatives.fixtures";
import { nameKey } from "./names";
import { sampleInputs } from "../generation/jobShapes.fixtures";

/** 'Reimagine brand': the request, the owner's live results, credits spent and refunded. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function setup(t: TestApp, legendCredits = 10) {
  await seed(t);
  const userId = await createUser(t, { subscriptionTier: "business", legendCredits });
  return { userId, legends: await threeLegends(t) };
}

describe("request", () => {
  it("asks each legend in turn, spends per legend, and shows their names grouped, live", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, legends } = await setup(t);
    const jobId = await asUser(t, userId).mutation(api.brandAlternatives.mutations.request, {
      ...FIELDS,
      selectedLegends: [legends[0], LEGEND_SLUGS[1], legends[2]],
    });
    expect(await balance(t, userId)).toBe(10 - 3 * CREDIT_COSTS.brandAlternatives);
    const queued = await asUser(t, userId).query(api.brandAlternatives.queries.results, { jobId });
    expect(queued).toMatchObject({
      status: "queued",
      brand: FIELDS.brand,
      cost: 3,
      errorMessage: null,
    });
    expect(queued.legends.map((legend) => [legend.legendName, legend.alternatives])).toEqual(
      LEGEND_NAMES.map((name) => [name, null]),
    );

    await finish(t);
    const done = await asUser(t, userId).query(api.brandAlternatives.queries.results, { jobId });
    expect(done).toMatchObject({ status: "succeeded", provider: OFFLINE_STUDIO_PROVIDER });
    expect(done.legends.map((legend) => legend.legendSlug)).toEqual([...LEGEND_SLUGS]);
    const names = done.legends.flatMap((legend) => legend.alternatives ?? []);
    expect(names).toHaveLength(9);
    expect(new Set(names.map((alternative) => nameKey(alternative.name))).size).toBe(9);
    for (const alternative of names) {
      expect(nameKey(alternative.name)).not.toBe(nameKey(FIELDS.brand));
      expect(alternative.description).not.toBe("");
      expect(alternative.rationale).not.toBe("");
    }
    expect(await balance(t, userId)).toBe(7);
    const job = await t.run(async (ctx) => await ctx.db.get("generationJobs", jobId));
    expect(job).toMatchObject({
      kind: "brandAlternatives",
      input: { requestedModel: DEFAULT_BRAND_MODEL },
    });
  });

  it("answers 'Missing Information' naming the empty fields, and writes nothing", async () => {
    const t = makeTest();
    const { userId, legends } = await setup(t);
    const error = await asUser(t, userId)
      .mutation(api.brandAlternatives.mutations.request, {
        ...FIELDS,
        audience: "  ",
        tone: "",
        selectedLegends: [legends[0]],
      })
      .catch((thrown: unknown) => readAppError(thrown));
    expect(error).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: validationMessages.brief.reimagineMissing,
      title: "Missing Information",
      details:
        "Please fill in the target audience and the tone/style before reimagining the brand.",
    });
    expect(await balance(t, userId)).toBe(10);
    expect(await t.run(async (ctx) => await ctx.db.query("generationJobs").take(5))).toEqual([]);
  });

  it("needs at least one legend, and no more than the picker's maximum", async () => {
    const t = makeTest();
    const { userId, legends } = await setup(t);
    const ask = (selectedLegends: string[]) =>
      asUser(t, userId).mutation(api.brandAlternatives.mutations.request, {
        ...FIELDS,
        selectedLegends,
      });
    await expectAppError(ask([]), "INVALID_ARGUMENT");
    const messageOf = async (selectedLegends: string[]) =>
      await ask(selectedLegends).then(
        () => null,
        (thrown: unknown) => readAppError(thrown)?.message,
      );
    expect(await messageOf([])).toBe("Select at least one legend.");
    expect(await messageOf([...legends, "lee-clow"])).toBe("Maximum of 3 legends allowed");
    await expectAppError(ask(["no-such-legend"]), "NOT_FOUND");
    expect(await balance(t, userId)).toBe(10);
  });

  it("refuses visitors (the UI stores the pending action) and a short balance", async () => {
    const t = makeTest();
    const { legends } = await setup(t);
    await expectAppError(
      t.mutation(api.brandAlternatives.mutations.request, {
        ...FIELDS,
        selectedLegends: [legends[0]],
      }),
      "UNAUTHENTICATED",
    );
    const poor = await createUser(t, { subscriptionTier: "business", legendCredits: 2 });
    const error = await asUser(t, poor)
      .mutation(api.brandAlternatives.mutations.request, { ...FIELDS, selectedLegends: legends })
      .catch((thrown: unknown) => readAppError(thrown));
    expect(error).toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      message: messages.brandAlternatives.insufficientCredits(3, 2),
    });
    expect(await balance(t, poor)).toBe(2);
  });

  it("refunds once when a legend fails, keeping the names that landed before", async () => {
    const t = makeTest();
    const { userId, legends } = await setup(t);
    const provider = stubNamesProvider(2);
    const jobId = await asUser(t, userId).mutation(api.brandAlternatives.mutations.request, {
      ...FIELDS,
      model: "gpt-5",
      selectedLegends: legends.slice(0, 2),
    });
    expect(await balance(t, userId)).toBe(8);
    await finish(t);
    expect(provider.calls).toBe(2);
    const failed = await asUser(t, userId).query(api.brandAlternatives.queries.results, { jobId });
    expect(failed.status).toBe("failed");
    expect(failed.errorMessage).toMatch(/Legend Credits were returned/);
    expect(failed.legends[0].alternatives?.map((alternative) => alternative.name)).toEqual([
      "Model Name 1A",
      "Model Name 1B",
      "Model Name 1C",
    ]);
    expect(failed.legends[1].alternatives).toBeNull();
    expect(await balance(t, userId)).toBe(10);
    const job = await t.run(async (ctx) => await ctx.db.get("generationJobs", jobId));
    expect(job?.settings.model).toBe("gpt-5");
    expect(await alternativeRows(t, jobId)).toHaveLength(1);
  });
});

describe("results", () => {
  it("answers only the owner: others, visitors, malformed ids and other jobs are refused", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, legends } = await setup(t);
    const jobId = await asUser(t, userId).mutation(api.brandAlternatives.mutations.request, {
      ...FIELDS,
      selectedLegends: [legends[0]],
    });
    await finish(t);
    const stranger = await createUser(t, { legendCredits: 10 });
    const read = (caller: ReturnType<typeof asUser> | TestApp, id: string) =>
      caller.query(api.brandAlternatives.queries.results, { jobId: id });
    await expectAppError(read(asUser(t, stranger), jobId), "NOT_FOUND");
    await expectAppError(read(t, jobId), "UNAUTHENTICATED");
    await expectAppError(read(asUser(t, userId), "not-an-id"), "NOT_FOUND");
    const otherKind = await t.run(
      async (ctx) =>
        await ctx.db.insert("generationJobs", {
          ownerId: userId,
          kind: "strategies",
          status: "succeeded",
          cost: 0,
          settings: (await ctx.db.get("generationJobs", jobId))!.settings,
          input: sampleInputs.strategies(),
        }),
    );
    await expectAppError(read(asUser(t, userId), otherKind), "NOT_FOUND");
    expect((await read(asUser(t, userId), jobId)).legends[0].alternatives).toHaveLength(3);
  });
});
