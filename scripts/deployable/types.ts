/**
 * What the deployability check reports. Paths are shown relative to the folder holding convex/
 * ("convex/notes.ts", "shared/constants.ts", "node_modules/pkg/index.js").
 */
export type Rule =
  /** The CLI would refuse the folder's layout (see entryPoints.ts). */
  | "layout"
  /** esbuild could not bundle the modules, as `npx convex deploy` would not. */
  | "bundle"
  /** A module threw while it was loaded, as Convex loads it when a push analyzes it. */
  | "load"
  /** (a) Default-runtime code imports a Node builtin, itself or through a package. */
  | "node-builtin"
  /** (b) A "use node" module exports a query, mutation or HTTP action. */
  | "use-node-export"
  /** (c) Default-runtime code imports a "use node" module. */
  | "imports-use-node"
  /** (d) A query or mutation can reach fetch, setTimeout or setInterval. */
  | "fetch-or-timer";

export type Violation = {
  rule: Rule;
  /** The module the problem is reported against: the entry point the chain starts from. */
  module: string;
  /** From that module to the offending import or call, first to last. */
  chain: string[];
  message: string;
};

export type Report = {
  modules: { isolate: number; node: number };
  violations: Violation[];
  /** Allowances (allowed.ts) that matched nothing: stale, so they fail the check too. */
  unusedAllowances: { module: string; via: string; call: string }[];
};
