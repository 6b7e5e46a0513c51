import { appendFile, readdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { startHarness, type Harness } from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

/** A crash: the worker dies at once (no shutdown snapshot), then the supervisor starts another. */
async function crashAndRestart(harness: Harness) {
  const pid = harness.backend.pid();
  if (pid === null) throw new Error("no worker running");
  process.kill(pid, "SIGKILL");
  await harness.backend.restart();
}

// Compacting after every few commits makes the crash land during compactions too.
const env = { LOCAL_BACKEND_COMPACT_BYTES: "1500" };

describe("write-ahead log", () => {
  test("a kill -9 under load loses no acknowledged mutation", async () => {
    h = await startHarness({ env });
    const http = h.http();
    const acknowledged: string[] = [];
    let rank = 0;
    const writer = async () => {
      for (;;) {
        const body = `row ${rank}`;
        rank += 1;
        await http.mutation(api.messages.send, { body, rank });
        acknowledged.push(body);
        if (rank >= 90) return;
      }
    };
    const writers = Promise.allSettled([writer(), writer(), writer()]);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 5));
    await crashAndRestart(h);
    await writers;
    const rows = await h.http().query(api.messages.list, {});
    for (const body of acknowledged) expect(rows).toContain(body);
  });

  test("a mutation acknowledged before a crash is answered, not run again, when re-sent", async () => {
    h = await startHarness({ env });
    const send = (requestId: number) =>
      fetch(`${h!.url}/api/mutation`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "messages:send", args: [{ body: "once", rank: requestId }] }),
      });
    expect((await send(1)).status).toBe(200);
    // The sync protocol's de-duplication key survives the crash with the write itself.
    const { default: WebSocket } = await import("ws");
    const session = async () => {
      const ws = new WebSocket(`${h!.url.replace("http", "ws")}/api/1.48.0/sync`);
      const messages: { type: string; result?: unknown }[] = [];
      ws.on("message", (data: Buffer) => messages.push(JSON.parse(data.toString()) as never));
      await new Promise((resolve) => ws.once("open", resolve));
      ws.send(
        JSON.stringify({
          type: "Connect",
          sessionId: "crash-session",
          connectionCount: 0,
          lastCloseReason: null,
          clientTs: 0,
        }),
      );
      ws.send(
        JSON.stringify({
          type: "Mutation",
          requestId: 7,
          udfPath: "messages:send",
          args: [{ body: "exactly once", rank: 2 }],
        }),
      );
      for (let i = 0; i < 400; i++) {
        const response = messages.find((m) => m.type === "MutationResponse");
        if (response) {
          ws.close();
          return response.result;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error("no MutationResponse");
    };
    const first = await session();
    await crashAndRestart(h);
    expect(await session()).toEqual(first);
    const rows = await h.http().query(api.messages.list, {});
    expect(rows.filter((row) => row === "exactly once")).toHaveLength(1);
  });

  test("a torn last record (a crash mid-append) is ignored, not fatal", async () => {
    h = await startHarness();
    await h.http().mutation(api.messages.send, { body: "kept", rank: 1 });
    const pid = h.backend.pid();
    process.kill(pid!, "SIGKILL");
    const logs = (await readdir(h.config.dataDir)).filter((f) => /^wal-\d+\.log$/.test(f));
    const last = logs.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0])).at(-1);
    await appendFile(path.join(h.config.dataDir, last!), '{"c":"99999","p":[{"_id":"1000');
    await h.backend.restart();
    expect(await h.http().query(api.messages.list, {})).toEqual(["kept"]);
    await h.http().mutation(api.messages.send, { body: "after", rank: 2 });
    expect(await h.http().query(api.messages.list, {})).toEqual(["kept", "after"]);
    expect(h.output()).toContain("ignoring an incomplete record");
  });

  test("an uploaded file acknowledged before a crash is still served", async () => {
    h = await startHarness();
    const uploadUrl = await h.http().mutation(api.messages.generateUploadUrl, {});
    const upload = await fetch(uploadUrl, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "durable bytes",
    });
    const { storageId } = (await upload.json()) as { storageId: string };
    await crashAndRestart(h);
    const file = await fetch(`${h.url}/api/storage/${storageId}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("durable bytes");
  });
});
