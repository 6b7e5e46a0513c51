import { afterEach, describe, expect, it } from "vitest";
import { startPreloads } from "./startPreloads";

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

  it("moves the app's links and the current page's into <head>, and no other page's", () => {
    document.body.innerHTML = [
      template(".", "/assets/boot.js"),
      template("^/$", "/assets/HomePage.js"),
      template("^/creative-legends/[^/]+/?$", "/assets/LegendProfilePage.js"),
    ].join("");
    startPreloads("/creative-legends/david-ogilvy");
    expect(preloaded()).toEqual(["/assets/boot.js", "/assets/LegendProfilePage.js"]);
    // The templates are spent: a second call adds nothing.
    expect(document.querySelectorAll("template")).toHaveLength(0);
    startPreloads("/creative-legends/david-ogilvy");
    expect(preloaded()).toHaveLength(2);
  });

  it("preloads only the app's code on a page without its own template", () => {
    document.body.innerHTML = template(".", "/assets/boot.js") + template("^/$", "/assets/Home.js");
    startPreloads("/login");
    expect(preloaded()).toEqual(["/assets/boot.js"]);
  });

  it("skips a template whose pattern is not a valid expression", () => {
    document.body.innerHTML = template("(", "/assets/broken.js") + template(".", "/assets/boot.js");
    startPreloads("/");
    expect(preloaded()).toEqual(["/assets/boot.js"]);
  });
});
