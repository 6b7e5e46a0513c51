import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** A module map in the shape `convexTest(schema, modules)` takes. */
export type ModuleMap = Record<string, () => Promise<Record<string, unknown>>>;

const SOURCE = /\.(ts|js|mts|mjs)$/;
// Like Convex, a file with more than one dot in its name (tests, test
// fixtures, test setup, declarations, auth.config) is not a functions module.
const NOT_DEPLOYED = /\..*\./;

/** Every deployable module under the functions directory, as absolute paths. */
export async function listModuleFiles(functionsDir: string): Promise<string[]> {
  const entries = await readdir(functionsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !NOT_DEPLOYED.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      const rel = path.relative(functionsDir, file);
      return !rel.split(path.sep).some((part) => part === "node_modules");
    })
    .sort();
}

/**
 * Each module's import is made once and its promise kept: Node caches modules, but under tsx
 * every `import()` still asks the loader thread to resolve the specifier, a round trip that
 * every function call (and every query re-run) paid. The worker restarts when `convex/` changes.
 */
export function buildModuleMap(files: string[]): ModuleMap {
  return Object.fromEntries(
    files.map((file) => {
      let loaded: Promise<Record<string, unknown>> | undefined;
      const load = () =>
        (loaded ??= import(pathToFileURL(file).href) as Promise<Record<string, unknown>>);
      return [file, load];
    }),
  );
}

/**
 * Imports every module, one per turn of the event loop, so the first generation after a start
 * does not compile the studio and its helpers while ideas are streaming to screens.
 */
export async function warmUp(map: ModuleMap): Promise<void> {
  for (const load of Object.values(map)) {
    await new Promise((resolve) => setImmediate(resolve));
    await load().catch(() => {});
  }
}

/** Loads a module by its Convex path ("users/queries"), as the engine does. */
export function moduleLoader(functionsDir: string, map: ModuleMap) {
  const byPath = new Map<string, () => Promise<Record<string, unknown>>>();
  for (const [file, load] of Object.entries(map)) {
    const rel = path.relative(functionsDir, file).split(path.sep).join("/");
    byPath.set(rel.replace(SOURCE, ""), load);
  }
  return async (modulePath: string): Promise<Record<string, unknown> | null> => {
    const load = byPath.get(modulePath.replace(/\.js$/, ""));
    return load ? await load() : null;
  };
}
