import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MIRRORED_CONVEX_VERSION } from "../../scripts/deployable/bundle.ts";
import { checkDeployable } from "../../scripts/deployable/check.ts";
import { findEntryPoints } from "../../scripts/deployable/entryPoints.ts";
import { formatReport } from "../../scripts/deployable/format.ts";

/**
 * The deployability check (`npm run check:deployable`, scripts/deployable/) on small convex/
 * folders: `clean` passes, each other fixture breaks one rule, and the report names the rule,
 * the module and the chain from it to the offending import or call.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = (name: string) =>
  path.join(root, "tests/tooling/fixtures/deployable", name, "convex");
const json = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as {
    version: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

async function violations(name: string) {
  const report = await checkDeployable(fixture(name));
  return report.violations.map(({ rule, module, chain }) => ({ rule, module, chain }));
}

describe("the deployability check", { timeout: 30_000 }, () => {
  it("passes a folder that deploys, and says how many modules it checked", async () => {
    const report = await checkDeployable(fixture("clean"));
    expect(report.violations).toEqual([]);
    expect(formatReport(report)).toEqual({
      ok: true,
      text: "convex/ is deployable: 3 modules (2 default runtime, 1 node)",
    });
  });

  it("skips the files the Convex CLI does not push (each would fail if it were bundled)", () => {
    const entries = findEntryPoints(fixture("clean"));
    const names = (files: string[]) => files.map((file) => path.relative(fixture("clean"), file));
    // Not: _generated/, notes.test.ts (two dots), .draft.ts, #scratch.ts, "old notes.ts", notes.md.
    expect(names(entries.isolate)).toEqual(["lib/net.ts", "notes.ts"]);
    expect(names(entries.node)).toEqual(["digest.ts"]);
    expect(names(entries.configModules)).toEqual(["schema.ts"]);
  });

  it("(a) refuses a Node builtin imported by default-runtime code", async () => {
    expect(await violations("node-builtin")).toEqual([
      {
        rule: "node-builtin",
        module: "convex/files.ts",
        chain: ["convex/files.ts", "convex/lib/disk.ts", "node:fs"],
      },
    ]);
  });

  it("(a) refuses a package that needs Node builtins under Convex's conditions", async () => {
    const report = await checkDeployable(fixture("node-only-package"));
    expect(report.violations).toEqual([
      expect.objectContaining({
        rule: "node-builtin",
        module: "convex/hash.ts",
        chain: ["convex/hash.ts", "node_modules/fake-node-only/index.js", "node:crypto"],
        message: expect.stringContaining('the package "fake-node-only"'),
      }),
    ]);
  });

  it('(b) refuses a query exported by a "use node" module', async () => {
    expect(await violations("use-node-export")).toEqual([
      {
        rule: "use-node-export",
        module: "convex/reader.ts",
        chain: ["convex/reader.ts", "convex/reader.ts export latest (query)"],
      },
    ]);
  });

  it('(c) refuses default-runtime code importing a "use node" module', async () => {
    expect(await violations("imports-use-node")).toEqual([
      {
        rule: "imports-use-node",
        module: "convex/pages.ts",
        chain: ["convex/pages.ts", "convex/lib/reader.ts"],
      },
    ]);
  });

  it("(d) refuses a query reaching fetch and a mutation reaching a timer, not the action", async () => {
    expect(await violations("fetch-or-timer")).toEqual([
      {
        rule: "fetch-or-timer",
        module: "convex/feeds.ts",
        chain: [
          "convex/feeds.ts:5 latest",
          "convex/lib/feed.ts:3 readFeed",
          "fetch() at convex/lib/feed.ts:4",
        ],
      },
      {
        rule: "fetch-or-timer",
        module: "convex/feeds.ts",
        chain: [
          "convex/feeds.ts:10 touch",
          "convex/lib/pause.ts:1 pause",
          "setTimeout() at convex/lib/pause.ts:2",
        ],
      },
    ]);
  });

  it("(d) lets an allowance excuse one reach, and fails an allowance that excuses nothing", async () => {
    const allowance = {
      module: "convex/feeds.ts",
      exports: ["latest"],
      via: "convex/lib/feed.ts",
      call: "fetch",
      because: "test",
    };
    const stale = { ...allowance, via: "convex/lib/other.ts" };
    const report = await checkDeployable(fixture("fetch-or-timer"), {
      allowed: [allowance, stale],
    });
    expect(report.violations.map((v) => v.chain[0])).toEqual(["convex/feeds.ts:10 touch"]);
    expect(report.unusedAllowances).toEqual([
      { module: "convex/feeds.ts", via: "convex/lib/other.ts", call: "fetch" },
    ]);
  });

  it("refuses what the CLI refuses before bundling, fails to bundle, or fails to load", async () => {
    expect(await violations("layout")).toEqual([
      { rule: "layout", module: "convex/http.ts", chain: ["convex/http.ts"] },
    ]);
    expect(await violations("bundle-error")).toEqual([
      { rule: "bundle", module: "convex/notes.ts", chain: ["convex/notes.ts:2"] },
    ]);
    expect(await violations("load-error")).toEqual([
      { rule: "load", module: "convex/notes.ts", chain: ["convex/notes.ts"] },
    ]);
  });

  it("prints each problem with its chain, and fails", async () => {
    const { ok, text } = formatReport(await checkDeployable(fixture("node-builtin")));
    expect(ok).toBe(false);
    expect(text).toContain("[node-builtin] convex/files.ts runs in Convex's default runtime");
    expect(text).toContain("    convex/files.ts\n  → convex/lib/disk.ts\n  → node:fs");
    expect(text).toMatch(/convex\/ would not deploy: 1 problem\.$/);
  });

  it("bundles with the esbuild the Convex CLI uses, and was written against this CLI", () => {
    const convex = json("node_modules/convex/package.json");
    expect(json("package.json").devDependencies.esbuild).toBe(convex.dependencies.esbuild);
    expect(json("node_modules/esbuild/package.json").version).toBe(convex.dependencies.esbuild);
    // On a convex upgrade: re-read its src/bundler/ (index.ts, debugBundle.ts) against
    // scripts/deployable/entryPoints.ts and bundle.ts, then update MIRRORED_CONVEX_VERSION.
    expect(convex.version).toBe(MIRRORED_CONVEX_VERSION);
  });
});
