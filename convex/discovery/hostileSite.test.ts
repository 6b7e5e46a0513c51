import { EventEmitter } from "node:events";
import https from "node:https";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { HOSTILE_PAGE, SMUGGLED } from "../lib/hostilePage.fixtures";
import { asUser, createUser, makeTest } from "../test.setup";
import { IDEA, discover } from "./discovery.fixtures";

/**
 * Discovery IQ reads a website through the strategist's safe reader (lib/fetchSafe.ts, only the
 * socket faked). The page hides beacons, phishing links, HTML and instructions; the research
 * must carry none of them, and what it quotes from the page is short, real and marked as the
 * site's.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

describe("a hostile website read by Discovery IQ", () => {
  it("quotes the page's words, marked as the site's, and none of its markup or orders", async () => {
    const requested = serveOverHttps(HOSTILE_PAGE);
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const sessionId = await discover(t, userId, { idea: IDEA, websiteUrl: "northbound.coffee" });
    expect(requested).toEqual(["https://northbound.coffee/"]);
    const session = await asUser(t, userId).query(api.discovery.queries.session, { sessionId });
    expect(session.websiteUrl).toBe("https://northbound.coffee/");
    expect(session.research.website).toEqual({
      url: "https://northbound.coffee/",
      read: true,
      reason: null,
    });
    // The address the user typed is theirs; everything written from the page is checked.
    const { website: _address, ...written } = session.research;
    const text = JSON.stringify({ ...written, title: session.title });
    for (const pattern of SMUGGLED) expect(text, String(pattern)).not.toMatch(pattern);
    expect(text).not.toMatch(/ignore previous instructions|verify your account|password/i);
    const quotes = session.research.insights
      .flatMap((insight) => insight.evidence)
      .filter((item) => item.source === "website");
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(quote.text.split(" ").length).toBeLessThanOrEqual(25);
      expect(HOSTILE_PAGE).toContain(quote.text.replace(/\.$/, ""));
    }
  });
});
