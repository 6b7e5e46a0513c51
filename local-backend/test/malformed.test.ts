import { beforeAll, describe, expect, test } from "vitest";
import type { Engine } from "../engine.ts";
import { connect, loadFixtureEngine } from "./inProcess.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await loadFixtureEngine();
});

const failures = (sent: Record<string, unknown>[]) =>
  sent.flatMap((m) =>
    m.type === "Transition"
      ? (m.modifications as Record<string, unknown>[]).filter((x) => x.type === "QueryFailed")
      : [],
  );

describe("malformed client input gets a clear error, never a crash", () => {
  test.each([
    ["garbage", /InvalidCursor: Failed to parse cursor/],
    ['["not a key"]', /InvalidCursor: Failed to parse cursor/],
    ["[]", /InvalidCursor: .*cursor is from a different query/],
  ])("a query with the pagination cursor %s fails with InvalidCursor", async (cursor, error) => {
    const client = await connect(engine, null);
    await client.subscribe("messages:page", { paginationOpts: { numItems: 2, cursor } });
    const [failed] = failures(client.socket.sent);
    expect(failed.errorMessage).toMatch(error);
    // The connection is still open and serving.
    await client.subscribe("messages:list", {});
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    expect(failures(client.socket.sent)).toHaveLength(1);
  });

  test.each([
    ["not JSON", "{oops", "Invalid message: not JSON"],
    [
      "an unknown type",
      { type: "Subscribe" },
      'Invalid Subscribe message: unknown message type "Subscribe"',
    ],
    [
      "a mutation without args",
      { type: "Mutation", requestId: 1, udfPath: "messages:send" },
      "Invalid Mutation message: args must be an array",
    ],
    [
      "an action with string args",
      { type: "Action", requestId: 1, udfPath: "selfFetch:run", args: ["x"] },
      "Invalid Action message: args must be an array holding one object",
    ],
    [
      "a query set change without modifications",
      { type: "ModifyQuerySet", baseVersion: 0, newVersion: 1 },
      "Invalid ModifyQuerySet message: modifications must be an array",
    ],
  ])("%s closes the connection with a FatalError saying so", async (_, message, error) => {
    const client = await connect(engine, null);
    client.socket.receive(message);
    await client.session.settled();
    expect(client.socket.sent.at(-1)).toEqual({ type: "FatalError", error });
    expect(client.socket.readyState).not.toBe(client.socket.OPEN);
    // The backend still serves everyone else.
    const other = await connect(engine, null);
    await other.subscribe("messages:list", {});
    expect(failures(other.socket.sent)).toEqual([]);
  });
});
