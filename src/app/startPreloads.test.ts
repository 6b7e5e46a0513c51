import { afterEach, describe, expect, it } from "vitest";
import { LINKS_PER_TASK, startPreloads } from "./startPreloads";

const template = (pattern: string, href: string) =>
  `<template data-preload-path="${pattern}"><link rel="modulepreload" href="${href}"></template>`;

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

describe("startPreloads", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("moves the app's links and the current page's into <head>, and no other page's", async () => {
    document.body.innerHTML = [
      template(".", "/assets/boot.js"),
      template("^/$", "/assets/HomePage.js"),
      template("^/creative-legends/[^/]+/?$", "/assets/LegendProfilePage.js"),
    ].join("");
    await startPreloads("/creative-legends/david-ogilvy");
    expect(preloaded()).toEqual(["/assets/boot.js", "/assets/LegendProfilePage.js"]);
    // The templates are spent: a second call adds nothing.
    expect(document.querySelectorAll("template")).toHaveLength(0);
    await startPreloads("/creative-legends/david-ogilvy");
    expect(preloaded()).toHaveLength(2);
  });

  it("preloads only the app's code on a page without its own template", async () => {
    document.body.innerHTML = template(".", "/assets/boot.js") + template("^/$", "/assets/Home.js");
    await startPreloads("/login");
    expect(preloaded()).toEqual(["/assets/boot.js"]);
  });

  it("skips a template whose pattern is not a valid expression", async () => {
    document.body.innerHTML = template("(", "/assets/broken.js") + template(".", "/assets/boot.js");
    await startPreloads("/");
    expect(preloaded()).toEqual(["/assets/boot.js"]);
  });

  it(`adds ${LINKS_PER_TASK} links per task, so no task sets up two dozen requests`, async () => {
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/chunk${i}.js`);
    document.body.innerHTML = `<template data-preload-path=".">${hrefs
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join("")}</template>`;
    const counts: number[] = [];
    await startPreloads("/", document, () => {
      counts.push(preloaded().length);
      return Promise.resolve();
    });
    // Before each yield: the links of the tasks so far.
    expect(counts).toEqual([LINKS_PER_TASK, 2 * LINKS_PER_TASK]);
    expect(preloaded()).toEqual(hrefs);
  });
});
