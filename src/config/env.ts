import * as z from "zod/mini";

/**
 * The only place the browser app reads its environment. Vite inlines
 * `import.meta.env.VITE_*` at build time, so a missing value is a build or
 * setup mistake: we report it on screen instead of failing with a blank page.
 * (zod/mini keeps this check out of the start-up bundle's weight.)
 */
const convexUrl = z.pipe(
  z
    .string({ error: "VITE_CONVEX_URL is not set." })
    .check(z.trim(), z.minLength(1, { error: "VITE_CONVEX_URL is empty." })),
  z
    .url({
      protocol: /^https?$/,
      error: "VITE_CONVEX_URL must be a full http:// or https:// address.",
    })
    .check(
      // The .convex.site host serves HTTP actions, not the client API: an easy mix-up.
      // (Zod still runs this after a failed URL check, hence the canParse guard.)
      z.refine((url) => !URL.canParse(url) || !new URL(url).hostname.endsWith(".convex.site"), {
        error:
          "VITE_CONVEX_URL points at a .convex.site address; use the deployment's .convex.cloud URL.",
      }),
    ),
);

const clientEnvSchema = z.object({ VITE_CONVEX_URL: convexUrl });

export type ClientEnv = z.infer<typeof clientEnvSchema>;

export type ClientEnvResult = { ok: true; env: ClientEnv } | { ok: false; problems: string[] };

export function readClientEnv(source: Record<string, unknown>): ClientEnvResult {
  const parsed = clientEnvSchema.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
}

export const clientEnv: ClientEnvResult = readClientEnv(import.meta.env);
