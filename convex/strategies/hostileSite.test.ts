import { EventEmitter } from "node:events";
import https from "node:https";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { HOSTILE_PAGE, SMUGGLED } from "../lib/hostilePage.fixtures";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { resultOf } from "../generation/jobShapes.fixtures";

/**
 * Issue 12, item 1, end to end with the offline studio: a website hides an image beacon, a
 * phishing link, raw HTML and instructions in its meta description, og tags, title, alt texts
 * and visible text. The strategist reads it (through lib/fetchSafe.ts, with only the socket
 * faked), its strategies fill a brief form as 'Use This Strategy' does, and the generated brief
 * must carry none of it.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Answers every https request with the page, as a server on the public internet would. */
function serveOverHttps(html: string): string[] {
  const requested: string[] = [];
  vi.spyOn(https, "request").mockImplementation(((url: URL) => {
    requested.push(String(url));
    const request = Object.assign(new EventEmitter(), {
      end: () => {
        const response = Object.assign(Readable.from([Buffer.from(html, "utf8")]), {
          statusCode: 200,
          headers: { "content-type": "text/html; charset=utf-8" },
        });
        queueMicrotask(() => request.emit("response", response));
      },
    });
    return request;
  }) as unknown as typeof https.request);
  return requested;
}

async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

function expectNothingSmuggled(text: string, where: string) {
  for (const pattern of SMUGGLED) expect(text, `${where}: ${String(pattern)}`).not.toMatch(pattern);
}

describe("a hostile website, from the strategist to the brief", () => {
  it("reaches neither the strategies nor the brief as images, links or markup", async () => {
    const requested = serveOverHttps(HOSTILE_PAGE);
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 10 });
    const user = asUser(t, userId);
    const strategiesJob = await user.mutation(api.strategies.mutations.request, {
      websiteUrl: "northbound.coffee",
    });
    await finish(t);
    expect(requested).toEqual(["https://northbound.coffee/"]);
    const job = await user.query(api.generation.queries.job, { jobId: strategiesJob });
    expect(job).toMatchObject({ status: "succeeded", provider: "offline-studio" });
    const result = resultOf(job, "strategies");
    expect(result.website).toEqual({ url: "https://northbound.coffee/", read: true, reason: null });
    expectNothingSmuggled(result.brandName, "brandName");
    expectNothingSmuggled(result.websiteContent, "websiteContent");
    // The page was read: its words (not its markup) are the material.
    expect(JSON.stringify(result)).toContain("speciality coffee");
    for (const strategy of result.strategies) {
      for (const [field, value] of Object.entries(strategy)) {
        expectNothingSmuggled(String(value), `${strategy.name}.${field}`);
      }
    }

    // 'Use This Strategy' (src/features/strategies/lib/strategyToBrief.ts), then Generate Brief.
    for (const strategy of result.strategies.slice(0, 2)) {
      const product = strategy.productName ?? "";
      const briefJob = await user.mutation(api.briefs.mutations.generate, {
        brand: product.startsWith(result.brandName)
          ? product
          : `${result.brandName} ${product}`.trim(),
        audience: strategy.targetAudience,
        uniqueSellingPoint: strategy.uniqueSellingPoint,
        message: strategy.keyMessage,
        tone: strategy.tone,
      });
      await finish(t);
      const brief = await user.query(api.generation.queries.job, { jobId: briefJob });
      expect(brief.status).toBe("succeeded");
      const markdown = resultOf(brief, "brief").creativeBrief;
      expect(markdown).toContain("## ");
      expectNothingSmuggled(markdown, `brief from ${strategy.name}`);
      expect(markdown).not.toContain("<img");
    }
  });
});
