import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deploymentVariables, repoRoot as root } from "./support/repo";

/**
 * Developer hints (environment variable names) belong to admins and the README, never to users'
 * screens (issue 12). The web app and the code it shares with the server must not carry one in
 * any string it could show; the admin page gets its hints from an admin-only query instead.
 */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("users' screens", () => {
  it("name no environment variable (src/ and shared/)", () => {
    const names = deploymentVariables();
    // The list itself must be real, or the check below would pass by checking nothing.
    expect(names).toEqual(expect.arrayContaining(["OPENROUTER_API_KEY", "IDEOGRAM_API_KEY"]));
    const named = new RegExp(`\\b(${names.join("|")})\\b`);
    const offenders = [
      ...sourceFiles(path.join(root, "src")),
      ...sourceFiles(path.join(root, "shared")),
    ].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, index }))
        // Comments may name a variable for the next developer; strings may not.
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && named.test(line))
        .map(({ line, index }) => `${path.relative(root, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
