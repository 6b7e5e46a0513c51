import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { balance, seed, userWithBrief } from "../ideas/ideas.fixtures";
import { BRIEF } from "../briefs/briefs.fixtures";
import { CREDIT_COSTS, IDEAS_PER_LEGEND } from "../../shared/constants";
import { TOOLS } from "./toolList";
import { MAX_BATCH } from "./http";

/**
 * The MCP server's protocol and rules in process (convex-test, offline studio). The official
 * SDK client drives the same server over a real local backend in local-backend/test/mcpServer.test.ts.
 */

const SITE = "https://legendary.example";
beforeEach(() => vi.stubEnv("SITE_URL", SITE));
afterEach(() => vi.unstubAllEnvs());

type RpcAnswer = {
  id: number | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
};

let nextId = 1;
function rpc(t: TestApp, key: string | null, method: string, params?: unknown) {
  return t.fetch("/mcp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
}

async function call(t: TestApp, key: string, name: string, args: Record<string, unknown> = {}) {
  const response = await rpc(t, key, "tools/call", { name, arguments: args });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as RpcAnswer;
  return answer.result as {
    isError?: boolean;
    content: { type: string; text: string }[];
    structuredContent?: Record<string, unknown>;
  };
}

async function keyFor(t: TestApp, userId: Id<"users">) {
  return await asUser(t, userId).mutation(api.apiKeys.mutations.create, { name: "Assistant" });
}

describe("the MCP endpoint", () => {
  it("refuses a missing, unknown or revoked key with 401 and WWW-Authenticate", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const { id, key } = await keyFor(t, userId);
    for (const candidate of [null, "lgd_nope", `${key.slice(0, -1)}0`]) {
      const refused = await rpc(t, candidate, "ping");
      expect(refused.status).toBe(401);
      expect(refused.headers.get("WWW-Authenticate")).toMatch(/^Bearer /);
    }
    expect((await rpc(t, key, "ping")).status).toBe(200);
    await asUser(t, userId).mutation(api.apiKeys.mutations.revoke, { keyId: id });
    expect((await rpc(t, key, "ping")).status).toBe(401);
  });

  it("speaks JSON-RPC: initialize, notifications 202, ping, unknown method, GET 405", async () => {
    const t = makeTest();
    const { key } = await keyFor(t, await createUser(t));
    const init = (await (
      await rpc(t, key, "initialize", {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "test", version: "1" },
      })
    ).json()) as RpcAnswer;
    expect(init.result).toMatchObject({
      protocolVersion: "2025-06-18",
      capabilities: { tools: {}, resources: {} },
      serverInfo: { name: "legendary" },
    });
    const notification = await t.fetch("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
    });
    expect(notification.status).toBe(202);
    expect(((await (await rpc(t, key, "ping")).json()) as RpcAnswer).result).toEqual({});
    const unknown = (await (await rpc(t, key, "sampling/whatever")).json()) as RpcAnswer;
    expect(unknown.error?.code).toBe(-32601);
    const garbage = await t.fetch("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}` },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
    expect((await t.fetch("/mcp", { method: "GET" })).status).toBe(405);
    const unsupported = await t.fetch("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "MCP-Protocol-Version": "1999-01-01" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect(unsupported.status).toBe(400);
    const batch = await t.fetch("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "MCP-Protocol-Version": "2025-03-26" },
      body: JSON.stringify([
        { jsonrpc: "2.0", id: "a", method: "ping" },
        { jsonrpc: "2.0", method: "notifications/initialized" },
        { jsonrpc: "2.0", id: "b", method: "tools/list" },
      ]),
    });
    const answers = (await batch.json()) as RpcAnswer[];
    expect(answers.map((answer) => answer.id)).toEqual(["a", "b"]);
    const tooMany = await t.fetch("/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "MCP-Protocol-Version": "2025-03-26" },
      body: JSON.stringify(
        Array.from({ length: MAX_BATCH + 1 }, (_, i) => ({
          jsonrpc: "2.0",
          id: i,
          method: "ping",
        })),
      ),
    });
    expect(tooMany.status).toBe(400);
  });

  it("lists the owner's briefs as resources and reads a brief as Markdown", async () => {
    const t = makeTest();
    const { userId, briefId } = await userWithBrief(t);
    const stranger = await createUser(t);
    const { key } = await keyFor(t, userId);
    const listed = (await (await rpc(t, key, "resources/list")).json()) as RpcAnswer;
    expect(listed.result?.resources).toEqual([
      { uri: `legendary://briefs/${briefId}`, name: BRIEF.title, mimeType: "text/markdown" },
    ]);
    const templates = (await (await rpc(t, key, "resources/templates/list")).json()) as RpcAnswer;
    expect(
      (templates.result?.resourceTemplates as { uriTemplate: string }[]).map((r) => r.uriTemplate),
    ).toEqual(["legendary://briefs/{briefId}", "legendary://ideas/{ideaId}"]);
    const read = (await (
      await rpc(t, key, "resources/read", { uri: `legendary://briefs/${briefId}` })
    ).json()) as RpcAnswer;
    expect(read.result?.contents).toEqual([
      {
        uri: `legendary://briefs/${briefId}`,
        mimeType: "text/markdown",
        text: `${BRIEF.content.trim()}\n`,
      },
    ]);
    const theirs = await keyFor(t, stranger);
    const strangers = (await (await rpc(t, theirs.key, "resources/list")).json()) as RpcAnswer;
    expect(strangers.result?.resources).toEqual([]);
    for (const uri of [
      "legendary://ideas/nope",
      "https://example.com/x",
      "legendary://briefs/%E0",
    ]) {
      const missing = (await (await rpc(t, key, "resources/read", { uri })).json()) as RpcAnswer;
      expect(missing.error?.code, uri).toBe(-32002);
    }
  });

  it("lists the eight tools, each saying what it costs", async () => {
    const t = makeTest();
    const { key } = await keyFor(t, await createUser(t));
    const answer = (await (await rpc(t, key, "tools/list")).json()) as RpcAnswer;
    const tools = answer.result?.tools as { name: string; description: string }[];
    expect(tools.map((tool) => tool.name)).toEqual([
      "list_legends",
      "get_credits",
      "create_brief",
      "generate_ideas",
      "get_ideas",
      "create_campaign_page",
      "share_idea",
      "create_sell_deck",
    ]);
    for (const tool of tools) expect(tool.description).toMatch(/Free|Legend Credit/);
    expect(TOOLS.find((tool) => tool.name === "create_sell_deck")?.description).toContain(
      `${CREDIT_COSTS.sellDeck} Legend Credits`,
    );
  });
});

describe("the MCP tools", () => {
  it("write a brief, get ideas, read them and share one, spending exactly the app's credits", async () => {
    const t = makeTest();
    await seed(t);
    const { userId } = await userWithBrief(t, { legendCredits: 10 });
    const { key } = await keyFor(t, userId);

    const brief = await call(t, key, "create_brief", {
      brand: "Oatly Morning",
      audience: "Commuters who skip breakfast",
      message: "Oat milk that keeps up with you",
      tone: "Playful and warm",
      competitors: "Alpro",
    });
    expect(brief.isError).toBeUndefined();
    const { id: briefId, markdown } = brief.structuredContent as { id: string; markdown: string };
    expect(markdown).toMatch(/^# .*Oatly Morning/);
    expect(await balance(t, userId)).toBe(10 - CREDIT_COSTS.brief);

    const ideas = await call(t, key, "generate_ideas", {
      briefId,
      legends: ["David Ogilvy", "bill-bernbach"],
    });
    const run = ideas.structuredContent as {
      finished: boolean;
      legends: { legend: string; status: string; ideas: { id: string }[] }[];
    };
    expect(run.finished).toBe(true);
    expect(run.legends.map((group) => [group.legend, group.status, group.ideas.length])).toEqual([
      ["David Ogilvy", "succeeded", IDEAS_PER_LEGEND],
      ["Bill Bernbach", "succeeded", IDEAS_PER_LEGEND],
    ]);
    expect(await balance(t, userId)).toBe(
      10 - CREDIT_COSTS.brief - 2 * CREDIT_COSTS.ideasPerLegend,
    );

    const read = (await call(t, key, "get_ideas", { briefId })).structuredContent as {
      legends: { ideas: { id: string; campaignName: string; headline: string }[] }[];
    };
    const first = read.legends[0].ideas[0];
    expect(first.campaignName).not.toBe("");
    const shared = (await call(t, key, "share_idea", { ideaId: first.id })).structuredContent;
    expect(shared?.shareUrl).toMatch(new RegExp(`^${SITE}/shared/[A-Za-z0-9_-]{22}$`));
    const resource = (await (
      await rpc(t, key, "resources/read", { uri: `legendary://ideas/${first.id}` })
    ).json()) as RpcAnswer;
    const contents = resource.result?.contents as { text: string; mimeType: string }[];
    expect(contents[0].mimeType).toBe("text/markdown");
    expect(contents[0].text).toContain(`# ${first.campaignName}`.slice(0, 10));
    expect(contents[0].text).toContain(String(shared?.shareUrl));
    expect(await balance(t, userId)).toBe(
      10 - CREDIT_COSTS.brief - 2 * CREDIT_COSTS.ideasPerLegend,
    );
  });

  it("answer another person's brief or idea as not found, and a short balance in the app's words", async () => {
    const t = makeTest();
    await seed(t);
    const owner = await userWithBrief(t);
    const stranger = await createUser(t, { subscriptionTier: "business", legendCredits: 0 });
    const { key } = await keyFor(t, stranger);
    for (const [name, args] of [
      ["get_ideas", { briefId: owner.briefId }],
      ["generate_ideas", { briefId: owner.briefId, legends: ["david-ogilvy"] }],
    ] as const) {
      const answer = await call(t, key, name, args);
      expect(answer.isError).toBe(true);
      expect(answer.content[0].text).toBe("Brief not found.");
    }
    const resource = (await (
      await rpc(t, key, "resources/read", { uri: `legendary://briefs/${owner.briefId}` })
    ).json()) as RpcAnswer;
    expect(resource.error?.code).toBe(-32002);

    const { briefId } = await asUser(t, stranger).mutation(api.briefs.mutations.save, {
      brand: "Mine",
      audience: "Everyone",
      message: "Hello",
      tone: "Calm",
      title: "Mine",
      content: "# Mine\n\nA brief.",
    });
    const broke = await call(t, key, "generate_ideas", { briefId, legends: ["david-ogilvy"] });
    expect(broke.isError).toBe(true);
    expect(broke.content[0].text).toMatch(/^Insufficient credits/);
    expect(await balance(t, stranger)).toBe(0);
    const badArgs = await call(t, key, "share_idea", { ideaId: 42 });
    expect(badArgs).toMatchObject({
      isError: true,
      content: [{ text: "ideaId must be a string." }],
    });
  });

  it("make a campaign page (drawing the collage first) and a sell deck, at the app's prices", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { legendCredits: 10 });
    const { key } = await keyFor(t, userId);
    await call(t, key, "generate_ideas", { briefId, legends: ["david-ogilvy"] });
    const afterIdeas = await balance(t, userId);
    const read = (await call(t, key, "get_ideas", { briefId })).structuredContent as {
      legends: { ideas: { id: string }[] }[];
    };
    const ideaId = read.legends[0].ideas[0].id;

    const page = (await call(t, key, "create_campaign_page", { ideaId })).structuredContent;
    expect(page?.url).toBe(`${SITE}/idea-page/${String(page?.campaignPageId)}`);
    expect(await balance(t, userId)).toBe(afterIdeas - CREDIT_COSTS.thumbnails);
    // Asking again answers the same page, free.
    const again = (await call(t, key, "create_campaign_page", { ideaId })).structuredContent;
    expect(again?.campaignPageId).toBe(page?.campaignPageId);
    expect(await balance(t, userId)).toBe(afterIdeas - CREDIT_COSTS.thumbnails);

    const deck = (await call(t, key, "create_sell_deck", { ideaId })).structuredContent;
    expect(deck).toMatchObject({ status: "written" });
    expect(deck?.url).toBe(`${SITE}/decks/${String(deck?.deckId)}`);
    expect(await balance(t, userId)).toBe(
      afterIdeas - CREDIT_COSTS.thumbnails - CREDIT_COSTS.sellDeck,
    );
  });
});
