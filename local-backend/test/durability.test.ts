import { afterEach, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { api } from "./fixture/convex/_generated/api";
import { nextValue, startHarness, type Harness } from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

/** A bare protocol client: lets a test replay what a reconnecting client sends. */
async function rawSession(url: string, sessionId: string) {
  const ws = new WebSocket(`${url.replace("http", "ws")}/api/1.48.0/sync`);
  const messages: Record<string, unknown>[] = [];
  ws.on("message", (data: Buffer) => messages.push(JSON.parse(data.toString()) as never));
  await new Promise((resolve) => ws.once("open", resolve));
  ws.send(
    JSON.stringify({
      type: "Connect",
      sessionId,
      connectionCount: 0,
      lastCloseReason: null,
      clientTs: 0,
    }),
  );
  const waitFor = async (predicate: (m: Record<string, unknown>) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("message never arrived");
  };
  return { ws, messages, waitFor };
}

describe("durability", () => {
  test("data and open clients survive a restart", async () => {
    h = await startHarness();
    const client = h.client();
    await client.mutation(api.messages.send, { body: "before restart", rank: 1 });
    await h.backend.restart();
    // The same client reconnects by itself and keeps its subscription.
    const rows = await nextValue<string[]>(
      (cb) => client.onUpdate(api.messages.list, {}, cb),
      (value) => value.includes("before restart"),
    );
    expect(rows).toEqual(["before restart"]);
    await client.mutation(api.messages.send, { body: "after restart", rank: 2 });
    expect(await h.http().query(api.messages.list, {})).toEqual([
      "before restart",
      "after restart",
    ]);
  });

  test("a scheduled function pending at a restart still runs", async () => {
    h = await startHarness();
    const http = h.http();
    await http.mutation(api.messages.sendLater, { body: "survived", delayMs: 1500 });
    await h.backend.restart();
    const client = h.client();
    expect(
      await nextValue<string[]>(
        (cb) => client.onUpdate(api.messages.list, {}, cb),
        (value) => value.includes("survived"),
      ),
    ).toContain("survived");
  });

  test("a mutation re-sent after a reconnect runs once", async () => {
    h = await startHarness();
    const mutation = {
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ body: "exactly once", rank: 1 }],
    };
    const first = await rawSession(h.url, "session-a");
    first.ws.send(JSON.stringify(mutation));
    const response = await first.waitFor((m) => m.type === "MutationResponse");
    first.ws.close();

    // A new connection of the same session re-sends it, as the client does.
    const second = await rawSession(h.url, "session-a");
    second.ws.send(JSON.stringify(mutation));
    const replayed = await second.waitFor((m) => m.type === "MutationResponse");
    expect(replayed.result).toEqual(response.result);
    expect(await second.waitFor((m) => m.type === "Transition")).toBeTruthy();
    second.ws.close();

    // ...and also after a restart, when the client reconnects to a new run.
    await h.backend.restart();
    const third = await rawSession(h.url, "session-a");
    third.ws.send(JSON.stringify(mutation));
    expect((await third.waitFor((m) => m.type === "MutationResponse")).result).toEqual(
      response.result,
    );
    third.ws.close();
    expect(await h.http().query(api.messages.list, {})).toEqual(["exactly once"]);

    // Another session's request 0 is a different mutation.
    const other = await rawSession(h.url, "session-b");
    other.ws.send(JSON.stringify(mutation));
    await other.waitFor((m) => m.type === "MutationResponse");
    other.ws.close();
    expect(await h.http().query(api.messages.list, {})).toHaveLength(2);
  });

  test("a transition never goes back in time across a restart", async () => {
    h = await startHarness();
    await h.http().mutation(api.messages.send, { body: "tick", rank: 1 });
    const before = await fetch(`${h.url}/api/query_ts`, { method: "POST" });
    const { ts: tsBefore } = (await before.json()) as { ts: string };
    await h.backend.restart();
    const after = await fetch(`${h.url}/api/query_ts`, { method: "POST" });
    const { ts: tsAfter } = (await after.json()) as { ts: string };
    const decode = (s: string) => Buffer.from(s, "base64").readBigUInt64LE();
    expect(decode(tsAfter) >= decode(tsBefore)).toBe(true);
    expect(decode(tsBefore) > 0n).toBe(true);
  });
});
