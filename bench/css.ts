/**
 * What the home route makes the browser wait for before the first paint: the stylesheets
 * index.html links (a media="print" sheet that swaps itself in on load does not block) plus the
 * CSS of the entry chunk and of the home page's lazy chunk (the router fetches it at start-up).
 * No web font may be among what it waits for or competes with: the first view's fonts are
 * declared after the first paint (src/app/fonts.ts), and how many it downloads is measured in
 * the browser (tests/e2e/support/firstLoad.ts).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";

export const HOME_CSS_BUDGET_KIB = 25;

const HOME_ROUTE_MODULE = "src/app/routes/HomePage.tsx";
const PLACEHOLDER_CONVEX_URL = "https://placeholder-bench-123.convex.cloud";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type CssFile = { file: string; bytes: number; gzipBytes: number };

export type CssReport = {
  stylesheets: CssFile[];
  totalGzipBytes: number;
  budgetKiB: number;
  /** Font files the blocking stylesheets declare or index.html preloads: none is the budget. */
  fontFiles: string[];
  /** @font-face rules with a url() but without font-display: swap. */
  facesWithoutSwap: number;
  /** index.html carries the home page's first screen (prerendered), so it paints without JS. */
  firstScreenInHtml: boolean;
  withinBudget: boolean;
};

const kib = (bytes: number) => bytes / 1024;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no entry for ${key}.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Reads a finished build (dist with .vite/manifest.json) and measures the home route's CSS. */
export async function measureBuiltHomeCss(outDir: string): Promise<CssReport> {
  const html = await readFile(path.join(outDir, "index.html"), "utf8");
  const manifest = JSON.parse(
    await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const files = new Set<string>();
  for (const [, tag] of html.matchAll(/(<link\b[^>]*rel="stylesheet"[^>]*>)/g)) {
    if (/\bmedia="print"/.test(tag)) continue;
    files.add(/href="\/?([^"]+)"/.exec(tag)![1]);
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("Vite's manifest has no entry chunk.");
  for (const key of [...closure(manifest, entryKey), ...closure(manifest, HOME_ROUTE_MODULE)]) {
    for (const css of manifest[key].css ?? []) files.add(css);
  }

  const stylesheets: CssFile[] = [];
  const fontFiles = new Set<string>();
  let facesWithoutSwap = 0;
  for (const file of files) {
    const source = await readFile(path.join(outDir, file));
    stylesheets.push({
      file,
      bytes: source.length,
      gzipBytes: gzipSync(source, { level: 9 }).length,
    });
    for (const [face] of source.toString("utf8").matchAll(/@font-face\s*{[^}]*}/g)) {
      const urls = [...face.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]);
      if (urls.length === 0) continue;
      if (!/font-display\s*:\s*swap/.test(face)) facesWithoutSwap++;
      urls.forEach((url) => fontFiles.add(path.basename(url)));
    }
  }
  for (const [, href] of html.matchAll(
    /<link\b[^>]*rel="preload"[^>]*as="font"[^>]*href="([^"]+)"/g,
  )) {
    fontFiles.add(path.basename(href));
  }
  stylesheets.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = stylesheets.reduce((sum, sheet) => sum + sheet.gzipBytes, 0);
  const fonts = [...fontFiles].sort();
  return {
    stylesheets,
    totalGzipBytes,
    budgetKiB: HOME_CSS_BUDGET_KIB,
    fontFiles: fonts,
    facesWithoutSwap,
    firstScreenInHtml: /<div id="root">[\s\S]*id="home-title"[\s\S]*<\/main>/.test(html),
    withinBudget:
      kib(totalGzipBytes) <= HOME_CSS_BUDGET_KIB && fonts.length === 0 && facesWithoutSwap === 0,
  };
}

/** Builds the app for production into a temporary folder and measures the home route's CSS. */
export async function measureHomeRouteCss(): Promise<CssReport> {
  process.env.VITE_CONVEX_URL ||= PLACEHOLDER_CONVEX_URL;
  const outDir = await mkdtemp(path.join(tmpdir(), "legendary-css-"));
  try {
    await build({
      root: repoRoot,
      mode: "production",
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 4096 },
    });
    return await measureBuiltHomeCss(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
