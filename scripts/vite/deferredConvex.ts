import path from "node:path";
import type { Plugin } from "vite";

/**
 * The app's own imports of `convex/react` and `@convex-dev/auth/react` resolve to
 * src/lib/deferredConvex (the same hooks, working before Convex's client is loaded), so neither
 * library is part of a first page unless the page needs the server (issue 20). The libraries'
 * own modules and src/lib/deferredConvex itself keep the real packages. Component tests
 * (vitest.config.ts) mock the real packages and do not use this.
 */
export const DEFERRED_MODULES: Record<string, string> = {
  "convex/react": "src/lib/deferredConvex/convexReact.ts",
  "@convex-dev/auth/react": "src/lib/deferredConvex/convexAuthReact.ts",
};

/** Where an import of `source` from `importer` resolves instead, or null to leave it. */
export function deferredTarget(source: string, importer: string | undefined, root: string) {
  const target = DEFERRED_MODULES[source];
  if (!target || !importer) return null;
  const file = path.resolve(importer.split("?")[0]);
  const src = path.join(root, "src") + path.sep;
  const own = path.join(root, "src", "lib", "deferredConvex") + path.sep;
  if (!file.startsWith(src) || file.startsWith(own)) return null;
  return path.join(root, target);
}

export function deferredConvex(root: string): Plugin {
  return {
    name: "legendary:deferred-convex",
    enforce: "pre",
    resolveId(source, importer) {
      return deferredTarget(source, importer, root);
    },
  };
}
