/**
 * Issue 14: presence must not cost the people on a brief their live ideas. Ten Node
 * ConvexClients subscribe to one brief's ideas (ideas.queries.byBrief) on the local backend
 * (started as `npm start` starts it, throwaway data, its own ports) and heartbeat presence on it;
 * the bench measures
 *   1. write → received: one legend's ideas are written (the offline studio's generation path,
 *      as the app's Get Creative Ideas) and each client's first update containing them is timed
 *      against the ideas' createdAt (same machine, same clock), several rounds: median and max;
 *   2. ideas updates caused by heartbeats: with nothing else happening, every client heartbeats
 *      every second (sped up from PRESENCE_HEARTBEAT_MS, 10 s) for a while, and every update
 *      the ideas subscriptions receive meanwhile is counted. Goal: 0. A client sees a re-run
 *      only if its result changed, so the count is backed by design (byBrief never reads the
 *      presence table) and by a control: a favourite toggled afterwards must reach all ten.
 * Until brief members land (issue 14, another branch), all ten clients sign in as the seeded
 * demo account, the brief's owner: ten sessions, one person. Not part of `npm test`. Alone:
 * `node --import tsx bench/presence.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import WebSocket from "ws";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import { configFromEnv, cloudUrl } from "../local-backend/config.ts";
import { startLocalBackend } from "../local-backend/supervisor.ts";
import { BRIEF } from "../convex/briefs/briefs.fixtures";
import { DEMO_ACCOUNT } from "../tests/e2e/support/accounts.ts";

const CLIENTS = 10;
const ROUNDS = 5;
/** Sped up from PRESENCE_HEARTBEAT_MS (10 s) so the quiet window sees many heartbeats. */
const HEARTBEAT_MS = 1000;
const QUIET_WINDOW_MS = 10_000;
/** Beside servedApp's ports (3350/3351/5223). */
const PORTS = { backend: 3370, site: 3371 };

type BriefIdeas = FunctionReturnType<typeof api.ideas.queries.byBrief>;

export type PresenceReport = {
  clients: number;
  rounds: { medianMs: number; maxMs: number }[];
  medianMs: number;
  maxMs: number;
  heartbeats: number;
  ideasUpdatesDuringHeartbeats: number;
  /** Clients that saw the control change (a favourite) after the heartbeats: all of them. */
  controlClients: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signInDemo(url: string): Promise<string> {
  const result = (await new ConvexHttpClient(url).action(api.auth.signIn, {
    provider: "password",
    params: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, flow: "signIn" },
  })) as { tokens?: { token: string } | null };
  if (!result.tokens) throw new Error("The demo account could not sign in.");
  return result.tokens.token;
}

async function signedInClient(url: string, token: string): Promise<ConvexClient> {
  const client = new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
  });
  await new Promise<void>((resolve, reject) =>
    client.setAuth(
      async () => token,
      (ok) => (ok ? resolve() : reject(new Error("The client was not authenticated."))),
    ),
  );
  return client;
}

const ideaIds = (value: BriefIdeas) =>
  value.legends.flatMap((group) => group.ideas.map((idea) => idea.id));

export async function measurePresence(): Promise<PresenceReport> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "legendary-bench-presence-"));
  const config = configFromEnv({
    ...process.env,
    LOCAL_BACKEND_DATA_DIR: dataDir,
    LOCAL_BACKEND_PORT: String(PORTS.backend),
    LOCAL_SITE_PORT: String(PORTS.site),
    LOCAL_BACKEND_WATCH: "0",
  });
  let output = "";
  const backend = await startLocalBackend(config, {
    baseEnv: process.env,
    log: (line) => (output += `${line}\n`),
    output: (text) => (output += text),
  });
  const clients: ConvexClient[] = [];
  try {
    await backend.ready;
    const url = cloudUrl(config);
    const token = await signInDemo(url);
    for (let i = 0; i < CLIENTS; i += 1) clients.push(await signedInClient(url, token));
    const owner = clients[0];
    const { briefId } = await owner.mutation(api.briefs.mutations.save, BRIEF);
    const legend = await owner.query(api.legends.queries.bySlug, { slug: "bill-bernbach" });
    if (legend === null) throw new Error("The roster has no Bill Bernbach.");

    // Every client's ideas subscription: its updates, each with the time it arrived.
    const updates: { at: number; value: BriefIdeas }[][] = clients.map(() => []);
    clients.forEach((client, i) =>
      client.onUpdate(api.ideas.queries.byBrief, { briefId }, (value) =>
        updates[i].push({ at: Date.now(), value }),
      ),
    );
    while (updates.some((seen) => seen.length === 0)) await sleep(20);

    // 1. write → received in all clients.
    const rounds: { medianMs: number; maxMs: number }[] = [];
    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = new Set(ideaIds(updates[0][updates[0].length - 1].value));
      await owner.mutation(api.ideas.mutations.generate, { briefId, legendIds: [legend.id] });
      const arrivals: number[] = [];
      for (const seen of updates) {
        for (;;) {
          const hit = seen.find((u) => ideaIds(u.value).some((id) => !before.has(id)));
          if (hit) {
            const group = hit.value.legends.flatMap((g) => g.ideas).find((i) => !before.has(i.id));
            arrivals.push(hit.at - (group?.createdAt ?? hit.at));
            break;
          }
          await sleep(5);
        }
      }
      rounds.push({ medianMs: median(arrivals), maxMs: Math.max(...arrivals) });
      all.push(...arrivals);
      // Let the job finish writing (status, thumbnails state) before the next round.
      await sleep(1500);
    }

    // 2. heartbeats alone: how many ideas updates do they cause?
    await sleep(2000);
    const counts = updates.map((seen) => seen.length);
    let heartbeats = 0;
    const started = Date.now();
    while (Date.now() - started < QUIET_WINDOW_MS) {
      await Promise.all(
        clients.map((client, i) =>
          client.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: `bench-${i}` }),
        ),
      );
      heartbeats += clients.length;
      await sleep(HEARTBEAT_MS);
    }
    await sleep(500);
    const ideasUpdates = updates.reduce((sum, seen, i) => sum + seen.length - counts[i], 0);
    // Control: a real change to the ideas (a favourite) does reach every client, so the count
    // above can see updates when there are any.
    const afterQuiet = updates.map((seen) => seen.length);
    const [firstIdea] = ideaIds(updates[0][updates[0].length - 1].value);
    await owner.mutation(api.ideas.mutations.setFavorite, { ideaId: firstIdea, isFavorite: true });
    await sleep(1000);
    const controlClients = updates.filter((seen, i) => seen.length > afterQuiet[i]).length;
    const people = await owner.query(api.presence.queries.onBrief, { briefId });
    if (people.length !== 1) throw new Error(`Expected one person present, saw ${people.length}.`);

    return {
      clients: CLIENTS,
      rounds,
      medianMs: median(all),
      maxMs: Math.max(...all),
      heartbeats,
      ideasUpdatesDuringHeartbeats: ideasUpdates,
      controlClients,
    };
  } catch (error) {
    process.stderr.write(output);
    throw error;
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchPresence(): Promise<boolean> {
  console.log(
    `\nPresence: ${CLIENTS} clients on one brief (local backend; one account, ${CLIENTS} sessions)\n`,
  );
  const report = await measurePresence();
  report.rounds.forEach((round, i) =>
    console.log(
      `  round ${i + 1}: idea write → received in all ${report.clients} clients: median ${round.medianMs} ms, max ${round.maxMs} ms`,
    ),
  );
  console.log(
    `\nwrite → received (${report.rounds.length} rounds × ${report.clients} clients): median ${report.medianMs} ms, max ${report.maxMs} ms`,
  );
  const ok = report.ideasUpdatesDuringHeartbeats === 0;
  console.log(
    `ideas-query updates caused by ${report.heartbeats} heartbeats (every ${HEARTBEAT_MS / 1000} s, sped up from 10 s): ${report.ideasUpdatesDuringHeartbeats} (goal 0) — ${ok ? "as intended" : "HEARTBEATS RE-RUN IDEAS"}`,
  );
  console.log(
    `  (control: a favourite toggled afterwards reached ${report.controlClients} of ${report.clients} clients' ideas subscriptions)`,
  );
  return ok && report.controlClients === report.clients;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await benchPresence()) ? 0 : 1;
}
