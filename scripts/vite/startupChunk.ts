/**
 * One chunk for the code every first page runs (issue 20): React, the router, the app's Convex
 * hooks (Convex's client and Convex Auth load later: src/lib/deferredConvex), the Radix Themes
 * layout parts the header and first screens are made of, and
 * the app's small start-up modules. Left to itself the bundler cut this code into ~30 files
 * shared by different sets of pages; each file costs a request, a module record to set up and
 * gzip's per-file overhead (about 7 KiB over the home page's first load), and every first page
 * downloaded all of them anyway.
 *
 * Only modules every first page uses belong here: anything else would be downloaded by pages
 * that never run it (a dialog's or a form library's code stays in the lazy chunks that use it).
 */

/** Packages (under node_modules) whose code the start-up path runs. */
const PACKAGES = [
  "react",
  "react-dom",
  "scheduler",
  "react-router",
  "classnames",
  "@radix-ui/react-slot",
  "@radix-ui/react-compose-refs",
  "@radix-ui/react-primitive",
  "@radix-ui/react-direction",
  "@radix-ui/react-context",
  "@radix-ui/react-use-callback-ref",
  "@radix-ui/react-use-layout-effect",
  "@radix-ui/react-visually-hidden",
];

/** Radix Themes components the header, footer and first screens render. */
const THEMES_COMPONENTS = [
  "badge",
  "base-button",
  "box",
  "button",
  "card",
  "code",
  "container",
  "flex",
  "grid",
  "heading",
  "link",
  "section",
  "separator",
  "skeleton",
  "slot",
  "spinner",
  "text",
  "theme",
  "visually-hidden",
];

/** The app's own modules that the start-up code of every page imports. */
export const STARTUP_APP_MODULES = [
  "shared/startupConstants.ts",
  "shared/startupMessages.ts",
  "shared/errorCodes.ts",
  "src/lib/usePrefersReducedMotion.ts",
  "src/lib/browserStorage.ts",
  "src/components/layout/PageContainer.tsx",
  // main.tsx imports it to run the libraries' set-up a task before the app's.
  "src/app/warmStartup.ts",
  // The app's Convex hooks and session state, before (and without) Convex's client.
  "src/lib/deferredConvex/loader.ts",
  "src/lib/deferredConvex/authState.ts",
  "src/lib/deferredConvex/convexReact.ts",
  "src/lib/deferredConvex/convexAuthReact.ts",
];

/**
 * Convex's function references (`api.x.y`, their names): every page's hooks name their queries
 * with them. The client itself and Convex Auth load later (src/lib/deferredConvex).
 */
const CONVEX_REFERENCES =
  /node_modules[\\/]convex[\\/]dist[\\/]esm[\\/]server[\\/](api|functionName|components[\\/]paths)\.js$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const sep = "[\\\\/]";
const packagePattern = new RegExp(
  `node_modules${sep}(${PACKAGES.map((name) => escape(name).replace("/", sep)).join("|")})${sep}`,
);
const themesPattern = new RegExp(
  `node_modules${sep}@radix-ui${sep}themes${sep}dist${sep}esm${sep}(helpers${sep}|props${sep}|components${sep}(_internal${sep})?(${THEMES_COMPONENTS.join("|")})(\\.props)?\\.js$)`,
);
const normalise = (id: string) => id.replace(/\\/g, "/");

/** True for a module that belongs in the start-up chunk. `root` is the project's folder. */
export function inStartupChunk(id: string, root: string): boolean {
  if (packagePattern.test(id) || themesPattern.test(id) || CONVEX_REFERENCES.test(id)) return true;
  const file = normalise(id);
  const base = normalise(root).replace(/\/?$/, "/");
  return STARTUP_APP_MODULES.some((module) => file === base + module);
}

/** The `codeSplitting` group that builds it (vite.config.ts). */
export function startupChunkGroup(root: string) {
  return {
    name: "startup",
    test: (id: string) => inStartupChunk(id, root),
  };
}
