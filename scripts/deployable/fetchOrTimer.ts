import type { Metafile } from "esbuild";
import { importChains, isCodeFile, isProjectFile } from "./graph.ts";
import type { LoadedModule } from "./load.ts";
import { Reachability, type Reached } from "./reach/walk.ts";
import type { Violation } from "./types.ts";

/**
 * Rule (d): a query or mutation must not be able to reach fetch, setTimeout or setInterval;
 * Convex's default runtime offers them to actions only. Per function, not per module: the house
 * layout puts an action and its write-back mutation in one generation.ts, and mutations import
 * settings helpers from files whose other functions call providers. "The module's imports contain
 * a fetch or a timer" failed 11 of convex/'s modules when this was written, none of whose queries
 * or mutations can reach one. What a function can reach is worked out declaration by
 * declaration (reach/walk.ts).
 */

export type Allowance = {
  module: string;
  exports: string[];
  /** The file holding the call that may be reached; any other call still fails. */
  via: string;
  call: string;
  /** Why the reach found by the walk cannot happen when the function runs. */
  because: string;
};

export function fetchOrTimerViolations(
  metafile: Metafile,
  loaded: Map<string, LoadedModule>,
  {
    root,
    useNodeFiles,
    allowed,
  }: {
    root: string;
    useNodeFiles: ReadonlySet<string>;
    allowed: readonly Allowance[];
  },
): { violations: Violation[]; used: Set<Allowance> } {
  const used = new Set<Allowance>();
  const importsOf = new Map<string, Map<string, string>>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    importsOf.set(
      file,
      new Map(
        input.imports.flatMap((i) => (i.original && !i.external ? [[i.original, i.path]] : [])),
      ),
    );
  }
  const graph = new Reachability(
    root,
    (file, specifier) => importsOf.get(file)?.get(specifier) ?? null,
  );
  const isAllowed = (module: string, name: string, reached: Reached) => {
    const allowance = allowed.find(
      (a) =>
        a.module === module &&
        a.exports.includes(name) &&
        a.via === reached.file &&
        a.call === reached.call,
    );
    if (allowance) used.add(allowance);
    return allowance !== undefined;
  };

  const violations: Violation[] = [];
  for (const [module, result] of loaded) {
    if ("error" in result) continue;
    const functions = Object.entries(result.exports).filter(
      ([, kind]) => kind === "query" || kind === "mutation",
    );
    if (functions.length === 0) continue;
    const chains = importChains(metafile, [module], useNodeFiles);
    const loadFiles = Object.keys(metafile.inputs)
      .filter(
        (file) =>
          isProjectFile(file) &&
          isCodeFile(file) &&
          !useNodeFiles.has(file) &&
          chains.reached(file),
      )
      .map((file) => ({ file, importChain: chains.chainTo(file) }));
    const onLoad = graph.fromLoad(loadFiles);
    for (const [name, kind] of functions) {
      const reached = [...graph.fromExport(module, name), ...onLoad].filter(
        (r) => !isAllowed(module, name, r),
      );
      if (reached.length === 0) continue;
      const [first] = reached.sort((a, b) => a.chain.length - b.chain.length);
      const more = reached.length > 1 ? ` (and ${reached.length - 1} more)` : "";
      violations.push({
        rule: "fetch-or-timer",
        module,
        chain: first.chain,
        message:
          `${module} exports the ${kind} "${name}", which can reach ${first.call}() at ` +
          `${first.file}:${first.line}${more}. Queries and mutations cannot use fetch or timers; ` +
          `do that work in an action (scheduled, or called with ctx.runAction).`,
      });
    }
  }
  return { violations, used };
}
