/**
 * The local backend at 1k, 10k and 50k ideas across 20 users (issue 21): the 'My ideas' first
 * page, how many subscriptions an unrelated write re-runs, and the writer's mutation round trip
 * with 20 (and 50, with generation jobs running) signed-in WebSocket clients subscribed to their
 * own 'My ideas'. The engine, its cloud and site servers and the clients share this process, so
 * ideas are seeded straight into the engine; tokens are real (signed here, verified by the
 * backend against the JWKS its site serves), so verification failures under load are counted.
 * `npm run bench -- local-backend`, or `node --import tsx bench/localBackend.ts`.
 */
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import type http from "node:http";
import net from "node:net";
import { pathToFileURL } from "node:url";
import { SignJWT } from "jose";
import WebSocket from "ws";
import { ConvexClient } from "convex/browser";
import type { UserIdentity } from "convex/server";
import type { Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import { insertIdeas } from "../convex/ideas/model";
import { TokenVerifier } from "../local-backend/auth.ts";
import { Engine, type QueryOutcome } from "../local-backend/engine.ts";
import { MutationLog } from "../local-backend/mutationLog.ts";
import { createCloudServer, createSiteServer, listen } from "../local-backend/server.ts";
import { completion } from "../tests/contracts/fakes/chatCompletions.ts";
import { startFake } from "../tests/contracts/fakes/server.ts";
import { BENCH_IDEA as draft, insertBenchOwner } from "./benchOwner";
import { median } from "./engineSetup";

export const SIZES = [1_000, 10_000, 50_000];
const USERS = 20;
const CROWD = 50;
const WRITES = 20;
const FIRST_PAGE = { paginationOpts: { numItems: 20, cursor: null } };
const MY_IDEAS = "ideas/queries:myIdeas";
export const TARGETS = { firstPageRatio: 2, p95At10k: 50, p95At50k: 100, p95Crowd: 200 };

type User = {
  userId: Id<"users">;
  briefId: Id<"briefs">;
  jobId: Id<"generationJobs">;
  identity: UserIdentity;
  token: string;
};

export type SizeRow = {
  ideas: number;
  firstPageMs: number;
  /** Other users' 'My ideas' re-runs per write, out of USERS - 1. */
  othersRerunPerWrite: number;
  writerP50: number;
  writerP95: number;
};
export type LocalBackendReport = {
  rows: SizeRow[];
  crowd: { ideas: number; clients: number; jobs: number; p50: number; p95: number };
  tokenFailures: number;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function startBackend() {
  const [port, sitePort] = [await freePort(), await freePort()];
  const cloudUrl = `http://127.0.0.1:${port}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const fake = await startFake(async () => {
    await sleep(400);
    return completion(JSON.stringify({ ideas: [draft, draft, draft] }));
  });
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  Object.assign(process.env, {
    CONVEX_CLOUD_URL: cloudUrl,
    CONVEX_SITE_URL: siteUrl,
    SITE_URL: "http://localhost:5173",
    JWT_PRIVATE_KEY: privateKey
      .export({ type: "pkcs8", format: "pem" })
      .toString()
      .trimEnd()
      .replace(/\n/g, " "),
    JWKS: JSON.stringify({
      keys: [{ use: "sig", alg: "RS256", ...publicKey.export({ format: "jwk" }) }],
    }),
    MAIL_OUTBOX: "local",
    AUTH_LOG_LEVEL: "ERROR",
    ADMIN_EMAILS: "user0@legendary.test",
    OPENAI_API_KEY: "bench",
    OPENAI_BASE_URL: fake.url,
  });
  const engine = await Engine.load({ functionsDir: "convex", cloudUrl, siteUrl, log: () => {} });
  const verifier = await TokenVerifier.load("convex");
  let tokenFailures = 0;
  const verify = verifier.verify.bind(verifier);
  verifier.verify = async (token) => {
    const verified = await verify(token);
    if ("error" in verified) tokenFailures += 1;
    return verified;
  };
  const ctx = { engine, verifier, mutationLog: new MutationLog(), log: () => {} };
  const servers = [createCloudServer(ctx), createSiteServer(ctx, siteUrl)];
  await listen(servers[0], port, "bench backend");
  await listen(servers[1], sitePort, "bench site");
  await engine.runInternal("mutation", "system/seed:run", {});
  return {
    engine,
    cloudUrl,
    siteUrl,
    privateKey,
    tokenFailures: () => tokenFailures,
    close: async () => {
      await Promise.all(servers.map(closeServer));
      await fake.close();
    },
  };
}

function closeServer(server: http.Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function makeUsers(
  engine: Engine,
  count: number,
  siteUrl: string,
  key: KeyObject,
): Promise<User[]> {
  const made = await engine.run(async (ctx: MutationCtx) => {
    const legend = await ctx.db.query("creativeLegends").first();
    if (legend === null) throw new Error("no legends seeded");
    const rows = [];
    for (let i = 0; i < count; i++) {
      const { userId, briefId, jobId } = await insertBenchOwner(
        ctx,
        {
          email: `user${i}@legendary.test`,
          fullName: `User ${i}`,
          isAdmin: i === 0,
          legendCredits: 1000,
        },
        legend,
      );
      rows.push({ userId, briefId, jobId });
    }
    return { rows, legend: { id: legend._id, name: legend.name, slug: legend.slug } };
  });
  legendOf = made.legend;
  return await Promise.all(
    made.rows.map(async (row) => {
      const subject = `${row.userId}|bench`;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "RS256" })
        .setSubject(subject)
        .setIssuer(siteUrl)
        .setAudience("convex")
        .setIssuedAt()
        .setExpirationTime("2h")
        .sign(key);
      const identity = { subject, issuer: siteUrl, tokenIdentifier: `${siteUrl}|${subject}` };
      return { ...row, identity, token };
    }),
  );
}

let legendOf: { id: Id<"creativeLegends">; name: string; slug: string } | null = null;

/** Adds ideas round-robin across `users` in big transactions, through the app's own insert. */
async function seedIdeas(engine: Engine, users: User[], count: number) {
  const legend = legendOf!;
  const perBatch = 2_000;
  for (let done = 0; done < count; done += perBatch) {
    const size = Math.min(perBatch, count - done);
    await engine.run(async (ctx: MutationCtx) => {
      for (const [i, user] of users.entries()) {
        const mine = Math.floor(size / users.length) + (i < size % users.length ? 1 : 0);
        const origin = {
          briefId: user.briefId,
          ownerId: user.userId,
          legendId: legend.id,
          legendName: legend.name,
          legendSlug: legend.slug,
          jobId: user.jobId,
        };
        await insertIdeas(
          ctx,
          origin,
          Array.from({ length: mine }, () => draft),
          undefined,
        );
      }
    });
  }
}

async function firstPageMs(engine: Engine, user: User): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const outcome = await engine.query(MY_IDEAS, FIRST_PAGE, user.identity);
    times.push(performance.now() - started);
    if (!outcome.success) throw new Error(outcome.errorMessage);
  }
  return median(times.slice(1));
}

/** Counts 'My ideas' runs per subject (every subscription re-run goes through engine.query). */
function countQueries(engine: Engine) {
  const runs = new Map<string, number>();
  const query = engine.query.bind(engine);
  engine.query = async (...args): Promise<QueryOutcome> => {
    if (args[0] === MY_IDEAS) {
      const subject = args[2]?.subject ?? "";
      runs.set(subject, (runs.get(subject) ?? 0) + 1);
    }
    return await query(...args);
  };
  return {
    othersThan: (subject: string) =>
      [...runs].reduce((sum, [who, n]) => (who === subject ? sum : sum + n), 0),
  };
}

async function subscribe(cloudUrl: string, users: User[]) {
  return await Promise.all(
    users.map(async (user) => {
      const client = new ConvexClient(cloudUrl, {
        webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
        unsavedChangesWarning: false,
      });
      client.setAuth(async () => user.token);
      await new Promise<void>((resolve, reject) => {
        const stop = client.onUpdate(
          MY_IDEAS as never,
          FIRST_PAGE as never,
          () => resolve(),
          (error) => reject(error),
        );
        void stop;
      });
      return client;
    }),
  );
}

/** The writer's own newest idea, favourited and unfavourited: a write inside their page. */
async function writerRoundTrips(
  client: ConvexClient,
  ideaId: string,
  writes: number,
  afterEach?: () => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const started = performance.now();
    await client.mutation("ideas/mutations:toggleFavorite" as never, { ideaId } as never);
    times.push(performance.now() - started);
    await afterEach?.();
  }
  return times;
}

async function newestIdeaOf(engine: Engine, user: User): Promise<string> {
  const outcome = await engine.query(MY_IDEAS, FIRST_PAGE, user.identity);
  if (!outcome.success) throw new Error(outcome.errorMessage);
  return (outcome.value as { page: { id: string }[] }).page[0].id;
}

export async function measureLocalBackend(
  log: (line: string) => void = () => {},
): Promise<LocalBackendReport> {
  const backend = await startBackend();
  const { engine, cloudUrl } = backend;
  try {
    const crowd = await makeUsers(engine, CROWD, backend.siteUrl, backend.privateKey);
    const users = crowd.slice(0, USERS);
    const counter = countQueries(engine);
    const rows: SizeRow[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedIdeas(engine, users, size - seeded);
      seeded = size;
      log(`  seeded ${size} ideas (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      const firstPage = await firstPageMs(engine, users[1]);
      const clients = await subscribe(cloudUrl, users);
      const writer = users[0];
      const ideaId = await newestIdeaOf(engine, writer);
      await writerRoundTrips(clients[0], ideaId, 2); // warm up
      await sleep(100);
      const before = counter.othersThan(writer.identity.subject);
      // Each write settles (every session's re-runs done) before the next, to count them apart.
      const times = await writerRoundTrips(clients[0], ideaId, WRITES, () => sleep(30));
      const others = counter.othersThan(writer.identity.subject) - before;
      rows.push({
        ideas: size,
        firstPageMs: firstPage,
        othersRerunPerWrite: others / WRITES,
        writerP50: percentile(times, 50),
        writerP95: percentile(times, 95),
      });
      log(`  ${size}: measured`);
      await Promise.all(clients.map((client) => client.close()));
    }
    // Everyone signed in and watching, while generation jobs run and write.
    const clients = await subscribe(cloudUrl, crowd);
    const jobs = 6;
    const running = Promise.all(
      Array.from({ length: jobs }, (_, i) =>
        clients[USERS + i].mutation(
          "ideas/mutations:generate" as never,
          { briefId: crowd[USERS + i].briefId, legendIds: [legendOf!.id] } as never,
        ),
      ),
    );
    const ideaId = await newestIdeaOf(engine, crowd[0]);
    const times = await writerRoundTrips(clients[0], ideaId, 40, () => sleep(10));
    await running;
    await Promise.all(clients.map((client) => client.close()));
    return {
      rows,
      crowd: {
        ideas: seeded,
        clients: CROWD,
        jobs,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      },
      tokenFailures: backend.tokenFailures(),
    };
  } finally {
    await backend.close();
  }
}

export function printLocalBackend(report: LocalBackendReport): boolean {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(
    `  ${"ideas".padStart(6)}  ${"My ideas p.1".padStart(12)}  ${"others re-run/write".padStart(20)}  ${"writer p50".padStart(10)}  ${"writer p95".padStart(10)}`,
  );
  for (const row of report.rows) {
    console.log(
      `  ${String(row.ideas).padStart(6)}  ${ms(row.firstPageMs).padStart(12)}  ${`${row.othersRerunPerWrite.toFixed(1)} of ${USERS - 1}`.padStart(20)}  ${ms(row.writerP50)}  ${ms(row.writerP95)}`,
    );
  }
  const first = report.rows[0];
  const last = report.rows[report.rows.length - 1];
  const at = (n: number) => report.rows.find((row) => row.ideas === n);
  const ratio = last.firstPageMs / first.firstPageMs;
  const checks: [string, boolean][] = [
    [
      `'My ideas' first page at ${last.ideas} vs ${first.ideas}: ${ratio.toFixed(2)}× (target ≤ ${TARGETS.firstPageRatio}×)`,
      ratio <= TARGETS.firstPageRatio,
    ],
    [
      `others' re-runs per unrelated write: ${Math.max(...report.rows.map((r) => r.othersRerunPerWrite)).toFixed(1)} of ${USERS - 1} (target 0)`,
      report.rows.every((row) => row.othersRerunPerWrite === 0),
    ],
    [
      `writer p95 with ${USERS} clients at 10k: ${at(10_000)?.writerP95.toFixed(1)} ms (target ≤ ${TARGETS.p95At10k} ms)`,
      (at(10_000)?.writerP95 ?? Infinity) <= TARGETS.p95At10k,
    ],
    [
      `writer p95 with ${USERS} clients at 50k: ${at(50_000)?.writerP95.toFixed(1)} ms (target ≤ ${TARGETS.p95At50k} ms)`,
      (at(50_000)?.writerP95 ?? Infinity) <= TARGETS.p95At50k,
    ],
    [
      `writer p50/p95 with ${report.crowd.clients} clients and ${report.crowd.jobs} jobs running at ${report.crowd.ideas}: ${report.crowd.p50.toFixed(1)} / ${report.crowd.p95.toFixed(1)} ms (target p95 ≤ ${TARGETS.p95Crowd} ms)`,
      report.crowd.p95 <= TARGETS.p95Crowd,
    ],
    [`token verification failures: ${report.tokenFailures} (target 0)`, report.tokenFailures === 0],
  ];
  console.log("");
  for (const [text, ok] of checks) console.log(`${text} — ${ok ? "within target" : "OVER TARGET"}`);
  return checks.every(([, ok]) => ok);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log("Local backend at 1k/10k/50k ideas across 20 users\n");
  measureLocalBackend((line) => console.log(line))
    .then((report) => process.exit(printLocalBackend(report) ? 0 : 1))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
