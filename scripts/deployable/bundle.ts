import esbuild, { type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

/**
 * Bundles convex/ as `npx convex deploy` does, offline: the options of `innerEsbuild` in convex
 * 1.48.0's node_modules/convex/src/bundler/debugBundle.ts, with the same esbuild version (pinned
 * in package.json to the one convex depends on). The default runtime is one build with
 * platform "browser"; "use node" modules are a second build with platform "node", as the CLI's
 * `configFromProjectConfig` does. Bundles are written to a scratch folder so they can be loaded
 * (load.ts).
 */

/** The convex version whose CLI bundler this copies; a tooling test fails when convex moves. */
export const MIRRORED_CONVEX_VERSION = "1.48.0";

export type Runtime = "isolate" | "node";

export type BundleResult =
  | {
      ok: true;
      metafile: Metafile;
      entryOutputs: Map<string, string>;
      /** "importer\0specifier" for each builtin import esbuild could not resolve (isolate). */
      unresolvedBuiltins: Set<string>;
    }
  | { ok: false; errors: esbuild.Message[] };

/** Same settings as the CLI; the comments say where we differ and why. */
function cliOptions(runtime: Runtime, root: string, convexDir: string, outdir: string) {
  return {
    absWorkingDir: root,
    bundle: true,
    platform: runtime === "node" ? "node" : "browser",
    format: "esm",
    target: "esnext",
    jsx: "automatic",
    outdir,
    outbase: convexDir,
    conditions: ["convex", "module"],
    write: true,
    splitting: true,
    chunkNames: runtime === "node" ? "_deps/node/[hash]" : "_deps/[hash]",
    treeShaking: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    keepNames: true,
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    // Errors come back in the result; printing them here would duplicate the report.
    logLevel: "silent",
    // The CLI's wasm plugin turns a .wasm import into a WebAssembly.Module; for bundling, and
    // for knowing what is imported, loading the bytes is the same.
    loader: { ".wasm": "binary" },
  } satisfies BuildOptions;
}

/** The CLI stubs `server-only` (Next.js) so code that imports it bundles. */
const serverOnlyStub: Plugin = {
  name: "convex-server-only",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, (args) => ({
      path: args.path,
      namespace: "server-only-stub",
    }));
    build.onLoad({ filter: /.*/, namespace: "server-only-stub" }, () => ({ contents: "" }));
  },
};

/** The default runtime has AsyncLocalStorage as a global; the CLI maps async_hooks to it. */
const asyncHooksShim: Plugin = {
  name: "convex-async-hooks-shim",
  setup(build) {
    build.onResolve({ filter: /^(node:)?async_hooks$/ }, (args) => ({
      path: args.path,
      namespace: "async-hooks-shim",
    }));
    build.onLoad({ filter: /.*/, namespace: "async-hooks-shim" }, () => ({
      contents:
        "export const AsyncLocalStorage = globalThis.AsyncLocalStorage;\n" +
        "export const AsyncResource = globalThis.AsyncResource;\n" +
        "export default { AsyncLocalStorage, AsyncResource };",
    }));
  },
};

const builtins = new Set(builtinModules);
const isBuiltinName = (specifier: string) =>
  specifier.startsWith("node:") || builtins.has(specifier) || builtins.has(specifier.split("/")[0]);

/**
 * Where the CLI's build would stop at the first Node builtin ("Could not resolve "node:fs""),
 * this one lets esbuild try first (a package's "browser" field may disable the import, or an
 * npm polyfill such as `buffer` may answer it), and only what esbuild cannot resolve becomes an
 * external import, noted in `found`. The metafile then shows who made each one, so every chain
 * is reported at once (bundleRules.ts). The note matters: the metafile also lists as external
 * the TypeScript imports esbuild dropped unresolved because only types were used from them.
 */
function unresolvedBuiltins(root: string, found: Set<string>): Plugin {
  return {
    name: "deployable-unresolved-builtins",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === "deployable-retry" || !isBuiltinName(args.path)) return undefined;
        const native = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          pluginData: "deployable-retry",
        });
        if (native.errors.length === 0) return native;
        found.add(`${path.relative(root, args.importer).split(path.sep).join("/")}\0${args.path}`);
        return { path: args.path, external: true };
      });
    },
  };
}

/** convex.json's node.externalPackages: packages the CLI leaves out of the Node bundle. */
function nodeExternalPackages(root: string): string[] {
  const file = path.join(root, "convex.json");
  if (!existsSync(file)) return [];
  const config = JSON.parse(readFileSync(file, "utf8")) as { node?: { externalPackages?: [] } };
  return config.node?.externalPackages ?? [];
}

export async function bundleRuntime(
  runtime: Runtime,
  entryPoints: string[],
  { root, convexDir, outdir }: { root: string; convexDir: string; outdir: string },
): Promise<BundleResult> {
  const unresolved = new Set<string>();
  const options = {
    ...cliOptions(runtime, root, convexDir, outdir),
    entryPoints,
    plugins:
      runtime === "isolate"
        ? [asyncHooksShim, serverOnlyStub, unresolvedBuiltins(root, unresolved)]
        : [serverOnlyStub],
    external: runtime === "node" ? nodeExternalPackages(root).flatMap((p) => [p, `${p}/*`]) : [],
    // Convex's Node runtime gives bundled CommonJS code a `require` for builtins; plain Node ESM
    // does not, and load.ts loads these bundles in plain Node.
    banner:
      runtime === "node"
        ? {
            js: 'import { createRequire as __deployableRequire } from "node:module"; const require = __deployableRequire(import.meta.url);',
          }
        : undefined,
  } satisfies BuildOptions;
  try {
    const result = await esbuild.build(options);
    if (result.errors.length > 0) return { ok: false, errors: result.errors };
    const entryOutputs = new Map<string, string>();
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      if (meta.entryPoint) entryOutputs.set(meta.entryPoint, path.resolve(root, output));
    }
    return { ok: true, metafile: result.metafile, entryOutputs, unresolvedBuiltins: unresolved };
  } catch (error) {
    const failure = error as { errors?: esbuild.Message[] };
    if (failure.errors) return { ok: false, errors: failure.errors };
    throw error;
  }
}
