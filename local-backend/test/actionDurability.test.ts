import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Engine } from "../engine.ts";
import { MutationLog } from "../mutationLog.ts";
import { Persistence } from "../persistence.ts";
import { createSiteServer, listen } from "../server.ts";
import { SyncSession } from "../sync.ts";
import { freePort } from "./harness.ts";
import { loadFixtureEngine, RecordingSocket } from "./inProcess.ts";

/**
 * An action's answer is the client's acknowledgement: what the action wrote (files it stored,
 * mutations it ran) must be on disk when the answer leaves, so a crash right after loses
 * nothing the client was told about. Checked by reading the data directory at the moment the
 * answer is sent.
 */

let engine: Engine;
let persistence: Persistence;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "local-backend-durable-"));
  engine = await loadFixtureEngine();
  persistence = new Persistence(dataDir, engine);
  await persistence.load();
});
afterAll(async () => {
  await persistence.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What is on disk now: the stored files' contents and the write-ahead log's text. */
function onDisk() {
  const storage = path.join(dataDir, "storage");
  const files = Object.fromEntries(
    readdirSync(storage)
      .filter((name) => !name.endsWith(".tmp"))
      .map((name) => [name, readFileSync(path.join(storage, name), "utf8")]),
  );
  const log = readdirSync(dataDir)
    .filter((name) => /^wal-\d+\.log$/.test(name))
    .map((name) => readFileSync(path.join(dataDir, name), "utf8"))
    .join("");
  return { files, log };
}

describe("an action is answered only once what it wrote is durable", () => {
  test("over the WebSocket: its stored file and its mutation are on disk when it is answered", async () => {
    const socket = new RecordingSocket();
    let atAnswer: ReturnType<typeof onDisk> | null = null;
    const record = socket.send.bind(socket);
    socket.send = (data: string) => {
      if ((JSON.parse(data) as { type: string }).type === "ActionResponse") atAnswer = onDisk();
      record(data);
    };
    new SyncSession(socket as never, {
      engine,
      verifier: null as never,
      mutationLog: new MutationLog(),
      persistence,
      log: () => {},
    });
    socket.receive({ type: "Connect", sessionId: crypto.randomUUID(), connectionCount: 0 });
    const text = "durable over the socket";
    socket.receive({
      type: "Action",
      requestId: 1,
      udfPath: "messages:storeAndSend",
      args: [{ text }],
    });
    await expect.poll(() => socket.sent.find((m) => m.type === "ActionResponse")).toBeTruthy();
    const response = socket.sent.find((m) => m.type === "ActionResponse")!;
    expect(response.success).toBe(true);
    const storageId = response.result as string;
    expect(atAnswer!.files[storageId]).toBe(text);
    expect(atAnswer!.log).toContain(`"body":"${text}"`);
  });

  test("an HTTP action: the file it stored is on disk when its response is sent", async () => {
    const port = await freePort();
    const server: http.Server = createSiteServer(
      {
        engine,
        verifier: null as never,
        mutationLog: new MutationLog(),
        persistence,
        log: () => {},
      },
      `http://127.0.0.1:${port}`,
    );
    let atAnswer: ReturnType<typeof onDisk> | null = null;
    server.prependListener("request", (_req, res: http.ServerResponse) => {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
      res.writeHead = (...args: unknown[]) => {
        atAnswer = onDisk();
        return writeHead(...args);
      };
    });
    await listen(server, port, "durability test site");
    try {
      const text = "durable over http";
      const stored = await fetch(`http://127.0.0.1:${port}/store`, { method: "POST", body: text });
      expect(stored.status).toBe(200);
      const storageId = await stored.text();
      expect(atAnswer!.files[storageId]).toBe(text);
      const recorded = await fetch(`http://127.0.0.1:${port}/record`, {
        method: "POST",
        body: "noted",
      });
      expect(recorded.status).toBe(200);
      expect(atAnswer!.log).toContain(`"text":"noted"`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
