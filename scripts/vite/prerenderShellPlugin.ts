/**
 * Renders first screens as static HTML, so the first paint needs only the HTML and the CSS
 * (issue 20: LCP on a phone):
 * - the home page's (src/app/prerender/homeShell.tsx) into the built index.html's #root;
 * - each public legend's profile (src/app/prerender/profileShell.tsx) as
 *   creative-legends/{slug}.html, with the profile page's stylesheets as render-blocking links.
 *   Static hosts (and `vite preview`) serve /creative-legends/{slug} from that file; any other
 *   address still gets index.html.
 * The modules are loaded through a throwaway Vite server in SSR mode, so they resolve exactly as
 * the app does (aliases, TSX, CSS imports).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";
import { chunkOf, staticGraph } from "./bundleChunks";

const ROOT_ELEMENT = '<div id="root"></div>';

type ProfileShell = { slug: string; path: string; title: string; html: string };
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

/** index.html made into one legend's page: its title, its stylesheets, its content in #root. */
export function profilePage(html: string, shell: ProfileShell, stylesheets: string[]): string {
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
  return withCss
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace(ROOT_ELEMENT, `<div id="root">${shell.html}</div>`);
}

export function prerenderShellPlugin(options: {
  root: string;
  alias: Record<string, string>;
  entry: string;
  profiles: { entry: string; page: string };
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
          resolve: { alias: options.alias },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const home = (await server.ssrLoadModule(options.entry)) as {
            renderHomeShell: () => string;
          };
          const profiles = (await server.ssrLoadModule(options.profiles.entry)) as {
            renderProfileShells: () => ProfileShell[];
          };
          if (ctx.bundle) {
            const sheets = staticCss(
              ctx.bundle,
              chunkOf(ctx.bundle, options.profiles.page, "prerenderShellPlugin"),
            ).map((file) => base + file);
            pages = profiles.renderProfileShells().map((shell) => ({
              file: `${shell.path.replace(/^\//, "")}.html`,
              html: profilePage(html, shell, sheets),
            }));
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
