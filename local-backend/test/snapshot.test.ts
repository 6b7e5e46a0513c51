import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { GenericMutationCtx } from "convex/server";
import type { Engine } from "../engine.ts";
import { Persistence } from "../persistence.ts";
import { loadFixtureEngine } from "./inProcess.ts";

type Ctx = GenericMutationCtx<never>;
type Row = { body: string; rank: number };

let dataDir: string;
const dirs: string[] = [];
async function freshDataDir() {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "local-backend-snapshot-"));
  dirs.push(dataDir);
}
beforeAll(freshDataDir);
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Values JSON cannot hold as they are, and text that looks like their encoding. */
const rows: Row[] = [
  { body: "minus zero", rank: -0 },
  { body: "infinite", rank: Infinity },
  { body: '{"$integer":"AQAAAAAAAAA="}', rank: 1 },
  { body: "$5 off", rank: 2 },
];

async function read(engine: Engine): Promise<Row[]> {
  return await engine.run(async (ctx: Ctx) => {
    const docs = (await ctx.db.query("messages" as never).collect()) as unknown as Row[];
    return docs.map(({ body, rank }) => ({ body, rank }));
  });
}

async function restored(): Promise<Engine> {
  const engine = await loadFixtureEngine();
  const persistence = new Persistence(dataDir, engine);
  await persistence.load();
  await persistence.idle();
  await persistence.close();
  return engine;
}

describe("the snapshot and the log keep every value as it was", () => {
  test("special floats and $-looking text survive the log, then a compaction", async () => {
    const engine = await loadFixtureEngine();
    const persistence = new Persistence(dataDir, engine);
    await persistence.load();
    for (const row of rows) {
      await engine.run(async (ctx: Ctx) => await ctx.db.insert("messages" as never, row as never));
    }
    // From the log alone (no compaction has run: the log is small).
    const fromLog = await read(await restored());
    expect(fromLog).toEqual(rows);
    expect(Object.is(fromLog[0].rank, -0)).toBe(true);

    await persistence.compactNow();
    await persistence.close();
    const fromSnapshot = await read(await restored());
    expect(fromSnapshot).toEqual(rows);
    expect(Object.is(fromSnapshot[0].rank, -0)).toBe(true);
  });

  test("the log generations of many restarts (a watch session) are folded into the snapshot", async () => {
    await freshDataDir();
    const logs = async () => (await readdir(dataDir)).filter((name) => name.startsWith("wal-"));
    for (let start = 0; start < 10; start++) {
      if (start === 9) expect(await logs()).toHaveLength(9);
      const engine = await loadFixtureEngine();
      const persistence = new Persistence(dataDir, engine);
      await persistence.load();
      await engine.run(
        async (ctx: Ctx) =>
          await ctx.db.insert(
            "messages" as never,
            { body: `start ${start}`, rank: start } as never,
          ),
      );
      // Only the last start has more than 8 generations to replay: it compacts them.
      await persistence.idle();
      await persistence.close();
    }
    expect(await logs()).toHaveLength(1);
    expect((await read(await restored())).map((row) => row.body)).toContain("start 9");
  });
});
