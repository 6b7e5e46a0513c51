/**
 * How much JavaScript the home route makes a visitor download before it renders: the entry
 * chunk, its static imports, and the home page's lazy chunk with its static imports (the router
 * fetches the matched lazy route at start-up, so it is on the critical path too). A floor under
 * the figure that counts (bench/firstLoad.ts: everything a browser fetches in the first 2 s),
 * read without a browser.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import { HOME_JS_BUDGET_KIB } from "../tests/e2e/support/firstLoad.ts";

export const HOME_ROUTE_BUDGET_KIB = HOME_JS_BUDGET_KIB;

/**
 * The entry (src/main.tsx) starts the app's module right after the first paint, and the app's
 * router lazily imports the home route at start-up: both are on the critical path.
 */
const BOOT_MODULE = "src/boot.tsx";
/** The module the router's index route lazily imports. */
const HOME_ROUTE_MODULE = "src/app/routes/HomePage.tsx";

/** Only used when the environment has no URL: the build just needs a valid one to inline. */
const PLACEHOLDER_CONVEX_URL = "https://placeholder-bench-123.convex.cloud";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type ChunkSize = { file: string; bytes: number; gzipBytes: number };

export type BundleReport = {
  chunks: ChunkSize[];
  totalGzipBytes: number;
  budgetKiB: number;
  withinBudget: boolean;
};

export const kib = (bytes: number) => bytes / 1024;

/** The manifest keys of `start` and everything it imports statically, depth first. */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`Vite's manifest has no entry for ${start}.`);
  seen.add(start);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function lazilyImports(manifest: Manifest, keys: Set<string>, module: string): boolean {
  return [...keys].some((key) => manifest[key]?.dynamicImports?.includes(module));
}

function homeRouteKeys(manifest: Manifest): Set<string> {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  }
  const keys = staticClosure(manifest, entries[0][0]);
  for (const module of [BOOT_MODULE, HOME_ROUTE_MODULE]) {
    if (!lazilyImports(manifest, keys, module)) {
      throw new Error(
        `Nothing loaded so far lazily imports ${module}; update BOOT_MODULE / HOME_ROUTE_MODULE in bench/bundle.ts.`,
      );
    }
    staticClosure(manifest, module, keys);
  }
  return keys;
}

export async function measureHomeRouteBundle(): Promise<BundleReport> {
  process.env.VITE_CONVEX_URL ||= PLACEHOLDER_CONVEX_URL;
  const outDir = await mkdtemp(path.join(tmpdir(), "legendary-bench-"));
  try {
    await build({
      root: repoRoot,
      mode: "production",
      logLevel: "warn",
      // This report is the size check, so Vite's generic large-chunk warning is only noise here.
      build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 4096 },
    });
    const manifest = JSON.parse(
      await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
    ) as Manifest;

    const chunks: ChunkSize[] = [];
    for (const key of homeRouteKeys(manifest)) {
      const file = manifest[key].file;
      const source = await readFile(path.join(outDir, file));
      chunks.push({ file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
    }
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    return {
      chunks,
      totalGzipBytes,
      budgetKiB: HOME_ROUTE_BUDGET_KIB,
      withinBudget: kib(totalGzipBytes) <= HOME_ROUTE_BUDGET_KIB,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
