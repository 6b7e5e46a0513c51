import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Developer hints (environment variable names) belong to admins and the README, never to users'
 * screens (issue 12). The web app and the code it shares with the server must not carry one in
 * any string it could show; the admin page gets its hints from an admin-only query instead.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// VITE_* names are the web app's own build settings (src/config/env.ts), not provider hints.
const ENV_NAME =
  /\b(?!VITE_)[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_KEY|KEY|TOKEN|SECRET|BASE_URL|EMAILS|OUTBOX)\b/;

describe("users' screens", () => {
  it("name no environment variable (src/ and shared/)", () => {
    const offenders = [
      ...sourceFiles(path.join(root, "src")),
      ...sourceFiles(path.join(root, "shared")),
    ].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, index }))
        // Comments may name a variable for the next developer; strings may not.
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && ENV_NAME.test(line))
        .map(({ line, index }) => `${path.relative(root, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
