import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/**
 * Issue 20's home-route budget: the JavaScript a visitor downloads before the page is
 * interactive, including whatever loads without any interaction in the first 2 s, gzip level 9.
 * Shared by the size check in `npm test` (tests/e2e/budgets.spec.ts) and `npm run bench`.
 */
export const HOME_JS_BUDGET_KIB = 120;
/**
 * What `npm test` enforces: the budget itself, met since Convex's client and Convex Auth load
 * when the page needs them (src/lib/deferredConvex; 113 KiB from 133). Of what remains, React is
 * ~62 KiB, React Router 13 and the Radix Themes parts ~6.
 */
export const HOME_JS_CEILING_KIB = HOME_JS_BUDGET_KIB;
/**
 * The same for a signed-in user: 160.6 KiB today when the session resumes within the 2 s (the
 * account button without its menu, which loads on hover, focus or engagement; the new browser
 * session's welcome toast, i.e. the toaster; the checkout and sell deck resumes). The menu alone
 * would add ~35. Convex's client and Convex Auth come in a chunk of their own since a visitor's
 * first view does without them (lib/deferredConvex): ~3 KiB more here (a file's gzip overhead,
 * the app's stand-in hooks) for ~21 KiB less in every visitor's first load.
 */
export const HOME_JS_SIGNED_IN_CEILING_KIB = 163;
/** Issue 20: the first view's web fonts, latin subset only (fontsource names files <family>-latin-…). */
export const FIRST_VIEW_FONT_FILES_BUDGET = 2;
/** How long the page is left alone after its load event. */
export const QUIET_MS = 2000;
/** Lighthouse's mobile screen and a common laptop one. */
export const BUDGET_VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1440, height: 900 },
} as const;

export type LoadedFile = { path: string; kind: "js" | "css"; bytes: number; gzipBytes: number };

export type FirstLoad = {
  files: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** The font files fetched (their names), whichever declared them. */
  fontFiles: string[];
};

export const kib = (bytes: number) => bytes / 1024;

const isFont = (url: string) => /\.(woff2?|ttf|otf)$/.test(new URL(url).pathname);

/** A font file outside the latin subset ("latin-ext" is another subset). */
export const isNonLatinFont = (file: string) => !/-latin-(?!ext)/.test(file);

/** At most the budget's number of font files, none of them beyond the latin subset. */
export const fontsWithinBudget = (load: FirstLoad) =>
  load.fontFiles.length <= FIRST_VIEW_FONT_FILES_BUDGET && !load.fontFiles.some(isNonLatinFont);

function kindOf(url: string): LoadedFile["kind"] | null {
  const { pathname } = new URL(url);
  if (pathname.endsWith(".js") || pathname.endsWith(".mjs")) return "js";
  if (pathname.endsWith(".css")) return "css";
  return null;
}

/**
 * Opens `path` in `page` (whose viewport is already set), touches nothing for QUIET_MS after
 * the load event, and returns every script and stylesheet fetched meanwhile, largest first.
 */
export async function recordFirstLoad(page: Page, path: string): Promise<FirstLoad> {
  const pending: Promise<LoadedFile | null>[] = [];
  const fontFiles = new Set<string>();
  const onResponse = (response: Response) => {
    if (isFont(response.url())) fontFiles.add(new URL(response.url()).pathname.split("/").pop()!);
    const kind = kindOf(response.url());
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          kind,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        // A body the browser dropped (navigation away) was not used by this page.
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  try {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForTimeout(QUIET_MS);
  } finally {
    page.off("response", onResponse);
  }
  const byPath = new Map<string, LoadedFile>();
  for (const file of await Promise.all(pending)) if (file) byPath.set(file.path, file);
  const files = [...byPath.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (kind: LoadedFile["kind"]) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    files,
    jsGzipBytes: total("js"),
    cssGzipBytes: total("css"),
    fontFiles: [...fontFiles].sort(),
  };
}

/** One line per file, then the totals: for a test's annotation and the bench's report. */
export function describeFirstLoad(load: FirstLoad, ceilingKiB = HOME_JS_CEILING_KIB): string {
  const width = Math.max(...load.files.map((file) => file.path.length), 4) + 2;
  const rows = load.files.map(
    (file) =>
      `  ${file.kind.padEnd(4)}${file.path.padEnd(width)}${kib(file.gzipBytes).toFixed(1).padStart(8)} KiB`,
  );
  return [
    ...rows,
    `  JS ${kib(load.jsGzipBytes).toFixed(1)} KiB gzip (budget ${HOME_JS_BUDGET_KIB} KiB, enforced ceiling ${ceilingKiB} KiB), CSS ${kib(load.cssGzipBytes).toFixed(1)} KiB gzip`,
    `  fonts: ${load.fontFiles.length} files (budget ${FIRST_VIEW_FONT_FILES_BUDGET}, latin only): ${load.fontFiles.join(", ") || "none"}`,
  ].join("\n");
}
