import type { Message, Metafile } from "esbuild";
import path from "node:path";
import { importChains, isProjectFile, packageOf } from "./graph.ts";
import type { LoadedModule } from "./load.ts";
import type { Violation } from "./types.ts";

/**
 * Rules read from the default-runtime bundle's import graph and from what the modules export:
 * (a) Node builtins, (b) queries, mutations and HTTP actions in "use node" modules, (c) default
 * runtime importing a "use node" module; and modules that do not bundle or do not load. A "use node" module pulled into the default runtime is reported once, by
 * (c); what it imports is not reported again by (a).
 */

/**
 * Chains start from a module that registers functions when one reaches the file (that is the
 * import a developer wrote on purpose); any entry point otherwise. Every file in convex/ is an
 * entry point, so without the preference each chain would start at the offending file itself.
 */
export type ChainStarts = { withFunctions: string[]; all: string[] };

function preferredChains(metafile: Metafile, starts: ChainStarts, stopAt: ReadonlySet<string>) {
  const preferred = importChains(metafile, starts.withFunctions, stopAt);
  const any = importChains(metafile, starts.all, stopAt);
  return {
    reached: (file: string) => any.reached(file),
    chainTo: (file: string) =>
      preferred.reached(file) ? preferred.chainTo(file) : any.chainTo(file),
  };
}

const USE_NODE_HELP =
  'Keep Node APIs in a "use node" file that exports only actions, and call those with ctx.runAction.';

/** (a) Every builtin import esbuild could not resolve for the browser platform (bundle.ts). */
export function nodeBuiltinViolations(
  metafile: Metafile,
  unresolvedBuiltins: ReadonlySet<string>,
  starts: ChainStarts,
  useNodeFiles: ReadonlySet<string>,
): Violation[] {
  const chains = preferredChains(metafile, starts, useNodeFiles);
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    if (useNodeFiles.has(importer) || !chains.reached(importer)) continue;
    for (const { path: builtin } of input.imports) {
      if (!unresolvedBuiltins.has(`${importer}\0${builtin}`)) continue;
      const pkg = isProjectFile(importer) ? null : packageOf(importer);
      const key = `${pkg ?? importer} ${builtin}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const chain = [...chains.chainTo(importer), builtin];
      const through = chain.length > 2 && !pkg ? ` (through ${importer})` : "";
      const why = pkg
        ? `imports the package "${pkg}", which needs the Node builtin "${builtin}" even when resolved for Convex ("convex", "module" and browser conditions)`
        : `imports the Node builtin "${builtin}"${through}`;
      violations.push({
        rule: "node-builtin",
        module: chain[0],
        chain,
        message: `${chain[0]} runs in Convex's default runtime but ${why}. ${USE_NODE_HELP}`,
      });
    }
  }
  return violations;
}

/** (c) A "use node" file in the default-runtime bundle was imported by default-runtime code. */
export function importsUseNodeViolations(
  metafile: Metafile,
  starts: ChainStarts,
  useNodeFiles: ReadonlySet<string>,
): Violation[] {
  const chains = preferredChains(metafile, starts, useNodeFiles);
  return Object.keys(metafile.inputs)
    .filter((file) => useNodeFiles.has(file) && chains.reached(file))
    .map((file) => {
      const chain = chains.chainTo(file);
      return {
        rule: "imports-use-node",
        module: chain[0],
        chain,
        message:
          `${chain[0]} runs in Convex's default runtime but imports the "use node" module ${file} ` +
          `(from ${chain[chain.length - 2]}). Call its actions with ctx.runAction; move anything ` +
          `else it exports (helpers, validators, types) to a file without "use node".`,
      };
    });
}

/** (b) Convex runs only actions in the Node runtime; a push fails on any other function there. */
export function useNodeExportViolations(loaded: Map<string, LoadedModule>): Violation[] {
  return [...loaded].flatMap(([module, result]) =>
    "error" in result
      ? []
      : Object.entries(result.exports)
          .filter(([, kind]) => kind === "query" || kind === "mutation" || kind === "httpAction")
          .map(([name, kind]) => ({
            rule: "use-node-export" as const,
            module,
            chain: [module, `${module} export ${name} (${kind})`],
            message: `${module} starts with "use node" but exports the ${kind} "${name}"; only actions run in the Node runtime. Define it in a file without "use node".`,
          })),
  );
}

/** A module that throws while loading fails the push, which loads every module to analyze it. */
export function loadViolations(loaded: Map<string, LoadedModule>): Violation[] {
  return [...loaded].flatMap(([module, result]) =>
    "error" in result
      ? [
          {
            rule: "load" as const,
            module,
            chain: [module],
            message: `${module} throws when it is loaded (as a push loads it): ${result.error.split("\n")[0]}`,
          },
        ]
      : [],
  );
}

/** esbuild's own errors: a syntax error, an import that does not resolve, ... */
export function bundleErrorViolations(errors: Message[], root: string): Violation[] {
  return errors.map((error) => {
    const where = error.location
      ? `${path.relative(root, path.resolve(root, error.location.file))}:${error.location.line}`
      : "convex/";
    const notes = error.notes.map((note) => `\n  ${note.text}`).join("");
    return {
      rule: "bundle",
      module: where.replace(/:\d+$/, ""),
      chain: [where],
      message: `esbuild: ${error.text}${notes}`,
    };
  });
}
