import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConvexError } from "convex/values";
import { anyApi } from "convex/server";
import { api } from "./fixture/convex/_generated/api";
import { nextValue, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe("sync with the real ConvexClient", () => {
  test("a subscription updates after a mutation, and the mutation resolves after it", async () => {
    const client = h.client();
    const seen: string[][] = [];
    const unsubscribe = client.onUpdate(api.messages.list, {}, (rows) => seen.push(rows));
    await nextValue<string[]>(
      (cb) => client.onUpdate(api.messages.list, {}, cb),
      () => true,
    );

    const id = await client.mutation(api.messages.send, { body: "first", rank: 1 });
    expect(typeof id).toBe("string");
    // Convex guarantees a mutation's own writes are visible once it resolves.
    expect(client.client.localQueryResult("messages:list", {})).toContain("first");
    await nextValue<string[]>(
      (cb) => client.onUpdate(api.messages.list, {}, cb),
      (rows) => rows.includes("first"),
    );
    expect(seen.at(-1)).toContain("first");
    unsubscribe();
  });

  test("a second client sees the first client's write without asking", async () => {
    const watcher = h.client();
    const writer = h.client();
    const arrived = nextValue<string[]>(
      (cb) => watcher.onUpdate(api.messages.list, {}, cb),
      (rows) => rows.includes("from another tab"),
    );
    await writer.mutation(api.messages.send, { body: "from another tab", rank: 2 });
    expect(await arrived).toContain("from another tab");
  });

  test("ConvexError data reaches the client", async () => {
    const client = h.client();
    const error = await client.mutation(api.messages.fail, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string }>).data).toEqual({
      code: "NOT_ALLOWED",
      message: "You may not do that",
    });
  });

  test("invalid arguments are refused without writing", async () => {
    const http = h.http();
    const before = await http.query(api.messages.list, {});
    await expect(http.mutation(anyApi.messages.send, { body: 42 })).rejects.toThrow(
      /ArgumentValidationError/,
    );
    expect(await http.query(api.messages.list, {})).toEqual(before);
  });

  test("internal functions are refused", async () => {
    const client = h.client();
    await expect(client.query(anyApi.messages.secret, {})).rejects.toThrow(
      /Could not find public function for 'messages:secret'/,
    );
    await expect(h.http().query(anyApi.messages.secret, {})).rejects.toThrow(
      /Could not find public function/,
    );
    await expect(h.http().mutation(anyApi.messages.sendNow, { body: "x" })).rejects.toThrow(
      /Could not find public function/,
    );
  });

  test("a function called as the wrong type is refused", async () => {
    await expect(h.http().query(anyApi.messages.send, { body: "x" })).rejects.toThrow(
      /as Query, but it is defined as Mutation/,
    );
  });

  test("a write to an unrelated table does not re-send a query", async () => {
    const client = h.client();
    const updates: string[][] = [];
    client.onUpdate(api.messages.list, {}, (rows) => updates.push(rows));
    await nextValue<number>(
      (cb) => client.onUpdate(api.notes.count, {}, cb),
      () => true,
    );
    const before = updates.length;
    await client.mutation(api.notes.add, { text: "unrelated" });
    await nextValue<number>(
      (cb) => client.onUpdate(api.notes.count, {}, cb),
      (n) => n >= 1,
    );
    expect(updates.length).toBe(before);
  });

  test("function logs reach the terminal with the function name and the client", async () => {
    const logs: string[] = [];
    const http = h.http();
    const original = console.log;
    console.log = (...args: unknown[]) => logs.push(args.join(" "));
    try {
      await http.mutation(api.messages.send, { body: "logged", rank: 3 });
    } finally {
      console.log = original;
    }
    expect(h.output()).toMatch(/\[mutation messages:send\] \[LOG\] sending logged/);
    expect(logs.join("\n")).toMatch(/sending logged/);
  });

  test("the scheduler runs a function later and subscribers see it", async () => {
    const client = h.client();
    const arrived = nextValue<string[]>(
      (cb) => client.onUpdate(api.messages.list, {}, cb),
      (rows) => rows.includes("scheduled"),
    );
    const startedAt = Date.now();
    await client.mutation(api.messages.sendLater, { body: "scheduled", delayMs: 300 });
    expect(await arrived).toContain("scheduled");
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
  });
});

describe("HTTP API and HTTP actions", () => {
  test("ConvexHttpClient runs queries, mutations and actions", async () => {
    const http = h.http();
    await http.mutation(api.messages.send, { body: "over http", rank: 4 });
    expect(await http.query(api.messages.list, {})).toContain("over http");
    const error = await http.mutation(api.messages.fail, {}).catch((e: unknown) => e);
    expect((error as ConvexError<{ code: string }>).data.code).toBe("NOT_ALLOWED");
  });

  test("CORS preflight is answered", async () => {
    const response = await fetch(`${h.url}/api/action`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
  });

  test("HTTP actions see the site URL as their request URL", async () => {
    const response = await fetch(`${h.siteUrl}/echo?x=1`, { method: "POST", body: "ping" });
    expect(await response.json()).toEqual({
      url: `${h.siteUrl}/echo?x=1`,
      body: "ping",
      subject: null,
      forwardedFor: "127.0.0.1",
    });
    // The caller's address is appended, as a deployment's edge does; what it sent stays in front.
    const proxied = await fetch(`${h.siteUrl}/echo`, {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.7" },
    });
    expect(((await proxied.json()) as { forwardedFor: string }).forwardedFor).toBe(
      "203.0.113.7, 127.0.0.1",
    );
    const missing = await fetch(`${h.siteUrl}/nope`);
    expect(missing.status).toBe(404);
  });

  test("a file uploads to storage and is served back with its type", async () => {
    const http = h.http();
    const uploadUrl = await http.mutation(api.messages.generateUploadUrl, {});
    expect(uploadUrl.startsWith(`${h.url}/api/storage/upload`)).toBe(true);
    const bytes = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    const upload = await fetch(uploadUrl, {
      method: "POST",
      headers: { "Content-Type": "image/svg+xml" },
      body: bytes,
    });
    const { storageId } = (await upload.json()) as { storageId: string };
    const url = await http.query(api.messages.fileUrl, { storageId: storageId as never });
    expect(url).toBe(`${h.url}/api/storage/${storageId}`);
    const served = await fetch(url!);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${h.url}/api/storage/0nope_storage`)).status).toBe(404);
  });
});
