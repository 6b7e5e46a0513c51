/**
 * Test-only stand-ins for real websites, so the end-to-end journeys can have the safe fetcher
 * (./fetchSafe.ts) read a page the test serves on this machine, which it otherwise refuses as a
 * private address by design.
 *
 * `LEGENDARY_FIXTURE_SITES="northbound.example=4610,other.example=4611"` makes each named host
 * resolve to 127.0.0.1 on that port (plain http). Only names under the reserved `.example` TLD
 * (RFC 2606) are honoured, so the setting can never shadow a real site, and every other host
 * keeps the full SSRF guard. Never set it on a real deployment; the README says so.
 */

import { fixtureSitesSetting } from "./env";

export type FixtureSites = ReadonlyMap<string, number>;

const ENTRY = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*\.example)=(\d{2,5})$/;

export function parseFixtureSites(raw: string | undefined): FixtureSites {
  const sites = new Map<string, number>();
  for (const entry of (raw ?? "").split(",")) {
    const match = ENTRY.exec(entry.trim().toLowerCase());
    if (!match) continue;
    const port = Number(match[2]);
    if (port >= 1024 && port <= 65535) sites.set(match[1], port);
  }
  return sites;
}

export function fixtureSitesFromEnv(): FixtureSites {
  return parseFixtureSites(fixtureSitesSetting());
}

export const FIXTURE_SITE_ADDRESS = "127.0.0.1";
