import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, whichever test file asks. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(repoRoot, relative), "utf8");
}

/**
 * The deployment's variables are exactly the names convex/lib/env.ts reads (the one place they
 * are read, ARCHITECTURE 1).
 */
export function deploymentVariables(): string[] {
  const source = readRepoFile("convex/lib/env.ts");
  return [...new Set([...source.matchAll(/"([A-Z][A-Z0-9_]{3,})"/g)].map((match) => match[1]))];
}
