/**
 * Renders first screens as static HTML, so the first paint needs only the HTML and the CSS
 * (issues 20 and 38: LCP on a phone):
 * - the home page's (src/app/prerender/homeShell.tsx) into the built index.html's #root;
 * - each public legend's profile (src/app/prerender/profileShell.tsx) as
 *   creative-legends/{slug}.html;
 * - the other public pages (src/app/prerender/pageShells.tsx: pricing, sign-in, sign-up,
 *   Discovery IQ, terms, privacy) and the dashboard's frame as {path}.html;
 * - a public share page's first screen with slots (src/app/prerender/sharedShell.tsx) as
 *   SHARED_PAGE_FILE, which the server of /shared/{id} fills (shared/sharedFirstScreen.ts).
 * Each file is index.html with the page's title, its content in #root and the page's own
 * stylesheets as render-blocking links. Static hosts (and `vite preview`) serve /pricing from
 * pricing.html ("clean URLs"); any other address still gets index.html.
 * The modules are loaded through a throwaway Vite server in SSR mode, so they resolve exactly as
 * the app does (aliases, TSX, CSS imports, and the app's Convex hooks in their state before
 * Convex's client loads: loading queries, a visitor's session).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";
import { SHARED_PAGE_FILE } from "../../shared/sharedFirstScreen";
import { chunkOf, staticGraph } from "./bundleChunks";
import { DEFERRED_MODULES } from "./deferredConvex";

const ROOT_ELEMENT = '<div id="root"></div>';

/** A prerendered page: its address, its document title (null: index.html's) and #root's content. */
export type PrerenderedShell = { path: string; title: string | null; html: string };
type ProfileShell = PrerenderedShell & { slug: string };
type Page = { file: string; html: string };

/** The CSS of a chunk and of everything it imports statically, in import order. */
export function staticCss(bundle: OutputBundle, root: OutputChunk): string[] {
  const css = staticGraph(bundle, root).flatMap((chunk) => [
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set(css)];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html made into one page's: its title, its stylesheets, its content in #root. */
export function prerenderedPage(
  html: string,
  shell: PrerenderedShell,
  stylesheets: string[],
): string {
  const links = stylesheets
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const lastSheet = [...html.matchAll(/<link rel="stylesheet" crossorigin href="[^"]*">/g)].pop();
  if (!lastSheet || lastSheet.index === undefined) {
    throw new Error("prerenderShellPlugin: index.html has no stylesheet link.");
  }
  const at = lastSheet.index + lastSheet[0].length;
  const withCss =
    html.slice(0, at) + links.map((link) => `\n    ${link}`).join("") + html.slice(at);
  const titled =
    shell.title === null
      ? withCss
      : withCss.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`);
  return titled.replace(ROOT_ELEMENT, `<div id="root">${shell.html}</div>`);
}

/** `/pricing` → `pricing.html`, `/creative-legends/x` → `creative-legends/x.html`. */
export const fileFor = (pagePath: string) => `${pagePath.replace(/^\//, "")}.html`;

const toAliases = (alias: Record<string, string>) =>
  Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));

/**
 * The app's Convex hooks as the build resolves them (scripts/vite/deferredConvex.ts): working
 * before Convex's client is here, so a page renders as its first render does. An alias, not
 * that plugin: in SSR a bare import of a dependency is externalized before plugins resolve it.
 * Nothing rendered here loads the real packages (src/lib/deferredConvex/backend.tsx is loaded
 * only in the browser).
 */
const deferredAliases = (root: string) =>
  Object.entries(DEFERRED_MODULES).map(([find, target]) => ({
    find: new RegExp(`^${find.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    replacement: path.join(root, target),
  }));

type Modules = {
  home: { renderHomeShell: () => string };
  profiles: { renderProfileShells: () => ProfileShell[] };
  pages: { renderPageShells: () => PrerenderedShell[] };
  shared: { renderSharedShell: () => string };
};

export function prerenderShellPlugin(options: {
  root: string;
  alias: Record<string, string>;
  entry: string;
  /** The profiles' renderer and the profile page's module (its stylesheets). */
  profiles: { entry: string; page: string };
  /** The other pages' renderer and each page's module by address (its stylesheets). */
  pages: { entry: string; modules: Record<string, string> };
  /** The share page's renderer and module. */
  shared: { entry: string; page: string };
}): Plugin {
  let base = "/";
  let pages: Page[] = [];
  return {
    name: "legendary:prerender-shell",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, ctx) {
        if (!html.includes(ROOT_ELEMENT)) {
          throw new Error(`prerenderShellPlugin: index.html has no ${ROOT_ELEMENT}.`);
        }
        const server = await createServer({
          configFile: false,
          root: options.root,
          logLevel: "error",
          appType: "custom",
          plugins: [react()],
          resolve: { alias: [...toAliases(options.alias), ...deferredAliases(options.root)] },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const load = async <K extends keyof Modules>(entry: string) =>
            (await server.ssrLoadModule(entry)) as Modules[K];
          const home = await load<"home">(options.entry);
          if (ctx.bundle) {
            const bundle = ctx.bundle;
            const sheetsOf = (module: string) =>
              staticCss(bundle, chunkOf(bundle, module, "prerenderShellPlugin")).map(
                (file) => base + file,
              );
            const profileSheets = sheetsOf(options.profiles.page);
            const profiles = (await load<"profiles">(options.profiles.entry)).renderProfileShells();
            const shells = (await load<"pages">(options.pages.entry)).renderPageShells();
            const unrendered = Object.keys(options.pages.modules).filter(
              (listed) => !shells.some((shell) => shell.path === listed),
            );
            if (unrendered.length > 0) {
              throw new Error(
                `prerenderShellPlugin: no shell rendered for ${unrendered.join(", ")}.`,
              );
            }
            const shared = (await load<"shared">(options.shared.entry)).renderSharedShell();
            pages = [
              ...profiles.map((shell) => ({
                file: fileFor(shell.path),
                html: prerenderedPage(html, shell, profileSheets),
              })),
              ...shells.map((shell) => {
                const module = options.pages.modules[shell.path];
                if (!module) {
                  throw new Error(`prerenderShellPlugin: no page module for ${shell.path}.`);
                }
                return {
                  file: fileFor(shell.path),
                  html: prerenderedPage(html, shell, sheetsOf(module)),
                };
              }),
              {
                file: SHARED_PAGE_FILE,
                html: prerenderedPage(
                  html,
                  { path: "/shared/", title: null, html: shared },
                  sheetsOf(options.shared.page),
                ),
              },
            ];
          }
          return html.replace(ROOT_ELEMENT, `<div id="root">${home.renderHomeShell()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
    async writeBundle(output) {
      const dir = output.dir;
      if (!dir) return;
      for (const page of pages) {
        const file = path.join(dir, page.file);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, page.html);
      }
    },
  };
}
