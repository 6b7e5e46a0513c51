/**
 * Preloads the font files the first view needs (src/app/fonts.css), so the browser fetches them
 * with the stylesheet instead of after it. Their URLs carry the build's hashes, so they are read
 * from the bundle.
 */
import path from "node:path";
import type { Plugin } from "vite";

export function fontPreloadPlugin(options: { files: string[] }): Plugin {
  let base = "/";
  return {
    name: "legendary:font-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((file) => file.type === "asset");
        const links = options.files.map((wanted) => {
          const asset = assets.find((file) =>
            (file.originalFileNames ?? []).some((name) => path.basename(name) === wanted),
          );
          if (!asset) throw new Error(`fontPreloadPlugin: the bundle has no ${wanted}.`);
          return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${asset.fileName}">`;
        });
        return html.replace(
          /(\s*)<link rel="stylesheet"/,
          `$1${links.join("$1")}$1<link rel="stylesheet"`,
        );
      },
    },
  };
}
