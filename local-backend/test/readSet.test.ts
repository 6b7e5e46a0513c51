import { beforeAll, describe, expect, test } from "vitest";
import type { Engine } from "../engine.ts";
import { connect, loadFixtureEngine, type Client } from "./inProcess.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await loadFixtureEngine();
});

async function settleAll(clients: Client[]) {
  await Promise.all(clients.map((c) => c.session.settled()));
}

/** Re-runs each client's subscriptions made while `act` ran. */
async function rerunsDuring(clients: Client[], act: () => Promise<unknown>) {
  await settleAll(clients);
  const before = clients.map((c) => c.session.reruns);
  await act();
  await settleAll(clients);
  return clients.map((c, i) => c.session.reruns - before[i]);
}

const firstPage = { paginationOpts: { numItems: 5, cursor: null } };

describe("a write re-runs only the subscriptions whose read set it touched", () => {
  test("another user's write re-runs none of a user's own-rows page; their own write does", async () => {
    const [alice, bob, carol] = await Promise.all(
      ["alice", "bob", "carol"].map((user) => connect(engine, user)),
    );
    const all = [alice, bob, carol];
    const alicesOldest = (await alice.mutate("readSets:post", { body: "a0" })).result as string;
    for (let i = 1; i < 8; i++) await alice.mutate("readSets:post", { body: `a${i}` });
    for (const client of all) await client.subscribe("readSets:mine", firstPage);
    expect(await rerunsDuring(all, () => bob.mutate("readSets:post", { body: "b" }))).toEqual([
      0, 1, 0,
    ]);
    // A row of alice's older than what her first page read does not re-run it either.
    const edit = () => alice.mutate("readSets:edit", { id: alicesOldest, body: "x" });
    expect(await rerunsDuring(all, edit)).toEqual([0, 0, 0]);
    expect(await rerunsDuring(all, () => alice.mutate("readSets:post", { body: "a8" }))).toEqual([
      1, 0, 0,
    ]);
  });

  test("a db.get subscription re-runs on a patch of that document only", async () => {
    const writer = await connect(engine, "dora");
    const first = (await writer.mutate("readSets:post", { body: "one" })).result as string;
    const second = (await writer.mutate("readSets:post", { body: "two" })).result as string;
    const reader = await connect(engine, null);
    await reader.subscribe("readSets:one", { id: first });
    const edit = (id: string) => () => writer.mutate("readSets:edit", { id, body: "changed" });
    expect(await rerunsDuring([reader], edit(second))).toEqual([0]);
    expect(await rerunsDuring([reader], edit(first))).toEqual([1]);
  });

  test(".first() reads its index only up to the row it returned", async () => {
    const writer = await connect(engine, "erin");
    await writer.mutate("readSets:post", { body: "r150", rank: 1150 });
    const reader = await connect(engine, null);
    await reader.subscribe("readSets:firstFrom", { from: 1100 });
    const post = (rank: number) => () => writer.mutate("readSets:post", { body: "r", rank });
    expect(await rerunsDuring([reader], post(1500))).toEqual([0]);
    expect(await rerunsDuring([reader], post(1120))).toEqual([1]);
    expect(await rerunsDuring([reader], post(1050))).toEqual([0]);
  });

  test("a full-table read re-runs on any write to its table, and only its table", async () => {
    const writer = await connect(engine, "finn");
    const reader = await connect(engine, null);
    await reader.subscribe("notes:count", {});
    expect(
      await rerunsDuring([reader], () => writer.mutate("readSets:post", { body: "m" })),
    ).toEqual([0]);
    expect(await rerunsDuring([reader], () => writer.mutate("notes:add", { text: "n" }))).toEqual([
      1,
    ]);
  });
});
