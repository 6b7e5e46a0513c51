import { existsSync, readdirSync, readFileSync, type Dirent } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Violation } from "./types.ts";

/**
 * Which files in convex/ the Convex CLI pushes as function modules, and in which runtime each one
 * runs. A copy of `entryPoints` and `determineEnvironment` in convex 1.48.0's
 * node_modules/convex/src/bundler/index.ts (the CLI's bundler cannot be imported: its modules
 * require @sentry/node, which only the CLI's own single-file build carries). What it skips:
 *
 *   if (!ENTRY_POINT_EXTENSIONS.some((ext) => relPath.endsWith(ext)))   // not .js .mjs .cjs
 *                                                 //  .ts .tsx .mts .cts .jsx: "non-JS file"
 *   else if (relPath.startsWith("_generated" + path.sep))   // only _generated, not every _dir
 *   else if (base.startsWith("."))                           // dotfiles (dot *directories* are walked)
 *   else if (base.startsWith("#"))                           // "likely emacs tempfile"
 *   else if (base === "schema.ts" || base === "schema.js")  // bundled on its own (bundleSchema)
 *   else if ((base.match(/\./g) || []).length > 1)          // "auth.config.ts", "*.test.ts",
 *                                                           //  "*.fixtures.ts": more than one dot
 *   else if (relPath.includes(" "))                         // any space in the relative path
 *
 * and directories holding a convex.config.ts (components) are not walked at all. A .ts/.tsx file
 * with no line starting with `import` or `export` is skipped too. Three layouts make the CLI stop:
 * a file under _deps/, "use node" in http/crons/schema/auth.config, and a file under actions/
 * without "use node".
 */

export type Entries = {
  /** Function modules for Convex's default runtime, absolute paths, in the CLI's order. */
  isolate: string[];
  /** Function modules with the "use node" directive. */
  node: string[];
  /** Bundled by the CLI for the default runtime on their own: schema.ts and auth.config.ts. */
  configModules: string[];
  violations: Violation[];
};

const ENTRY_POINT_EXTENSIONS = [".js", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".jsx"];
const MUST_BE_ISOLATE = ["http", "crons", "schema", "auth.config"];

/** The CLI's `consistentPathSort`: by UTF-16 code units, then by length. */
function byName(a: Dirent, b: Dirent): number {
  for (let i = 0; i < Math.min(a.name.length, b.name.length); i++) {
    if (a.name.charCodeAt(i) !== b.name.charCodeAt(i)) {
      return a.name.charCodeAt(i) - b.name.charCodeAt(i);
    }
  }
  return a.name.length - b.name.length;
}

function* walkFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort(byName)) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (existsSync(path.join(full, "convex.config.ts"))) continue;
      yield* walkFiles(full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

function isCandidate(relPath: string): boolean {
  const base = path.basename(relPath);
  return (
    ENTRY_POINT_EXTENSIONS.some((ext) => relPath.endsWith(ext)) &&
    !relPath.startsWith("_generated" + path.sep) &&
    !base.startsWith(".") &&
    !base.startsWith("#") &&
    base !== "schema.ts" &&
    base !== "schema.js" &&
    (base.match(/\./g) ?? []).length <= 1 &&
    !relPath.includes(" ")
  );
}

function looksLikeModule(file: string): boolean {
  if (!file.endsWith(".ts") && !file.endsWith(".tsx")) return true;
  return /^\s{0,100}(import|export)/m.test(readFileSync(file, "utf8"));
}

/**
 * True when the file's directive prologue holds "use node". The CLI reads the prologue with
 * @babel/parser; TypeScript's parser gives the same answer (the prologue is the string-literal
 * statements before any other statement), and we already depend on it.
 */
export function hasUseNodeDirective(file: string): boolean {
  const source = readFileSync(file, "utf8");
  if (!source.includes("use node")) return false;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  for (const statement of parsed.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === "use node") return true;
  }
  return false;
}

function layoutViolation(module: string, message: string): Violation {
  return { rule: "layout", module, chain: [module], message };
}

export function findEntryPoints(convexDir: string): Entries {
  const shown = (file: string) =>
    path.join(path.basename(convexDir), path.relative(convexDir, file));
  const entries: Entries = { isolate: [], node: [], configModules: [], violations: [] };
  for (const file of walkFiles(convexDir)) {
    const relPath = path.relative(convexDir, file);
    if (relPath.startsWith("_deps" + path.sep)) {
      entries.violations.push(
        layoutViolation(shown(file), "_deps/ is reserved by Convex for bundled dependencies."),
      );
      continue;
    }
    if (!isCandidate(relPath) || !looksLikeModule(file)) continue;
    const useNode = hasUseNodeDirective(file);
    if (useNode && MUST_BE_ISOLATE.includes(relPath.replace(/\.[^/.]+$/, ""))) {
      entries.violations.push(
        layoutViolation(shown(file), `"use node" is not allowed in ${relPath}.`),
      );
    } else if (!useNode && relPath.startsWith("actions" + path.sep)) {
      entries.violations.push(
        layoutViolation(shown(file), `files under actions/ must start with "use node".`),
      );
    }
    (useNode ? entries.node : entries.isolate).push(file);
  }
  for (const name of ["schema.ts", "schema.js", "auth.config.ts", "auth.config.js"]) {
    const file = path.join(convexDir, name);
    if (existsSync(file)) entries.configModules.push(file);
  }
  return entries;
}
