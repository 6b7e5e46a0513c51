import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { api } from "../../convex/_generated/api";
import { CREDIT_COSTS } from "../../shared/constants";
import { startHarness, type Harness } from "./harness.ts";

/**
 * The MCP server (issue 43) as an assistant meets it: the official TypeScript SDK's client over
 * the Streamable HTTP transport, against the app's own convex/ on a real local backend with the
 * built-in studio, as `npm start` runs it. Keys are made and revoked through the HTTP paths a
 * script would use (/api/user/api-keys, with the session token).
 */

const DEMO = { email: "demo@legendary.test", password: "legendary-demo" };
const COLLEAGUE = { email: "colleague@legendary.test", password: "legendary-demo" };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    functionsDir: path.resolve(import.meta.dirname, "../../convex"),
    seedFunction: "system/seed:run",
    env: {
      // The built-in studio answers, whatever this machine's shell configures.
      OPENROUTER_API_KEY: "",
      OPENAI_API_KEY: "",
      OPENAI_BASE_URL: "",
      IDEOGRAM_API_KEY: "",
      REPLICATE_API_TOKEN: "",
      AUTH_LOG_LEVEL: "ERROR",
    },
  });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

async function sessionToken(account: { email: string; password: string }): Promise<string> {
  const answer = (await h.http().action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", ...account },
  })) as { tokens?: { token: string } | null };
  if (!answer.tokens) throw new Error(`${account.email} did not sign in`);
  return answer.tokens.token;
}

async function keysApi(token: string, method: string, pathSuffix = "", body?: unknown) {
  const response = await fetch(`${h.siteUrl}/api/user/api-keys${pathSuffix}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function connect(key: string | null): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${h.siteUrl}/mcp`), {
    requestInit: key === null ? {} : { headers: { Authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "legendary-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };

/** A tool's JSON answer (its text content), failing the test on a tool error. */
async function callJson<T>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const answer = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  expect(answer.isError, answer.content[0]?.text).not.toBe(true);
  return JSON.parse(answer.content[0].text) as T;
}

async function refusedWith(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StreamableHTTPError);
  return (error as StreamableHTTPError).code;
}

describe("the MCP server with the official SDK client", () => {
  test("writes a brief, gets ideas, shares one; refuses strangers' briefs and revoked keys", async () => {
    const demoToken = await sessionToken(DEMO);
    const created = await keysApi(demoToken, "POST", "", { name: "Claude Desktop" });
    expect(created.status).toBe(200);
    const key = String(created.body.key);
    expect(key).toMatch(/^lgd_[A-Za-z0-9]{40}$/);
    const client = await connect(key);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        "create_brief",
        "create_campaign_page",
        "create_sell_deck",
        "generate_ideas",
        "get_credits",
        "get_ideas",
        "list_legends",
        "share_idea",
      ].sort(),
    );
    const { legends } = await callJson<{ legends: { slug: string; locked: boolean }[] }>(
      client,
      "list_legends",
    );
    const legend = legends.find((candidate) => !candidate.locked);
    expect(legend).toBeDefined();
    const before = (await callJson<{ legendCredits: number }>(client, "get_credits")).legendCredits;
    expect(before).toBeGreaterThanOrEqual(CREDIT_COSTS.brief + CREDIT_COSTS.ideasPerLegend);

    const brief = await callJson<{ id: string; title: string; markdown: string }>(
      client,
      "create_brief",
      {
        brand: "Oatbound",
        audience: "Commuters who skip breakfast",
        message: "Oat milk that keeps up with your morning",
        tone: "Playful and warm",
      },
    );
    expect(brief.markdown).toContain("Oatbound");
    const run = await callJson<{
      finished: boolean;
      legends: { status: string; ideas: { id: string }[] }[];
    }>(client, "generate_ideas", { briefId: brief.id, legends: [legend!.slug] });
    expect(run.finished).toBe(true);
    expect(run.legends).toHaveLength(1);
    expect(run.legends[0].status).toBe("succeeded");

    const read = await callJson<{
      legends: { ideas: { id: string; campaignName: string; headline: string }[] }[];
    }>(client, "get_ideas", { briefId: brief.id });
    const idea = read.legends[0].ideas[0];
    expect(idea.headline).not.toBe("");
    const { shareUrl } = await callJson<{ shareUrl: string }>(client, "share_idea", {
      ideaId: idea.id,
    });
    expect(shareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
    // The link opens for anyone: its public preview names the idea.
    const preview = await fetch(`${h.siteUrl}/api/shared/${shareUrl.split("/").pop()}/preview`);
    expect(preview.status).toBe(200);
    expect(JSON.stringify(await preview.json())).toContain(idea.campaignName);
    const resource = await client.readResource({ uri: `legendary://ideas/${idea.id}` });
    expect(resource.contents[0]).toMatchObject({ mimeType: "text/markdown" });

    const after = (await callJson<{ legendCredits: number }>(client, "get_credits")).legendCredits;
    expect(after).toBe(before - CREDIT_COSTS.brief - CREDIT_COSTS.ideasPerLegend);

    // Another person's brief answers "not found", as in the app.
    const colleague = h.http();
    colleague.setAuth(await sessionToken(COLLEAGUE));
    const theirs = await colleague.mutation(api.briefs.mutations.save, {
      brand: "Theirs",
      audience: "Their audience",
      message: "Their message",
      tone: "Their tone",
      title: "Their brief",
      content: "# Their brief\n\nPrivate.",
    });
    const refused = (await client.callTool({
      name: "get_ideas",
      arguments: { briefId: theirs.briefId },
    })) as ToolAnswer;
    expect(refused).toMatchObject({ isError: true, content: [{ text: "Brief not found." }] });

    // No key, a wrong key, then the revoked key: 401 at once, for a new client and this one.
    expect(await refusedWith(connect(null))).toBe(401);
    expect(await refusedWith(connect(`lgd_${"x".repeat(40)}`))).toBe(401);
    const revoked = await keysApi(demoToken, "DELETE", `/${String(created.body.id)}`);
    expect(revoked.status).toBe(200);
    expect(await refusedWith(connect(key))).toBe(401);
    expect(await refusedWith(client.callTool({ name: "get_credits", arguments: {} }))).toBe(401);
    const listed = await keysApi(demoToken, "GET");
    expect(listed.body.keys).toMatchObject([
      { name: "Claude Desktop", revokedAt: expect.any(Number) },
    ]);
    await client.close();
  }, 120_000);
});
