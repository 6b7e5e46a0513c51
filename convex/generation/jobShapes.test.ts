import { describe, expect, it } from "vitest";
import { internal } from "../_generated/api";
import { defaultTextSettings } from "../lib/ai/llm";
import { createUser, makeTest, type TestApp } from "../test.setup";
import { ECHO_RESULT } from "./jobs.fixtures";
import { sampleInputs } from "./jobShapes.fixtures";
import { JOB_SHAPES, type JobShapeMap } from "./jobShapes";
import type { NewJob } from "./model";

/**
 * ARCHITECTURE 3: a validator per job kind. The schema holds each kind's row to its own input
 * and result (convex-test validates every write against the schema, as a deployment does), the
 * compiler holds the registry to every kind, and the shapes' modules stay leaves.
 */

const FIELDS = { status: "queued", cost: 0, settings: defaultTextSettings() } as const;

async function allJobs(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("generationJobs").take(10));
}

describe("the generationJobs schema", () => {
  it("stores a row of a kind with that kind's input", async () => {
    const t = makeTest();
    const jobId = await t.run(
      async (ctx) =>
        await ctx.db.insert("generationJobs", {
          ...FIELDS,
          kind: "strategies",
          input: sampleInputs.strategies(),
        }),
    );
    expect((await allJobs(t)).map((job) => job._id)).toEqual([jobId]);
  });

  it("refuses a row whose input is another kind's, or misses a field, and writes nothing", async () => {
    const t = makeTest();
    const ideasWithStrategiesInput = {
      ...FIELDS,
      kind: "ideas" as const,
      input: sampleInputs.strategies(),
    };
    const discoveryWithoutIdea = {
      ...FIELDS,
      kind: "discovery" as const,
      input: { websiteUrl: "x.com" },
    };
    const unknownKind = { ...FIELDS, kind: "echo" as const, input: sampleInputs.strategies() };
    await expect(
      t.run(async (ctx) => {
        // @ts-expect-error an ideas job takes an ideas input
        await ctx.db.insert("generationJobs", ideasWithStrategiesInput);
      }),
    ).rejects.toThrow(/Validator error/);
    await expect(
      t.run(async (ctx) => {
        // @ts-expect-error a discovery input names its idea
        await ctx.db.insert("generationJobs", discoveryWithoutIdea);
      }),
    ).rejects.toThrow(/Validator error/);
    await expect(
      t.run(async (ctx) => {
        // @ts-expect-error kinds are a closed set
        await ctx.db.insert("generationJobs", unknownKind);
      }),
    ).rejects.toThrow(/Validator error/);
    expect(await allJobs(t)).toEqual([]);
  });

  it("refuses a result of another kind on a row, and keeps the row as it was", async () => {
    const t = makeTest();
    const jobId = await t.run(
      async (ctx) =>
        await ctx.db.insert("generationJobs", {
          ...FIELDS,
          kind: "discovery",
          input: sampleInputs.discovery(),
        }),
    );
    await expect(
      // The compiler cannot know the row's kind here: the schema does.
      t.run(async (ctx) => await ctx.db.patch("generationJobs", jobId, { result: ECHO_RESULT })),
    ).rejects.toThrow(/Validator error/);
    const [job] = await allJobs(t);
    expect(job).toMatchObject({ kind: "discovery", status: "queued" });
    expect(job.result).toBeUndefined();
  });
});

describe("a runner's report (generation.jobs.succeed)", () => {
  async function strategiesJob(t: TestApp) {
    const ownerId = await createUser(t);
    return await t.run(
      async (ctx) =>
        await ctx.db.insert("generationJobs", {
          ...FIELDS,
          ownerId,
          status: "running",
          kind: "strategies",
          input: sampleInputs.strategies(),
        }),
    );
  }

  it("stores the job's kind's result", async () => {
    const t = makeTest();
    const jobId = await strategiesJob(t);
    await t.mutation(internal.generation.jobs.succeed, {
      jobId,
      outcome: { kind: "strategies", result: ECHO_RESULT },
    });
    const [job] = await allJobs(t);
    expect(job).toMatchObject({ status: "succeeded", result: ECHO_RESULT });
  });

  it("refuses a result tagged with another kind, or not its tag's shape, and stores nothing", async () => {
    const t = makeTest();
    const jobId = await strategiesJob(t);
    const sessionId = await t.run(
      async (ctx) =>
        await ctx.db.insert("discoverySessions", {
          ownerId: (await ctx.db.get("generationJobs", jobId))!.ownerId!,
          idea: "An idea",
          title: "Research",
          research: {
            summary: "",
            segments: [],
            insights: [],
            language: [],
            channels: [],
            opportunities: [],
            website: null,
          },
          jobId,
          createdAt: 1,
          completedAt: 1,
        }),
    );
    // A discovery result is valid on its own: the job it is reported for is not a discovery job.
    await expect(
      t.mutation(internal.generation.jobs.succeed, {
        jobId,
        outcome: { kind: "discovery", result: { sessionId } },
      }),
    ).rejects.toThrow(/is a strategies job, not discovery/);
    await expect(
      t.mutation(internal.generation.jobs.succeed, {
        jobId,
        // @ts-expect-error a strategies tag carries a strategies result
        outcome: { kind: "strategies", result: { sessionId } },
      }),
    ).rejects.toThrow(/Validator error/);
    const [job] = await allJobs(t);
    expect(job).toMatchObject({ status: "running" });
    expect(job.result).toBeUndefined();
  });
});

describe("the registry, at compile time", () => {
  it("names every kind's input and result: a map missing or misfiling one does not compile", () => {
    // @ts-expect-error every kind must be there, not only ideas
    const partial: JobShapeMap = { ideas: JOB_SHAPES.ideas };
    expect(Object.keys(partial)).toEqual(["ideas"]);
    const misfiled: JobShapeMap = {
      ...JOB_SHAPES,
      // @ts-expect-error the ideas entry must be the ideas kind's
      ideas: JOB_SHAPES.brief,
    };
    expect(misfiled.ideas.kind).toBe("brief");
  });

  it("starts a job only with its kind's input", () => {
    const settings = defaultTextSettings();
    const right: NewJob = { ownerId: undefined, cost: 0, settings, ...sampleJob() };
    // @ts-expect-error a strategies input is not an import's
    const wrong: NewJob = {
      ownerId: undefined,
      cost: 0,
      settings,
      kind: "import",
      input: right.input,
    };
    expect([right.kind, wrong.kind]).toEqual(["strategies", "import"]);
  });
});

function sampleJob() {
  return { kind: "strategies" as const, input: sampleInputs.strategies() };
}

/** Every source file of convex/ and shared/, as text, keyed by its path under the root. */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      ["../**/*.ts", "!../**/*.test.ts", "!../_generated/**", "../../shared/**/*.ts"],
      { query: "?raw", import: "default", eager: true },
    ),
  ).map(([path, text]) => [rootPath(path), text]),
);

/** A path as written here ("./x.ts", "../ideas/x.ts", "../../shared/x.ts") from the root. */
function rootPath(path: string): string {
  return resolve("convex/generation/x.ts", path);
}

/** `specifier` as imported by `file`, from the root. */
function resolve(file: string, specifier: string): string {
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const target = parts.join("/");
  return target.endsWith(".ts") ? target : `${target}.ts`;
}

/** The modules `file` imports at run time (type-only imports vanish when compiled). */
function runtimeImports(file: string): string[] {
  const found: string[] = [];
  const text = sources[file] ?? "";
  for (const match of text.matchAll(/^import\s+(type\s+)?(?:[^"';]*?\s+from\s+)?"([^"]+)";/gms)) {
    const [, typeOnly, specifier] = match;
    if (typeOnly || !specifier.startsWith(".")) continue;
    found.push(resolve(file, specifier));
  }
  return found;
}

function reachableFrom(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = runtimeImports(start);
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...runtimeImports(next));
  }
  return seen;
}

describe("the shapes' modules", () => {
  it("import validators only: no schema, job machinery or registration, and no cycle", () => {
    const registry = "convex/generation/jobShapes.ts";
    const reached = reachableFrom(registry);
    expect([...reached].filter((file) => file.endsWith("/jobShapes.ts")).length).toBe(11);
    for (const file of reached) expect(sources[file], file).toBeTypeOf("string");
    const forbidden = [
      registry,
      "convex/schema.ts",
      "convex/generation/schema.ts",
      "convex/generation/kinds.ts",
      "convex/generation/model.ts",
      "convex/generation/run.ts",
      "convex/generation/jobs.ts",
      "convex/lib/functions.ts",
      "convex/_generated/api.ts",
      "convex/_generated/server.ts",
    ];
    expect([...reached].filter((file) => forbidden.includes(file))).toEqual([]);
  });
});
