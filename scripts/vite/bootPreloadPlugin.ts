/**
 * src/main.tsx starts the app (src/boot.tsx) with a dynamic import once the first paint is on
 * screen. So that waiting costs no download time, index.html gets modulepreload links for the
 * app's chunk and every chunk it imports statically: they download beside the stylesheet, and
 * only their evaluation waits. The home page's own stylesheets become render-blocking links too:
 * the prerendered home screen (scripts/vite/prerenderShellPlugin.ts) uses their classes.
 */
import type { Plugin } from "vite";
import type { OutputBundle, OutputChunk } from "rolldown";

function chunkOf(bundle: OutputBundle, moduleSuffix: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (file): file is OutputChunk =>
      file.type === "chunk" && (file.facadeModuleId ?? "").endsWith(moduleSuffix),
  );
  if (!chunk) throw new Error(`bootPreloadPlugin: the bundle has no chunk for ${moduleSuffix}.`);
  return chunk;
}

/** The chunk and everything it imports statically, each once. */
function staticGraph(bundle: OutputBundle, root: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const file = bundle[fileName];
    if (file?.type === "chunk") file.imports.forEach(visit);
  };
  visit(root.fileName);
  return [...seen];
}

export function bootPreloadPlugin(options: { boot: string; firstPage: string }): Plugin {
  let base = "/";
  return {
    name: "legendary:boot-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const boot = chunkOf(bundle, options.boot);
        const page = chunkOf(bundle, options.firstPage);
        const scripts = [...new Set([...staticGraph(bundle, boot), ...staticGraph(bundle, page)])]
          .filter((file) => !html.includes(`"${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        const pageCss = [...(page.viteMetadata?.importedCss ?? [])]
          .filter((file) => !html.includes(`"${base}${file}"`))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
        // After the app's own stylesheet (same cascade order as when the page loads it).
        return html.replace(
          /(<link rel="stylesheet" crossorigin href="[^"]*"\s*\/?>)/,
          (appSheet) => [appSheet, ...pageCss, ...scripts].join("\n    "),
        );
      },
    },
  };
}
