import path from "node:path";

/**
 * The e2e servers' ports: 3310 (backend), 3311 (HTTP actions), 5183 (web app), 3312 (the
 * stand-in website of support/fixtureSite.ts), shifted by
 * LEGENDARY_E2E_PORT_OFFSET so a second run (another checkout, a benchmark) can sit beside the
 * first. Each Playwright worker drives its own stack (backend, HTTP actions, web app, data) so
 * journeys that count or limit things across the whole server never meet: stack N's ports are
 * N × E2E_STACK_STRIDE further on; the stand-in website keeps no state and is shared. The config
 * and every spec read them from here; a literal port in a spec would reach the other run's
 * servers, or none.
 */
export const E2E_BASE_PORTS = { backend: 3310, site: 3311, web: 5183, fixtureSite: 3312 } as const;

export const E2E_STACK_STRIDE = 20;

export type E2ePorts = { backend: number; site: number; web: number; fixtureSite: number };

type Env = Record<string, string | undefined>;

/** The stack this process drives: its Playwright worker's slot (0 outside a worker). */
export function e2eStack(env: Env = process.env): number {
  const slot = Number(env.TEST_PARALLEL_INDEX ?? "0");
  return Number.isInteger(slot) && slot >= 0 ? slot : 0;
}

export function e2ePorts(env: Env = process.env, stack: number = e2eStack(env)): E2ePorts {
  const raw = env.LEGENDARY_E2E_PORT_OFFSET ?? "0";
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 10_000) {
    throw new Error(
      `LEGENDARY_E2E_PORT_OFFSET must be a whole number from 0 to 10000, not "${raw}".`,
    );
  }
  const shift = offset + stack * E2E_STACK_STRIDE;
  return {
    backend: E2E_BASE_PORTS.backend + shift,
    site: E2E_BASE_PORTS.site + shift,
    web: E2E_BASE_PORTS.web + shift,
    fixtureSite: E2E_BASE_PORTS.fixtureSite + offset,
  };
}

/** A stack's data directory, inside the run's (LEGENDARY_E2E_DATA, set by the config). */
export function e2eDataDir(env: Env = process.env, stack: number = e2eStack(env)): string {
  const root = env.LEGENDARY_E2E_DATA;
  if (!root) throw new Error("LEGENDARY_E2E_DATA is not set (playwright.config.ts sets it)");
  return path.join(root, `stack-${stack}`);
}

/**
 * How many workers (and stacks): LEGENDARY_E2E_WORKERS, 2 by default: each drives its own stack,
 * and two keep both cores busy while the other waits on its browser or backend (a full run,
 * measured on this 2-core machine with other work beside it: 10.8 minutes instead of ~25).
 * `1` for a machine with one core.
 */
export function e2eWorkers(env: Env = process.env): number {
  const raw = env.LEGENDARY_E2E_WORKERS ?? "2";
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 4) {
    throw new Error(`LEGENDARY_E2E_WORKERS must be a whole number from 1 to 4, not "${raw}".`);
  }
  return workers;
}
