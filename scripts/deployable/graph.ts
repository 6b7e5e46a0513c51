import type { Metafile } from "esbuild";

/**
 * The import graph esbuild recorded while bundling (the metafile): which file imports which,
 * as bundled for one runtime. Paths are relative to the folder holding convex/.
 */

/** Our own code (convex/, shared/), as opposed to an installed package. */
export const isProjectFile = (file: string) =>
  !file.split("/").includes("node_modules") && !file.includes(":");

/** JavaScript or TypeScript, as opposed to a JSON, text or .wasm import. */
export const isCodeFile = (file: string) => /\.[cm]?[jt]sx?$/.test(file);

/** "node_modules/@scope/pkg/dist/x.js" → "@scope/pkg". */
export function packageOf(file: string): string | null {
  const parts = file.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return null;
  const name = parts[at + 1] ?? "";
  return name.startsWith("@") ? `${name}/${parts[at + 2]}` : name;
}

/** Imports that esbuild followed (not the externals, not its own `<runtime>` helper). */
export function bundledImports(metafile: Metafile, file: string): string[] {
  return (metafile.inputs[file]?.imports ?? [])
    .filter((i) => !i.external && i.path !== "<runtime>")
    .map((i) => i.path);
}

/**
 * Shortest import chains from the entry points, breadth first: `chainTo(file)` is the entry
 * point that reaches `file` through the fewest imports, then each file on the way, then `file`.
 * Entry points are tried in the order given, so reports are stable. Files in `stopAt` are
 * reached but not followed (a "use node" module is reported itself, not what it imports).
 */
export function importChains(
  metafile: Metafile,
  entries: string[],
  stopAt: ReadonlySet<string> = new Set(),
) {
  const previous = new Map<string, string | null>();
  const queue: string[] = [];
  for (const entry of entries) {
    if (!previous.has(entry)) {
      previous.set(entry, null);
      queue.push(entry);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    if (stopAt.has(queue[i])) continue;
    for (const next of bundledImports(metafile, queue[i])) {
      if (previous.has(next)) continue;
      previous.set(next, queue[i]);
      queue.push(next);
    }
  }
  return {
    reached: (file: string) => previous.has(file),
    chainTo(file: string): string[] {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at != null; at = previous.get(at)) {
        chain.unshift(at);
      }
      return chain;
    },
  };
}
