import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { startHarness, type Harness } from "./harness.ts";

/**
 * The job supervisor end to end, on the app's own convex/ as `npm start` runs it: a paid job
 * (Discovery IQ, 5 credits) is mid-run when the backend is killed with SIGKILL; after a restart
 * the job must end (failed and refunded once, or finished) within its deadline plus one run of
 * the supervisor's cron, and the balance must be exact. OFFLINE_STUDIO_LATENCY_MS makes the
 * built-in studio slow enough to be caught mid-run; JOB_STALE_AFTER_MS makes deadlines short.
 */

const LATENCY_MS = 4_000;
const STALE_AFTER_MS = 6_000;
/** The cron's interval (convex/crons.ts): the sweep runs once a minute. */
const SWEEP_INTERVAL_MS = 60_000;
const DEMO = { email: "demo@legendary.test", password: "legendary-demo" };
const IDEA =
  "We roast coffee in small batches in Leeds. Launching a subscription for remote workers.";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    functionsDir: path.resolve(import.meta.dirname, "../../convex"),
    seedFunction: "system/seed:run",
    env: {
      OFFLINE_STUDIO_LATENCY_MS: String(LATENCY_MS),
      JOB_STALE_AFTER_MS: String(STALE_AFTER_MS),
      // The built-in studio answers, whatever this machine's shell configures.
      OPENROUTER_API_KEY: "",
      OPENAI_API_KEY: "",
      OPENAI_BASE_URL: "",
      AUTH_LOG_LEVEL: "ERROR",
    },
  });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

async function signedIn(): Promise<ConvexHttpClient> {
  const answer = (await h.http().action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", ...DEMO },
  })) as { tokens?: { token: string } | null };
  if (!answer.tokens) throw new Error("the demo account did not sign in");
  const client = h.http();
  client.setAuth(answer.tokens.token);
  return client;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("a job whose backend is killed mid-run", () => {
  test("ends within its deadline plus one sweep after a restart, refunded once", async () => {
    const user = await signedIn();
    const before = (await user.query(api.credits.queries.balance, {})).legendCredits;
    expect(before).toBeGreaterThanOrEqual(5);
    // The rows before the request (the seed's grant can be under a second old on a busy machine).
    const earlier = new Set((await user.query(api.credits.queries.myLedger, {})).map((r) => r.id));
    const jobId: Id<"generationJobs"> = await user.mutation(api.discovery.mutations.request, {
      idea: IDEA,
    });
    const readJob = () => user.query(api.generation.queries.job, { jobId });
    // Mid-run: the researcher has started and the studio is taking its time.
    await until(readJob, (job) => job.status === "running", 30_000);
    expect((await user.query(api.credits.queries.balance, {})).legendCredits).toBe(before - 5);

    const pid = h.backend.pid();
    if (pid === null) throw new Error("no backend process");
    process.kill(pid, "SIGKILL");
    const killedAt = Date.now();
    await h.backend.restart();

    const settled = await until(
      readJob,
      (job) => job.status === "failed" || job.status === "succeeded",
      STALE_AFTER_MS + SWEEP_INTERVAL_MS + 30_000,
    );
    // The deadline, one sweep, and the restart itself (a second start of the whole app).
    expect(Date.now() - killedAt).toBeLessThan(STALE_AFTER_MS + SWEEP_INTERVAL_MS + 20_000);
    const ledger = await user.query(api.credits.queries.myLedger, {});
    const rows = ledger.filter((row) => !earlier.has(row.id));
    const since = rows.map((row) => [row.reason, row.delta]).sort();
    // Named in a failure: which job each row belongs to, and when.
    const seen = JSON.stringify(rows);
    const after = (await user.query(api.credits.queries.balance, {})).legendCredits;
    if (settled.status === "succeeded") {
      // A loaded machine let it finish before the kill: paid once, nothing refunded.
      expect(since, seen).toEqual([["spend", -5]]);
      expect(after).toBe(before - 5);
      return;
    }
    expect(settled).toMatchObject({ status: "failed", errorCode: "TIMED_OUT" });
    expect(settled.errorMessage).toMatch(/Legend Credits were returned/);
    // Exact: the spend and one refund, nothing else, and the balance as it was.
    expect(since, seen).toEqual([
      ["refund", 5],
      ["spend", -5],
    ]);
    expect(after).toBe(before);
    expect(h.output()).toContain("Timed out 1 job(s) past their deadline (discovery)");
  }, 180_000);
});
