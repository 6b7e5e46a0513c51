import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  inStartupChunk,
  STARTUP_APP_MODULES,
  startupChunkGroup,
} from "../../scripts/vite/startupChunk";

const root = fileURLToPath(new URL("../../", import.meta.url));
const nm = (path: string) => join(root, "node_modules", path);

describe("the start-up chunk (scripts/vite/startupChunk.ts)", () => {
  it("takes the libraries every first page runs", () => {
    for (const file of [
      "react/cjs/react.production.js",
      "react-dom/cjs/react-dom-client.production.js",
      "scheduler/cjs/scheduler.production.js",
      "react-router/dist/development/index.mjs",
      "convex/dist/esm/server/api.js",
      "convex/dist/esm/server/functionName.js",
      "@radix-ui/react-slot/dist/index.mjs",
      "@radix-ui/themes/dist/esm/components/flex.js",
      "@radix-ui/themes/dist/esm/components/flex.props.js",
      "@radix-ui/themes/dist/esm/components/_internal/base-button.js",
      "@radix-ui/themes/dist/esm/helpers/extract-props.js",
      "@radix-ui/themes/dist/esm/props/margin.props.js",
    ]) {
      expect(inStartupChunk(nm(file), root), file).toBe(true);
    }
  });

  it("leaves out what only later screens use, even from the same packages", () => {
    for (const file of [
      // Names that start like a start-up package's.
      "react-hook-form/dist/index.esm.mjs",
      "react-markdown/lib/index.js",
      "react-remove-scroll/dist/es2015/index.js",
      "convex-helpers/index.js",
      // Convex's client and Convex Auth (src/lib/deferredConvex loads them when needed).
      "convex/dist/esm/browser/sync/client.js",
      "convex/dist/esm/react/client.js",
      "convex/dist/esm/react/use_paginated_query.js",
      "@convex-dev/auth/dist/react/index.js",
      // Radix Themes' dialogs and menus.
      "@radix-ui/themes/dist/esm/components/dialog.js",
      "@radix-ui/themes/dist/esm/components/dropdown-menu.js",
      "@radix-ui/themes/dist/esm/components/text-area.js",
      "@radix-ui/react-dialog/dist/index.mjs",
    ]) {
      expect(inStartupChunk(nm(file), root), file).toBe(false);
    }
  });

  it("takes the app's small start-up modules and no other app code", () => {
    expect(inStartupChunk(join(root, "shared/startupConstants.ts"), root)).toBe(true);
    expect(inStartupChunk(join(root, "shared/startupMessages.ts"), root)).toBe(true);
    expect(inStartupChunk(join(root, "shared/errorCodes.ts"), root)).toBe(true);
    // The full lists of constants and texts stay with the screens that read them.
    expect(inStartupChunk(join(root, "shared/constants.ts"), root)).toBe(false);
    expect(inStartupChunk(join(root, "shared/errors.ts"), root)).toBe(false);
    expect(inStartupChunk(join(root, "src/app/routes/HomePage.tsx"), root)).toBe(false);
  });

  it("names only app modules that exist, each of them taken", () => {
    const group = startupChunkGroup(root);
    expect(group.name).toBe("startup");
    for (const module of STARTUP_APP_MODULES) {
      expect(existsSync(join(root, module)), module).toBe(true);
      expect(group.test(join(root, module)), module).toBe(true);
    }
  });
});
