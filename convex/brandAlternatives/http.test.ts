import { afterEach, describe, expect, it, vi } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { balance, LEGEND_NAMES, LEGEND_SLUGS, seed } from "../ideas/ideas.fixtures";
import { FIELDS, offlineStudio, stubNamesProvider } from "./brandAlternatives.fixtures";

/** POST /api/reimagine-brand (spec 7), bearer identity, real timers: it waits for the job. */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function send(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

type Answer = {
  alternatives: { name: string; description: string; rationale: string }[];
  results: Record<string, { name: string }[]>;
  error?: string;
  code?: string;
};

describe("POST /api/reimagine-brand", () => {
  it("answers every name, and the same names keyed by legend name", async () => {
    offlineStudio();
    const t = makeTest();
    await seed(t);
    const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 5 });
    const response = await asUser(t, userId).fetch(
      "/api/reimagine-brand",
      send({
        ...FIELDS,
        model: "gpt-4o-2024-11-20",
        selectedLegends: [LEGEND_SLUGS[0], { name: LEGEND_NAMES[1] }],
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(Object.keys(body.results)).toEqual([LEGEND_NAMES[0], LEGEND_NAMES[1]]);
    expect(body.alternatives).toHaveLength(6);
    expect(body.alternatives.map((alternative) => alternative.name)).toEqual(
      Object.values(body.results)
        .flat()
        .map((alternative) => alternative.name),
    );
    expect(await balance(t, userId)).toBe(3);
  });

  it("asks one unlocked legend when selectedLegends is left out", async () => {
    offlineStudio();
    const t = makeTest();
    await seed(t);
    const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 5 });
    const response = await asUser(t, userId).fetch("/api/reimagine-brand", send(FIELDS));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(Object.keys(body.results)).toHaveLength(1);
    expect(body.alternatives).toHaveLength(3);
    expect(await balance(t, userId)).toBe(4);
  });

  it("refuses visitors, missing fields and a failed job (refunded)", async () => {
    const t = makeTest();
    await seed(t);
    const anonymous = await t.fetch("/api/reimagine-brand", send(FIELDS));
    expect(anonymous.status).toBe(401);
    const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 5 });
    const missing = await asUser(t, userId).fetch(
      "/api/reimagine-brand",
      send({ ...FIELDS, message: "", selectedLegends: [LEGEND_SLUGS[0]] }),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: "Missing Information",
      code: "INVALID_ARGUMENT",
      details: "Please fill in the key message before reimagining the brand.",
    });
    stubNamesProvider(1);
    const failed = await asUser(t, userId).fetch(
      "/api/reimagine-brand",
      send({ ...FIELDS, selectedLegends: [LEGEND_SLUGS[0]] }),
    );
    expect(failed.status).toBe(402);
    expect(((await failed.json()) as Answer).alternatives).toEqual([]);
    expect(await balance(t, userId)).toBe(5);
  });
});
