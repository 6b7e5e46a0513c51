import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";
import { sharePreviewPlugin } from "./scripts/vite/sharePreviewPlugin";
import { radixThemesCssPlugin } from "./scripts/vite/radixCss";
import { prerenderShellPlugin } from "./scripts/vite/prerenderShellPlugin";
import { bootPreloadPlugin } from "./scripts/vite/bootPreloadPlugin";
import { portraitPreloadPlugin } from "./scripts/vite/portraitPreloadPlugin";
import { radixIconsPerIcon } from "./scripts/vite/radixIconsPerIcon";
import { startupChunkGroup } from "./scripts/vite/startupChunk";
import { deferredConvex } from "./scripts/vite/deferredConvex";

/**
 * The spec's /api/... paths are Convex HTTP actions. The dev server forwards
 * them to the deployment's site origin so pages and media stay same-origin:
 * the local backend's 127.0.0.1:3211 under `npm start`, or the cloud
 * deployment's .convex.site under `npm run dev`.
 */
function apiTarget(env: Record<string, string>) {
  if (env.VITE_CONVEX_SITE_URL) return env.VITE_CONVEX_SITE_URL;
  const cloud = env.VITE_CONVEX_URL;
  if (cloud?.endsWith(".convex.cloud")) return cloud.replace(/\.convex\.cloud$/, ".convex.site");
  return "http://127.0.0.1:3211";
}

/**
 * Radix components no page shows before the visitor acts or a lazy screen loads: their CSS
 * loads beside the app instead of blocking the first paint (scripts/vite/radixCss.ts).
 */
const LATE_RADIX_COMPONENTS = [
  "AlertDialog",
  "Callout",
  "Checkbox",
  "CheckboxCards",
  "CheckboxGroup",
  "Code",
  "ContextMenu",
  "Dialog",
  "DropdownMenu",
  "HoverCard",
  "Kbd",
  "Popover",
  "Progress",
  "Radio",
  "RadioCards",
  "RadioGroup",
  "ScrollArea",
  "SegmentedControl",
  "Select",
  "Slider",
  "Switch",
  "Table",
  "TabNav",
  "Tabs",
  "Tooltip",
];

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * The pages whose first screen the build writes as {path}.html (src/app/prerender/pageShells.tsx)
 * and the module of each: its stylesheets block that file's first paint, and its code is
 * fetched with the app's on that address.
 */
const PRERENDERED_PAGES: Record<string, string> = {
  "/pricing": "/src/app/routes/billing/BillingPages.ts",
  "/login": "/src/app/routes/auth/LoginPage.tsx",
  "/register": "/src/app/routes/auth/RegisterPage.tsx",
  "/discovery": "/src/app/routes/discovery/DiscoveryPage.tsx",
  "/terms": "/src/app/routes/legal/TermsPage.tsx",
  "/privacy": "/src/app/routes/legal/PrivacyPage.tsx",
  "/dashboard": "/src/app/routes/dashboard/DashboardPage.tsx",
};
const SHARED_PAGE_MODULE = "/src/app/routes/shareLinks/SharedPage.tsx";

const exactPath = (pagePath: string) => new RegExp(`^${pagePath.replace(/\//g, "\\/")}\\/?$`);

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...pickViteEnv(process.env) };
  // /mcp: the MCP server (issue 43), so assistants can use the site's own address.
  const proxy = {
    "/api": { target: apiTarget(env), changeOrigin: true },
    "/mcp": { target: apiTarget(env), changeOrigin: true },
  };
  return {
    // /shared/{id} pages carry their link preview tags (crawlers run no JavaScript).
    plugins: [
      react(),
      // The app's Convex hooks work before Convex's client loads, which a visitor's home page
      // defers until they engage (see the plugin and src/lib/deferredConvex).
      deferredConvex(fileURLToPath(new URL(".", import.meta.url))),
      sharePreviewPlugin({ apiTarget: apiTarget(env) }),
      // The first paint waits for this CSS: only the Radix parts the app uses (see the plugin).
      radixThemesCssPlugin({
        srcDir: fileURLToPath(new URL("./src", import.meta.url)),
        colors: ["ruby", "sand"],
        late: LATE_RADIX_COMPONENTS,
      }),
      // Each Radix icon is its own module, so a page downloads only the icons it shows.
      radixIconsPerIcon({
        root: fileURLToPath(new URL(".", import.meta.url)),
        srcDir: fileURLToPath(new URL("./src", import.meta.url)),
      }),
      // The app's code downloads and runs after the first paint (src/main.tsx), with the page's.
      bootPreloadPlugin({
        boot: "/src/boot.tsx",
        firstPage: "/src/app/routes/HomePage.tsx",
        pages: [
          { path: /^\/$/, module: "/src/app/routes/HomePage.tsx" },
          {
            path: /^\/creative-legends\/[^/]+\/?$/,
            module: "/src/app/routes/legends/LegendProfilePage.tsx",
          },
          ...Object.entries(PRERENDERED_PAGES).map(([pagePath, module]) => ({
            path: exactPath(pagePath),
            module,
          })),
          // /pricing reaches its module through a small loader (loadBillingPage.ts).
          { path: exactPath("/pricing"), module: "/src/app/routes/billing/loadBillingPage.ts" },
          { path: /^\/shared\/[^/]+\/?$/, module: SHARED_PAGE_MODULE },
          // Every page but home renders with Convex's client (src/lib/deferredConvex).
          { path: /^\/./, module: "/src/lib/deferredConvex/backend.tsx" },
        ],
      }),
      // A legend profile's portrait is asked for by index.html, before the app runs.
      portraitPreloadPlugin({ dir: fileURLToPath(new URL("./public/legends", import.meta.url)) }),
      // The first screens of the home page, each legend's profile, the other public pages, the
      // dashboard's frame and a share page's (slots the server fills) as HTML: painted before
      // the JavaScript runs.
      prerenderShellPlugin({
        root: fileURLToPath(new URL(".", import.meta.url)),
        alias,
        entry: "/src/app/prerender/homeShell.tsx",
        profiles: {
          entry: "/src/app/prerender/profileShell.tsx",
          page: "/src/app/routes/legends/LegendProfilePage.tsx",
        },
        pages: { entry: "/src/app/prerender/pageShells.tsx", modules: PRERENDERED_PAGES },
        shared: { entry: "/src/app/prerender/sharedShell.tsx", page: SHARED_PAGE_MODULE },
      }),
    ],
    resolve: { alias },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The code every first page runs, as one file (scripts/vite/startupChunk.ts).
            groups: [startupChunkGroup(fileURLToPath(new URL(".", import.meta.url)))],
          },
        },
      },
    },
    server: {
      host: "localhost",
      port: Number(process.env.VITE_PORT ?? 5173),
      strictPort: true,
      proxy,
      watch: { ignored: ["**/.local-backend/**", "**/test-results/**", "**/local-backend/**"] },
    },
    preview: { proxy },
  };
});

function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[0].startsWith("VITE_") && !!e[1]),
  );
}
