import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULES, deferredTarget } from "../../scripts/vite/deferredConvex";
import * as facade from "../../src/lib/deferredConvex/convexReact";
import * as authFacade from "../../src/lib/deferredConvex/convexAuthReact";
import { readdirSync, readFileSync, statSync } from "node:fs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const at = (path: string) => join(root, path);

describe("the app's Convex imports (scripts/vite/deferredConvex.ts)", () => {
  it("resolve to src/lib/deferredConvex from the app's code", () => {
    expect(deferredTarget("convex/react", at("src/app/routes/RootLayout.tsx"), root)).toBe(
      at("src/lib/deferredConvex/convexReact.ts"),
    );
    expect(
      deferredTarget("@convex-dev/auth/react", at("src/features/auth/hooks/useSignOut.ts"), root),
    ).toBe(at("src/lib/deferredConvex/convexAuthReact.ts"));
  });

  it("leave the libraries' own modules, the real client's module and other imports alone", () => {
    expect(
      deferredTarget("convex/react", at("src/lib/deferredConvex/backend.tsx"), root),
    ).toBeNull();
    expect(
      deferredTarget("convex/react", at("node_modules/@convex-dev/auth/dist/react/index.js"), root),
    ).toBeNull();
    expect(deferredTarget("convex/server", at("src/lib/useLiveQuery.ts"), root)).toBeNull();
    expect(deferredTarget("convex/react", undefined, root)).toBeNull();
  });

  it("the stand-ins export every value the app's code imports from the real packages", () => {
    const exported: Record<string, Set<string>> = {
      "convex/react": new Set(Object.keys(facade)),
      "@convex-dev/auth/react": new Set(Object.keys(authFacade)),
    };
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === "deferredConvex" ? [] : files(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const missing: string[] = [];
    let checked = 0;
    for (const file of files(at("src"))) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
        const [, typeOnly, names, module] = match;
        if (typeOnly || !(module in DEFERRED_MODULES)) continue;
        for (const raw of names.split(",")) {
          const name = raw.trim();
          if (!name || name.startsWith("type ")) continue;
          checked++;
          if (!exported[module].has(name.split(/\s+as\s+/)[0])) missing.push(`${file}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // Every hook import the app makes (80 today).
    expect(checked).toBeGreaterThan(60);
  });
});
