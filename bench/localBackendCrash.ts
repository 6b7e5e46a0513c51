/**
 * A kill -9 of the local backend's worker in the middle of a write load: signed-in writers
 * favourite their own ideas over HTTP (each idea once, so each acknowledged write is checkable),
 * the worker is killed mid-stream, restarted, and every acknowledged favourite must be there.
 */
import { createPrivateKey } from "node:crypto";
import { SignJWT } from "jose";
import { ConvexHttpClient } from "convex/browser";
import type { AuthKeys } from "../local-backend/auth.ts";
import { cloudUrl, siteUrl, type BackendConfig } from "../local-backend/config.ts";
import type { LocalBackend } from "../local-backend/supervisor.ts";
import type { Owner } from "./localBackendRestart";

const WRITERS = 4;
/** Acknowledged writes before the kill. */
const KILL_AFTER = 120;

export type CrashReport = {
  acknowledged: number;
  inFlight: number;
  lost: number;
  restartMs: number;
};

/** `npx @convex-dev/auth` keeps the PEM on one line; Node wants its line breaks back. */
function privateKeyOf(keys: AuthKeys) {
  const body = keys.JWT_PRIVATE_KEY.replace("-----BEGIN PRIVATE KEY-----", "")
    .replace("-----END PRIVATE KEY-----", "")
    .trim()
    .split(/\s+/)
    .join("\n");
  return createPrivateKey(`-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----\n`);
}

export async function crashUnderLoad(options: {
  backend: LocalBackend;
  config: BackendConfig;
  keys: AuthKeys;
  owners: Owner[];
  log: (line: string) => void;
}): Promise<CrashReport> {
  const { backend, config, owners } = options;
  const key = privateKeyOf(options.keys);
  const tokenFor = (owner: Owner) =>
    new SignJWT({})
      .setProtectedHeader({ alg: "RS256" })
      .setSubject(`${owner.userId}|bench`)
      .setIssuer(siteUrl(config))
      .setAudience("convex")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
  const acknowledged: { owner: Owner; ideaId: string }[] = [];
  let inFlight = 0;
  let killed = false;
  const writer = async (owner: Owner) => {
    const client = new ConvexHttpClient(cloudUrl(config));
    client.setAuth(await tokenFor(owner));
    for (const ideaId of owner.ideas) {
      if (killed) return;
      inFlight += 1;
      try {
        await client.mutation("ideas/mutations:toggleFavorite" as never, { ideaId } as never);
        acknowledged.push({ owner, ideaId });
      } catch (error) {
        // Refused by the dying worker (or its closed socket): not acknowledged, so not counted.
        if (!killed) throw error;
        return;
      } finally {
        inFlight -= 1;
      }
    }
  };
  const writers = Promise.all(owners.slice(0, WRITERS).map(writer));
  while (acknowledged.length < KILL_AFTER) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (acknowledged.length === 0 && owners[0].ideas.length === 0) throw new Error("no ideas");
  }
  const pid = backend.pid();
  if (pid === null) throw new Error("no worker running");
  killed = true;
  const atKill = { acknowledged: acknowledged.length, inFlight };
  process.kill(pid, "SIGKILL");
  await writers;
  const started = performance.now();
  await backend.restart();
  const restartMs = performance.now() - started;
  options.log(
    `  killed at ${atKill.acknowledged} acknowledged; restarted in ${restartMs.toFixed(0)} ms`,
  );

  // Each acknowledged favourite, read back from the restarted worker as its owner sees it.
  let lost = 0;
  for (const owner of owners.slice(0, WRITERS)) {
    const client = new ConvexHttpClient(cloudUrl(config));
    client.setAuth(await tokenFor(owner));
    const favourites = new Set<string>();
    for (let cursor: string | null = null, done = false; !done;) {
      const page = (await client.query(
        "ideas/queries:myIdeas" as never,
        { paginationOpts: { numItems: 50, cursor }, favoritesOnly: true } as never,
      )) as { page: { id: string }[]; continueCursor: string; isDone: boolean };
      for (const idea of page.page) favourites.add(idea.id);
      [cursor, done] = [page.continueCursor, page.isDone];
    }
    for (const write of acknowledged) {
      if (write.owner === owner && !favourites.has(write.ideaId)) lost += 1;
    }
  }
  return { acknowledged: acknowledged.length, inFlight: atKill.inFlight, lost, restartMs };
}
