/**
 * src/main.tsx starts the app (src/boot.tsx) with a dynamic import once the first paint is on
 * screen. Its code must not download before that paint: on a phone's connection every byte
 * fetched beside the stylesheet delays the paint, and Lighthouse counts any script that finished
 * before the paint as holding it back. So index.html carries the app's chunks as modulepreload
 * links inside inert <template>s, one for the app and one per page that has its own, matched by
 * address; main.tsx moves the matching ones into <head> right after the first paint, so the
 * app's chunks and the first page's download together instead of one after the other.
 * The home page's own stylesheets are render-blocking links: the prerendered home screen
 * (scripts/vite/prerenderShellPlugin.ts) uses their classes.
 */
import type { Plugin } from "vite";
import { chunkOf as findChunk, staticGraph } from "./bundleChunks";

const PLUGIN = "bootPreloadPlugin";
const chunkOf = (bundle: Parameters<typeof findChunk>[0], suffix: string) =>
  findChunk(bundle, suffix, PLUGIN);
const files = (chunks: { fileName: string }[]) => chunks.map((chunk) => chunk.fileName);

/** The attribute on each <template>: a regular expression matched against location.pathname. */
export const PRELOAD_TEMPLATE_ATTRIBUTE = "data-preload-path";

export type PreloadPage = { path: RegExp; module: string };

export function preloadTemplate(pattern: string, hrefs: string[]): string {
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return `<template ${PRELOAD_TEMPLATE_ATTRIBUTE}="${pattern}">${links.join("")}</template>`;
}

export function bootPreloadPlugin(options: {
  boot: string;
  /** The page whose first screen index.html carries: its stylesheets block the first paint. */
  firstPage: string;
  /** Pages whose code is fetched with the app's on their own addresses. */
  pages: PreloadPage[];
}): Plugin {
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
        const inHtml = (file: string) => html.includes(`"${base}${file}"`);
        const app = files(staticGraph(bundle, chunkOf(bundle, options.boot))).filter(
          (f) => !inHtml(f),
        );
        const templates = [
          preloadTemplate(
            ".",
            app.map((file) => base + file),
          ),
        ];
        for (const page of options.pages) {
          const own = files(staticGraph(bundle, chunkOf(bundle, page.module))).filter(
            (file) => !inHtml(file) && !app.includes(file),
          );
          templates.push(
            preloadTemplate(
              page.path.source,
              own.map((file) => base + file),
            ),
          );
        }
        const first = chunkOf(bundle, options.firstPage);
        const pageCss = [...(first.viteMetadata?.importedCss ?? [])]
          .filter((file) => !inHtml(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
        // After the app's own stylesheet (same cascade order as when the page loads it).
        return html
          .replace(/(<link rel="stylesheet" crossorigin href="[^"]*"\s*\/?>)/, (appSheet) =>
            [appSheet, ...pageCss].join("\n    "),
          )
          .replace("</body>", `  ${templates.join("\n    ")}\n  </body>`);
      },
    },
  };
}
