/**
 * The e2e servers' ports: 3310 (backend), 3311 (HTTP actions), 5183 (web app), 3312 (the
 * stand-in website of support/fixtureSite.ts), shifted by
 * LEGENDARY_E2E_PORT_OFFSET so a second run (another checkout, a benchmark) can sit beside the
 * first. The config and every spec read them from here; a literal port in a spec would reach
 * the other run's servers, or none.
 */
export const E2E_BASE_PORTS = { backend: 3310, site: 3311, web: 5183, fixtureSite: 3312 } as const;

export type E2ePorts = { backend: number; site: number; web: number; fixtureSite: number };

export function e2ePorts(env: Record<string, string | undefined> = process.env): E2ePorts {
  const raw = env.LEGENDARY_E2E_PORT_OFFSET ?? "0";
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 10_000) {
    throw new Error(
      `LEGENDARY_E2E_PORT_OFFSET must be a whole number from 0 to 10000, not "${raw}".`,
    );
  }
  return {
    backend: E2E_BASE_PORTS.backend + offset,
    site: E2E_BASE_PORTS.site + offset,
    web: E2E_BASE_PORTS.web + offset,
    fixtureSite: E2E_BASE_PORTS.fixtureSite + offset,
  };
}
