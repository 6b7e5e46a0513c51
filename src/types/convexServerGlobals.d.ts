/*
 * The app imports `convex/_generated/api` for typed function references, which brings the
 * convex/ modules into this program's type check. Those modules read `process.env`, which the
 * Convex runtime provides; this declares just that, not Node's globals, for the browser program.
 */
declare const process: { readonly env: Record<string, string | undefined> };
