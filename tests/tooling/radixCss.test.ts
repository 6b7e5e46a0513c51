import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Theme } from "@radix-ui/themes";
import { describe, expect, it } from "vitest";
import { classProps, purgeRadixCss, radixUsage } from "../../scripts/vite/radixCss";
import { Sample } from "./fixtures/radixCss/Sample";

/**
 * The production build purges Radix Themes' CSS from a reading of src/ (scripts/vite/radixCss.ts),
 * while the dev server serves it whole, so a purge that drops a used class breaks production
 * only. Here Radix itself says which classes a sample of the app's ways of writing props produces
 * (rendering it), and every one that Radix's CSS styles must survive the purge. If Radix renames
 * its prop definitions (classProps finds nothing) or the reading misses a form, this fails.
 */

const require = createRequire(import.meta.url);
const fullCss = readFileSync(require.resolve("@radix-ui/themes/styles.css"), "utf8");
const fixtureDir = fileURLToPath(new URL("./fixtures/radixCss", import.meta.url));

/** Every class a stylesheet's selectors name ("md\:rt-r-p-3" read as "md:rt-r-p-3"). */
function selectorClasses(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.(-?[A-Za-z_](?:[\w-]|\\.)*)/g)) {
    names.add(match[1].replace(/\\(.)/g, "$1"));
  }
  return names;
}

/** The classes Radix puts on the sample's elements, in each of its states. */
function renderedClasses(): Set<string> {
  const classes = new Set<string>();
  for (const wide of [true, false]) {
    const html = renderToStaticMarkup(createElement(Theme, null, createElement(Sample, { wide })));
    for (const [, list] of html.matchAll(/class="([^"]*)"/g)) {
      for (const name of list.split(/\s+/)) if (name) classes.add(name);
    }
  }
  return classes;
}

describe("the Radix Themes CSS purge (production build)", () => {
  it("reads Radix's prop definitions (a rename would leave every utility class out)", () => {
    const props = classProps();
    expect(props.size).toBeGreaterThan(30);
    for (const name of ["p", "mt", "gap", "size", "weight", "direction", "columns", "width"]) {
      expect(props.has(name), name).toBe(true);
    }
  });

  it("keeps every class Radix renders for the app's ways of writing props", () => {
    const styled = selectorClasses(fullCss);
    const rendered = [...renderedClasses()].filter((name) => styled.has(name));
    // The sample exercises utilities, responsive and negative values, components and variants.
    expect(rendered).toEqual(
      expect.arrayContaining(["rt-r-p-4", "md:rt-r-fd-row", "-rt-r-mt-2", "rt-Button"]),
    );
    const kept = selectorClasses(purgeRadixCss(fullCss, radixUsage(fixtureDir)).toString());
    expect(rendered.filter((name) => !kept.has(name))).toEqual([]);
  });

  it("drops what nothing uses (it is a purge, not a copy)", () => {
    const kept = selectorClasses(purgeRadixCss(fullCss, radixUsage(fixtureDir)).toString());
    expect(kept.has("rt-SegmentedControlRoot")).toBe(false);
    expect(kept.size).toBeLessThan(selectorClasses(fullCss).size / 2);
  });
});
