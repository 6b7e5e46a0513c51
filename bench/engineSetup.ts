/**
 * The app's real convex/ functions in the local backend's engine, in-process, with a fake
 * OpenAI-compatible provider that always answers in PROVIDER_MS: the set-up the generation
 * benchmarks share.
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

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Loads convex/ into a fresh engine (no provider settings: the caller sets the env first). */
export async function loadEngine(): Promise<Engine> {
  return await Engine.load({
    functionsDir: "convex",
    cloudUrl: "http://127.0.0.1:1",
    siteUrl: "http://127.0.0.1:2",
    log: () => {},
  });
}

export async function setUp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "legendary-bench-"));
  const fake = await startFake(async () => {
    await new Promise((resolve) => setTimeout(resolve, PROVIDER_MS));
    // Three routes, as the ideas job asks for (the test generation takes the first).
    return completion(JSON.stringify({ ideas: [idea, idea, idea] }));
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
  const engine = await loadEngine();
  await engine.runInternal("mutation", "system/seed:run", {});
  const identity = await signUpAdmin(engine);
  const legends = await engine.query("legends/queries:list", {}, identity);
  if (!legends.success) throw new Error(legends.errorMessage);
  const legendIds = (legends.value as { id: string }[]).map((legend) => legend.id);
  return {
    engine,
    identity,
    legendIds,
    close: async () => {
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchSetup = Awaited<ReturnType<typeof setUp>>;

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

/**
 * Resolves when every job succeeded, re-checking on each commit that touches the jobs table as
 * a subscribed client would (no polling interval to add to the figures).
 */
export async function waitForJobs(setup: BenchSetup, jobIds: string[]): Promise<void> {
  const { engine, identity } = setup;
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
    const stop = engine.onCommit(({ tables }) => {
      if (tables.has("generationJobs")) void check();
    });
    void check();
  });
}
