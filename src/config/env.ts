/**
 * The only place the browser app reads its environment. Vite inlines
 * `import.meta.env.VITE_*` at build time, so a missing value is a build or
 * setup mistake: we report it on screen instead of failing with a blank page.
 * (Checked by hand: one string does not justify a validation library in the start-up bundle.)
 */
export type ClientEnv = { VITE_CONVEX_URL: string };

export type ClientEnvResult = { ok: true; env: ClientEnv } | { ok: false; problems: string[] };

function convexUrlProblem(raw: unknown): string | null {
  if (typeof raw !== "string") return "VITE_CONVEX_URL is not set.";
  const value = raw.trim();
  if (value.length === 0) return "VITE_CONVEX_URL is empty.";
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
    return "VITE_CONVEX_URL must be a full http:// or https:// address.";
  }
  // The .convex.site host serves HTTP actions, not the client API: an easy mix-up.
  if (url.hostname.endsWith(".convex.site")) {
    return "VITE_CONVEX_URL points at a .convex.site address; use the deployment's .convex.cloud URL.";
  }
  return null;
}

export function readClientEnv(source: Record<string, unknown>): ClientEnvResult {
  const problem = convexUrlProblem(source.VITE_CONVEX_URL);
  if (problem) return { ok: false, problems: [problem] };
  return { ok: true, env: { VITE_CONVEX_URL: (source.VITE_CONVEX_URL as string).trim() } };
}

export const clientEnv: ClientEnvResult = readClientEnv(import.meta.env);
