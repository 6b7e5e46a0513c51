import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * `patches/` is the one place a library is changed (patch-package, applied by `postinstall` with
 * --error-on-fail). This checks the installed tree *is* the patched one: each patch reverses
 * cleanly out of node_modules, which holds only when every hunk is in place. A library update the
 * patch no longer fits, or an install that skipped the patches, fails `npm test` by name.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const patches = readdirSync(join(root, "patches")).filter((name) => name.endsWith(".patch"));

/** Whether `git apply --check` accepts the patch (reversed: is it fully applied?). */
function applies(name: string, reverse: boolean): boolean {
  const args = ["apply", "--check", ...(reverse ? ["--reverse"] : []), join("patches", name)];
  try {
    execFileSync("git", args, { cwd: root, stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

describe("patches/ (the only way a library is changed)", () => {
  it("holds the Radix Themes patch that keeps the tooltip out of the start-up bundle", () => {
    expect(patches).toContain("@radix-ui+themes+3.3.0.patch");
  });

  it.each(patches)("%s is applied, whole, to the installed library", (name) => {
    expect(applies(name, true), `${name} is not (fully) applied`).toBe(true);
    expect(applies(name, false), `${name} would apply a second time`).toBe(false);
  });
});
