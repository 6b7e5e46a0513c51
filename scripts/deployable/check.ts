import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleRuntime } from "./bundle.ts";
import {
  bundleErrorViolations,
  importsUseNodeViolations,
  loadViolations,
  nodeBuiltinViolations,
  useNodeExportViolations,
} from "./bundleRules.ts";
import { findEntryPoints, hasUseNodeDirective } from "./entryPoints.ts";
import { fetchOrTimerViolations, type Allowance } from "./fetchOrTimer.ts";
import { isProjectFile } from "./graph.ts";
import { loadExports } from "./load.ts";
import type { Report } from "./types.ts";

/**
 * Would `npx convex deploy` accept this convex/ folder? Finds the entry points as the CLI does,
 * bundles them as the CLI does (one build per runtime), loads the bundles to see what each
 * module exports, and applies the rules in bundleRules.ts and fetchOrTimer.ts. Offline: nothing
 * here talks to a deployment.
 */
export async function checkDeployable(
  convexDir: string,
  { allowed = [] }: { allowed?: readonly Allowance[] } = {},
): Promise<Report> {
  const root = path.dirname(path.resolve(convexDir));
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const entries = findEntryPoints(path.resolve(convexDir));
  const modules = { isolate: entries.isolate.length, node: entries.node.length };
  const unchecked = { unusedAllowances: [] };
  if (entries.violations.length > 0) {
    return { modules, violations: entries.violations, ...unchecked };
  }

  const scratch = mkdtempSync(path.join(os.tmpdir(), "deployable-"));
  try {
    // convex.json's node.externalPackages stay imports in the Node bundle; a deployment installs
    // them beside it, so loading the bundles here resolves them from the project's node_modules.
    const installed = path.join(root, "node_modules");
    if (existsSync(installed)) symlinkSync(installed, path.join(scratch, "node_modules"), "dir");
    const dirs = { root, convexDir: path.resolve(convexDir) };
    const [isolate, node] = await Promise.all([
      bundleRuntime("isolate", [...entries.isolate, ...entries.configModules], {
        ...dirs,
        outdir: path.join(scratch, "isolate"),
      }),
      bundleRuntime("node", entries.node, { ...dirs, outdir: path.join(scratch, "node") }),
    ]);
    const errors = [...(isolate.ok ? [] : isolate.errors), ...(node.ok ? [] : node.errors)];
    if (!isolate.ok || !node.ok) {
      return { modules, violations: bundleErrorViolations(errors, root), ...unchecked };
    }

    const outputsOf = (files: string[], outputs: Map<string, string>) =>
      files.map((file) => [rel(file), outputs.get(rel(file)) ?? ""] as const);
    const loaded = await loadExports(
      new Map([
        ...outputsOf(entries.isolate, isolate.entryOutputs),
        ...outputsOf(entries.node, node.entryOutputs),
      ]),
      scratch,
    );
    const nodeModules = new Set(entries.node.map(rel));
    const loadedIsolate = new Map([...loaded].filter(([module]) => !nodeModules.has(module)));
    const loadedNode = new Map([...loaded].filter(([module]) => nodeModules.has(module)));

    const useNodeFiles = new Set(
      Object.keys(isolate.metafile.inputs).filter(
        (file) => isProjectFile(file) && hasUseNodeDirective(path.resolve(root, file)),
      ),
    );
    const starts = {
      withFunctions: [...loadedIsolate]
        .filter(([, m]) => "exports" in m && Object.values(m.exports).some((k) => k !== "other"))
        .map(([module]) => module),
      all: [...entries.isolate, ...entries.configModules].map(rel),
    };
    const fetchOrTimer = fetchOrTimerViolations(isolate.metafile, loadedIsolate, {
      root,
      useNodeFiles,
      allowed,
    });
    return {
      modules,
      violations: [
        ...loadViolations(loaded),
        ...nodeBuiltinViolations(
          isolate.metafile,
          isolate.unresolvedBuiltins,
          starts,
          useNodeFiles,
        ),
        ...useNodeExportViolations(loadedNode),
        ...importsUseNodeViolations(isolate.metafile, starts, useNodeFiles),
        ...fetchOrTimer.violations,
      ],
      unusedAllowances: allowed
        .filter((allowance) => !fetchOrTimer.used.has(allowance))
        .map(({ module, via, call }) => ({ module, via, call })),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
