import { afterEach, describe, expect, test } from "vitest";
import { corpusBriefs } from "../../bench/studio";
import {
  CONCURRENCY,
  GENERATIONS_PER_BRIEF,
  measureProvider,
  parseStudioArgs,
} from "../../bench/studioProvider";
import { chatBody } from "./fakes/chatCompletions";
import { startFake } from "./fakes/server";
import { answerFor } from "./fakes/studioAnswers";

/**
 * The studio corpus bench's provider path (bench/studioProvider.ts) against a local fake of the
 * chat completions API: the jobs' prompts and schemas go over the wire with the app's model
 * name, and the figures are computed from what the fake answers.
 */

let fake: Awaited<ReturnType<typeof startFake>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const tuning = { timeoutMs: 5_000, maxAttempts: 2, baseDelayMs: 5, maxRetryAfterMs: 50 };

describe("studio bench, provider path", () => {
  test("sends the jobs' requests with the app's model and scores the fake's answers", async () => {
    let inFlight = 0;
    let most = 0;
    fake = await startFake(async (request) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return answerFor(request);
    });
    // Two unrelated briefs, the same three legends (repetition is counted per legend).
    const [first, second] = corpusBriefs(60);
    const briefs = [first, { ...second, legends: first.legends }];
    const report = await measureProvider({
      briefs,
      endpoint: { kind: "openrouter", baseURL: fake.url, apiKey: "sk-or-test" },
      tuning,
    });

    expect(report.provider).toBe("openrouter");
    expect(report.model).toBe("openai/gpt-4.1");
    expect(report.generations).toBe(2 * GENERATIONS_PER_BRIEF);
    expect(fake.requests).toHaveLength(2 * GENERATIONS_PER_BRIEF);
    expect(report.httpRequests).toBe(fake.requests.length);
    // Bounded concurrency: parallel, never more than CONCURRENCY at once.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(CONCURRENCY);
    const bodies = fake.requests.map(chatBody);
    expect(new Set(bodies.map((body) => body.model))).toEqual(new Set(["openai/gpt-4.1"]));
    const bySchema = new Map<string, number>();
    for (const body of bodies) {
      const name = body.response_format?.json_schema?.name ?? "";
      bySchema.set(name, (bySchema.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(bySchema)).toEqual({
      campaign_ideas: 6,
      campaign_ads: 18,
      pretest_results: 6,
      discovery_research: 6,
      sell_deck_slide: 12,
    });
    // The ideas prompt carries each brief's own message.
    const ideaPrompts = bodies
      .filter((body) => body.response_format?.json_schema?.name === "campaign_ideas")
      .map((body) => body.messages.map((message) => message.content).join("\n"));
    for (const brief of briefs) {
      expect(ideaPrompts.filter((text) => text.includes(brief.message))).toHaveLength(3);
    }

    expect(report.failures).toEqual({});
    expect(report.skipped).toBe(0);
    expect(report.ideas).toBe(18);
    // The same headline for every brief: every idea repeats another brief's skeleton.
    expect(report.skeletons.share).toBe(1);
    // The fake gave every idea the same segments: unrelated ideas overlap completely.
    expect(report.segmentOverlap).toBe(1);
    expect(report.latencyMs.median).toBeGreaterThan(0);
    expect(report.latencyMs.p95).toBeGreaterThanOrEqual(report.latencyMs.median);
  });

  test("an answer still invalid after the repair call is a failure, counted by code", async () => {
    fake = await startFake((request) => answerFor(request, { badAds: true }));
    const report = await measureProvider({
      briefs: corpusBriefs(60).slice(0, 1),
      endpoint: { kind: "openrouter", baseURL: fake.url, apiKey: "sk-or-test" },
      tuning,
    });
    // Nine ads jobs, each a first call and a repair call.
    expect(report.failures).toEqual({ INVALID_OUTPUT: 9 });
    expect(report.generations).toBe(GENERATIONS_PER_BRIEF);
    expect(report.httpRequests).toBe(GENERATIONS_PER_BRIEF + 9);
    expect(report.texts).toBeGreaterThan(0);
  });

  test("options: the path, the brief count, the model and the prompt version", () => {
    expect(parseStudioArgs(["--provider", "--briefs", "4", "--model=o3"])).toEqual({
      path: "provider",
      briefs: 4,
      model: "o3",
    });
    expect(parseStudioArgs(["--studio", "--prompt-version", "legend-first-v2"])).toEqual({
      path: "studio",
      promptVersion: "legend-first-v2",
    });
    expect(() => parseStudioArgs(["--studio", "--provider"])).toThrow(/one of/);
    expect(() => parseStudioArgs(["--briefs", "0"])).toThrow(/whole number/);
    expect(() => parseStudioArgs(["--model", "gpt-2"])).toThrow(/one of/);
    expect(() => parseStudioArgs(["--fast"])).toThrow(/Unknown option/);
  });
});
