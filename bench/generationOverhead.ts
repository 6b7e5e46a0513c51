/**
 * The generation pipeline's own overhead: request mutation → job row → scheduled action →
 * provider call → result row, with a fake OpenAI-compatible provider that always answers in
 * PROVIDER_MS. Runs the app's real convex/ functions in the local backend's engine, in-process.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { UserIdentity } from "convex/server";
import { loadOrCreateKeys } from "../local-backend/auth.ts";
import { Engine } from "../local-backend/engine.ts";
import { startFake } from "../tests/contracts/fakes/server.ts";
import { completion } from "../tests/contracts/fakes/chatCompletions.ts";

export const PROVIDER_MS = 400;
const RUNS = 5;
export const PARALLEL_TARGET = 1.3;

const idea = {
  title: "Bench idea",
  campaignName: "The Morning Record",
  coreIdea: "Proof, not promises.",
  concept: "Every claim comes with its evidence.",
  headline: "Roasted this week. Delivered before you wake.",
  description: "A campaign of checkable claims.",
  tone: "Warm, witty",
  keyVisualElements: ["A dated roast label"],
  executionStrategy: ["Outdoor at commuter stations"],
  selfCritique: "Strong proof; needs a sharper visual.",
  visualPrompt: "A coffee bag with a handwritten roast date at dawn",
  legendThinking: "1. Read the brief. 2. Find the truth. 3. Say it plainly.",
};

const brief = {
  brand: "Northbound Coffee",
  audience: "Commuters",
  message: "Roasted this week",
  tone: "Warm",
};

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function setUp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "legendary-bench-"));
  const fake = await startFake(async () => {
    await new Promise((resolve) => setTimeout(resolve, PROVIDER_MS));
    return completion(JSON.stringify({ ideas: [idea] }));
  });
  const keys = await loadOrCreateKeys(dataDir);
  Object.assign(process.env, {
    CONVEX_CLOUD_URL: "http://127.0.0.1:1",
    CONVEX_SITE_URL: "http://127.0.0.1:2",
    SITE_URL: "http://localhost:5173",
    JWT_PRIVATE_KEY: keys.JWT_PRIVATE_KEY,
    JWKS: keys.JWKS,
    MAIL_OUTBOX: "local",
    AUTH_LOG_LEVEL: "ERROR",
    ADMIN_EMAILS: "bench@legendary.test",
    OPENAI_API_KEY: "bench",
    OPENAI_BASE_URL: fake.url,
  });
  const engine = await Engine.load({
    functionsDir: "convex",
    cloudUrl: "http://127.0.0.1:1",
    siteUrl: "http://127.0.0.1:2",
    log: () => {},
  });
  await engine.runInternal("mutation", "system/seed:run", {});
  const identity = await signUpAdmin(engine);
  const legends = await engine.query("legends/queries:list", {}, identity);
  if (!legends.success) throw new Error(legends.errorMessage);
  const legendId = (legends.value as { id: string }[])[0].id;
  return {
    engine,
    identity,
    legendId,
    close: async () => {
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signUpAdmin(engine: Engine): Promise<UserIdentity> {
  const email = "bench@legendary.test";
  const params = { email, password: "bench-secret", firstName: "Bench", lastName: "Admin" };
  await engine.action(
    "auth:signIn",
    { provider: "password", params: { ...params, flow: "signUp" } },
    null,
  );
  const mail = await engine.runInternal("query", "mail/outbox:recent", {});
  if (!mail.success) throw new Error(mail.errorMessage);
  const code = (mail.value as { code: string }[])[0].code;
  const verified = await engine.action(
    "auth:signIn",
    { provider: "password", params: { email, code, flow: "email-verification" } },
    null,
  );
  if (!verified.success) throw new Error(verified.errorMessage);
  const token = (verified.value as { tokens: { token: string } }).tokens.token;
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as {
    sub: string;
    iss: string;
  };
  return {
    subject: claims.sub,
    issuer: claims.iss,
    tokenIdentifier: `${claims.iss}|${claims.sub}`,
  };
}

/** Requests `count` jobs at once and resolves with the time until every one succeeded. */
async function timeJobs(setup: Awaited<ReturnType<typeof setUp>>, count: number): Promise<number> {
  const { engine, identity, legendId } = setup;
  const started = performance.now();
  const requested = await Promise.all(
    Array.from({ length: count }, () =>
      engine.mutation(
        "generation/testGeneration:request",
        { brief, legendId, withImage: false },
        identity,
      ),
    ),
  );
  const jobIds = requested.map((outcome) => {
    if (!outcome.success) throw new Error(outcome.errorMessage);
    return outcome.value as string;
  });
  const pending = new Set(jobIds);
  await new Promise<void>((resolve, reject) => {
    const check = async () => {
      for (const jobId of [...pending]) {
        const job = await engine.query("generation/queries:job", { jobId }, identity);
        if (!job.success) return reject(new Error(job.errorMessage));
        const status = (job.value as { status: string }).status;
        if (status === "failed") return reject(new Error(`job ${jobId} failed`));
        if (status === "succeeded") pending.delete(jobId);
      }
      if (pending.size === 0) {
        stop();
        resolve();
      }
    };
    // Re-check on every commit that touches the jobs table, as a subscribed client would.
    const stop = engine.onCommit(({ tables }) => {
      if (tables.has("generationJobs")) void check();
    });
    void check();
  });
  return performance.now() - started;
}

export type OverheadReport = {
  providerMs: number;
  oneJobMs: number;
  overheadMs: number;
  threeJobsMs: number;
  ratio: number;
  withinTarget: boolean;
};

export async function measureGenerationOverhead(): Promise<OverheadReport> {
  const setup = await setUp();
  try {
    await timeJobs(setup, 1); // warm up module loading and caches
    const one: number[] = [];
    const three: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      one.push(await timeJobs(setup, 1));
      three.push(await timeJobs(setup, 3));
    }
    const oneJobMs = median(one);
    const threeJobsMs = median(three);
    const ratio = threeJobsMs / oneJobMs;
    return {
      providerMs: PROVIDER_MS,
      oneJobMs,
      overheadMs: oneJobMs - PROVIDER_MS,
      threeJobsMs,
      ratio,
      withinTarget: ratio <= PARALLEL_TARGET,
    };
  } finally {
    await setup.close();
  }
}
