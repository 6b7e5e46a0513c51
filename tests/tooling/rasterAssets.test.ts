import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectedFiles } from "../../scripts/raster-fonts";
import { readRepoFile } from "./support/repo";

/**
 * The server-side renderer's assets (convex/media/raster.ts): the fonts it sets type with are
 * the pinned packages' files, licences beside them, and the wasm package a deployment must
 * install is marked external and pinned, so `npx convex deploy` installs that exact version.
 */

describe("the renderer's assets", () => {
  it("carries the fonts byte for byte from the pinned packages, with their licences", () => {
    for (const [name, text] of expectedFiles()) {
      const current = readFileSync(new URL(`../../convex/media/fonts/${name}`, import.meta.url));
      expect(current.toString("utf8") === text, `${name}: run npm run raster:fonts`).toBe(true);
    }
    expect(readRepoFile("convex/media/fonts/LICENSE-Inter.txt")).toContain("SIL OPEN FONT LICENSE");
    expect(readRepoFile("convex/media/fonts/LICENSE-Fraunces.txt")).toContain(
      "SIL OPEN FONT LICENSE",
    );
  });

  it("marks @resvg/resvg-wasm external for the Node runtime, pinned to an exact version", () => {
    const config = JSON.parse(readRepoFile("convex.json")) as {
      node?: { externalPackages?: string[] };
    };
    expect(config.node?.externalPackages).toContain("@resvg/resvg-wasm");
    const pkg = JSON.parse(readRepoFile("package.json")) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies["@resvg/resvg-wasm"]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
