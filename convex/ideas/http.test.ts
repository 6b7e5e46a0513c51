import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, makeTest } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { autoSaveTitle } from "../../shared/schemas/brief";
import {
  balance,
  insertIdeasFor,
  LEGEND_NAMES,
  LEGEND_SLUGS,
  rows,
  seed,
  stubProvider,
  threeLegends,
  userWithBrief,
} from "./ideas.fixtures";

/** The ideas endpoints of spec 7, with bearer identity (real timers: generate-ideas waits). */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function send(body: unknown, method = "POST") {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

type LegendResult = {
  legendName: string;
  status: string;
  ideas: { headline: string; generationMetadata: unknown }[];
  error: string | null;
  code: string | null;
};
type GenerateAnswer = {
  success: boolean;
  briefId: string;
  results: Record<string, LegendResult>;
  error?: string;
};

describe("POST /api/generate-ideas", () => {
  it("answers each legend's ideas keyed by legend, legends named by slug, object or id", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [, , wellsId] = await threeLegends(t);
    const response = await asUser(t, userId).fetch(
      "/api/generate-ideas",
      send({
        briefId,
        userId: "someone-else",
        selectedLegends: [LEGEND_SLUGS[0], { name: LEGEND_NAMES[1] }, wellsId],
        experimentalMode: false,
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as GenerateAnswer;
    expect(body.success).toBe(true);
    expect(body.briefId).toBe(briefId);
    expect(Object.keys(body.results)).toEqual([...LEGEND_NAMES]);
    for (const result of Object.values(body.results)) {
      expect(result.status).toBe("succeeded");
      expect(result.ideas).toHaveLength(3);
      expect(result.ideas[0].generationMetadata).toBeNull();
      expect(result.error).toBeNull();
    }
    expect(await balance(t, userId)).toBe(7);
  });

  it("saves an unsaved brief first, reusing an identical one", async () => {
    const t = makeTest();
    await seed(t);
    const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 5 });
    const { title: _title, ...unsaved } = BRIEF;
    const request = send({ brief: unsaved, selectedLegends: [LEGEND_SLUGS[0]] });
    const first = (await (
      await asUser(t, userId).fetch("/api/generate-ideas", request)
    ).json()) as GenerateAnswer;
    const second = (await (
      await asUser(t, userId).fetch("/api/generate-ideas", request)
    ).json()) as GenerateAnswer;
    expect(second.briefId).toBe(first.briefId);
    const briefs = await t.run(async (ctx) => await ctx.db.query("briefs").take(10));
    expect(briefs.map((brief) => brief.title)).toEqual([autoSaveTitle(BRIEF.brand)]);
    const noContent = await asUser(t, userId).fetch(
      "/api/generate-ideas",
      send({
        brief: { ...unsaved, content: undefined, tone: "New" },
        selectedLegends: ["lee-clow"],
      }),
    );
    expect(noContent.status).toBe(400);
    expect(await noContent.json()).toEqual({
      error: "Generate the brief before saving it",
      code: "INVALID_ARGUMENT",
    });
  });

  it("refuses visitors, no legends, unknown or locked legends and empty wallets", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { legendCredits: 1 });
    const user = asUser(t, userId);
    const anonymous = await t.fetch(
      "/api/generate-ideas",
      send({ briefId, selectedLegends: ["lee-clow"] }),
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: "Authentication Required",
      code: "UNAUTHENTICATED",
    });
    expect(
      (await user.fetch("/api/generate-ideas", send({ briefId, selectedLegends: [] }))).status,
    ).toBe(400);
    const unknown = await user.fetch(
      "/api/generate-ideas",
      send({ briefId, selectedLegends: ["nobody"] }),
    );
    expect(unknown.status).toBe(404);
    const poor = await user.fetch(
      "/api/generate-ideas",
      send({ briefId, selectedLegends: [...LEGEND_SLUGS] }),
    );
    expect(poor.status).toBe(402);
    expect(((await poor.json()) as { error: string }).error).toContain("Insufficient credits");
    const { userId: freeId, briefId: freeBrief } = await userWithBrief(t, {
      subscriptionTier: "free",
    });
    const locked = await asUser(t, freeId).fetch(
      "/api/generate-ideas",
      send({ briefId: freeBrief, selectedLegends: ["bill-bernbach"] }),
    );
    expect(locked.status).toBe(403);
    expect(await rows(t, "generationJobs")).toEqual([]);
  });

  it("reports a failed legend beside the others, and 502 when every legend failed", async () => {
    stubProvider({ fail: ["Bill Bernbach"] });
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const partial = await asUser(t, userId).fetch(
      "/api/generate-ideas",
      send({ briefId, selectedLegends: [...LEGEND_SLUGS] }),
    );
    expect(partial.status).toBe(200);
    const body = (await partial.json()) as GenerateAnswer;
    expect(body.results["Bill Bernbach"]).toMatchObject({
      status: "failed",
      ideas: [],
      code: "PROVIDER_CREDITS",
    });
    expect(body.results["Bill Bernbach"].error).toEqual(expect.any(String));
    expect(body.results["David Ogilvy"].ideas[0].headline).toBe(
      "Roasted this week, by David Ogilvy.",
    );
    const failed = await asUser(t, userId).fetch(
      "/api/generate-ideas",
      send({ briefId, selectedLegends: ["bill-bernbach"] }),
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      success: false,
      error: "Failed to generate creative ideas. Please try again.",
    });
    expect(await balance(t, userId)).toBe(8);
  });

  it("applies experimental settings for admins only; others' are ignored, even malformed", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const malformed = { experimentalMode: true, experimentalSettings: { model: "gpt-99" } };
    const ignored = await asUser(t, userId).fetch(
      "/api/generate-ideas",
      send({ briefId, selectedLegends: ["david-ogilvy"], ...malformed }),
    );
    expect(ignored.status).toBe(200);
    const { userId: adminId, briefId: adminBrief } = await userWithBrief(t, { isAdmin: true });
    const refused = await asUser(t, adminId).fetch(
      "/api/generate-ideas",
      send({ briefId: adminBrief, selectedLegends: ["david-ogilvy"], ...malformed }),
    );
    expect(refused.status).toBe(400);
    const applied = await asUser(t, adminId).fetch(
      "/api/generate-ideas",
      send({
        briefId: adminBrief,
        selectedLegends: ["david-ogilvy"],
        experimentalMode: true,
        experimentalSettings: { model: "x-ai/grok-4", temperature: 0.5, reasoning: true },
      }),
    );
    const body = (await applied.json()) as GenerateAnswer;
    expect(body.results["David Ogilvy"].ideas[0].generationMetadata).toMatchObject({
      experimental_mode: true,
      temperature: 0.5,
      reasoning: true,
    });
    // Each ideas job's pre-test (issue 22) runs on its settings too; the ideas jobs are checked.
    const jobs = (await rows(t, "generationJobs")).filter((job) => job.kind === "ideas");
    expect(jobs.map((job) => job.settings.model)).toEqual(["gpt-4.1", "grok-4"]);
  });
});

describe("favourite endpoints", () => {
  async function setUp() {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    const [ideaId] = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 1 });
    return { t, userId, ideaId };
  }
  const needsSavedIdea = "You must be logged in and the idea must be saved to favorite it.";

  it("POST /api/ideas/{id}/favorite toggles; PATCH /api/creative-ideas/{id} sets", async () => {
    const { t, userId, ideaId } = await setUp();
    const user = asUser(t, userId);
    const headers = { "x-user-id": "ignored" };
    const on = await user.fetch(`/api/ideas/${ideaId}/favorite`, { method: "POST", headers });
    expect(await on.json()).toEqual({ success: true, id: ideaId, isFavorite: true });
    const off = await user.fetch(`/api/ideas/${ideaId}/favorite`, { method: "POST" });
    expect(await off.json()).toEqual({ success: true, id: ideaId, isFavorite: false });
    const patched = await user.fetch(
      `/api/creative-ideas/${ideaId}`,
      send({ isFavorite: true }, "PATCH"),
    );
    expect(await patched.json()).toEqual({ success: true, id: ideaId, isFavorite: true });
    const invalid = await user.fetch(
      `/api/creative-ideas/${ideaId}`,
      send({ isFavorite: "yes" }, "PATCH"),
    );
    expect(invalid.status).toBe(400);
    expect((await user.fetch(`/api/ideas/${ideaId}/unknown`, { method: "POST" })).status).toBe(404);
  });

  it("answer 404 for others' ideas and 401 for visitors, in the spec's words", async () => {
    const { t, ideaId } = await setUp();
    const other = asUser(t, await createUser(t));
    const notYours = await other.fetch(`/api/ideas/${ideaId}/favorite`, { method: "POST" });
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toEqual({ error: needsSavedIdea, code: "NOT_FOUND" });
    const patch = await other.fetch(
      `/api/creative-ideas/${ideaId}`,
      send({ isFavorite: true }, "PATCH"),
    );
    expect(patch.status).toBe(404);
    const visitor = await t.fetch(`/api/ideas/${ideaId}/favorite`, { method: "POST" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: needsSavedIdea, code: "UNAUTHENTICATED" });
    expect(await rows(t, "ideaFavorites")).toEqual([]);
  });
});

describe("GET /api/stats/ideas-count", () => {
  it("answers the counter, publicly, cached for five minutes", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 4 });
    const response = await t.fetch("/api/stats/ideas-count");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await response.json()).toEqual({ totalIdeas: 4 });
    expect(await t.query(api.ideas.queries.ideasCount, {})).toEqual({ totalIdeas: 4 });
  });
});
