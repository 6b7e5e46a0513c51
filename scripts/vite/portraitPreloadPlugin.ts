/**
 * A legend's profile paints its portrait as its largest element, but the app only learns the
 * portrait's address once its code has run and the legend's data has arrived. The portraits are
 * the app's own files (public/legends/{slug}.svg), so index.html's inline script can ask for the
 * right one at once: this plugin gives it the list of slugs that have a portrait, so it never
 * asks for one that does not exist (an unknown legend's page).
 */
import { readdirSync } from "node:fs";
import type { Plugin } from "vite";

export const PORTRAIT_LIST_TOKEN = "[/* legend portraits */]";

export function portraitSlugs(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.svg$/.test(name))
    .map((name) => name.slice(0, -".svg".length))
    .sort();
}

export function injectPortraitList(html: string, slugs: string[]): string {
  if (!html.includes(PORTRAIT_LIST_TOKEN)) {
    throw new Error(`portraitPreloadPlugin: index.html has no ${PORTRAIT_LIST_TOKEN}.`);
  }
  return html.replace(PORTRAIT_LIST_TOKEN, JSON.stringify(slugs));
}

export function portraitPreloadPlugin(options: { dir: string }): Plugin {
  return {
    name: "legendary:portrait-preload",
    transformIndexHtml: (html) => injectPortraitList(html, portraitSlugs(options.dir)),
  };
}
