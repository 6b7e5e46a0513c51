import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/**
 * What each bundled module exports, read by loading the bundle (loadExports.js) rather than by
 * reading builder names in the source: Convex itself tells queries, mutations and actions apart
 * by the flags its builders set on the exported value, so every builder (ours in
 * convex/lib/functions.ts, convex-helpers' custom functions, @convex-dev/auth's convexAuth) and
 * every re-export is classified the way a push will classify it. The modules load in a child
 * process so their globals and timers stay out of the checker.
 */

export type ExportKind = "query" | "mutation" | "action" | "httpAction" | "router" | "other";
export type LoadedModule = { exports: Record<string, ExportKind> } | { error: string };

const loader = path.join(path.dirname(fileURLToPath(import.meta.url)), "loadExports.js");
const run = promisify(execFile);

/** @param modules module name (as reported) → bundled output file */
export async function loadExports(
  modules: Map<string, string>,
  scratchDir: string,
): Promise<Map<string, LoadedModule>> {
  const input = path.join(scratchDir, "modules.json");
  const output = path.join(scratchDir, "exports.json");
  writeFileSync(input, JSON.stringify([...modules].map(([module, file]) => ({ module, file }))));
  await run(process.execPath, [loader, input, output], { timeout: 60_000 });
  const loaded = JSON.parse(readFileSync(output, "utf8")) as Record<string, LoadedModule>;
  return new Map(Object.entries(loaded));
}
