/**
 * Renders the home page's first screen (src/app/prerender/homeShell.tsx) into the built
 * index.html's #root, so the first paint needs only the HTML and the CSS (issue 20: LCP on a
 * phone). The module is loaded through a throwaway Vite server in SSR mode, so it resolves
 * exactly as the app does (aliases, TSX, CSS imports).
 */
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

const ROOT_ELEMENT = '<div id="root"></div>';

export function prerenderShellPlugin(options: {
  root: string;
  alias: Record<string, string>;
  entry: string;
}): Plugin {
  return {
    name: "legendary:prerender-shell",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html) {
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
          const module = (await server.ssrLoadModule(options.entry)) as {
            renderHomeShell: () => string;
          };
          return html.replace(ROOT_ELEMENT, `<div id="root">${module.renderHomeShell()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
