// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeLegend } from "@/features/legends/testing/fixtures";
import { seededRoster } from "../../../convex/legends/roster/roster";
import { renderProfileShell, renderProfileShells } from "./profileShell";

/** The static legend profiles the build writes (scripts/vite/prerenderShellPlugin.ts). */
describe("renderProfileShells", () => {
  const shells = renderProfileShells();
  const ogilvy = shells.find((shell) => shell.slug === "david-ogilvy");

  it("renders one page per public legend, none for private personas", () => {
    expect(shells.length).toBeGreaterThanOrEqual(20);
    expect(new Set(shells.map((shell) => shell.path)).size).toBe(shells.length);
    expect(ogilvy?.path).toBe("/creative-legends/david-ogilvy");
    expect(ogilvy?.title).toBe("David Ogilvy · Legendary");
    // House personas (inactive) are shown only to those who have them.
    const roster = seededRoster();
    const hidden = roster.filter((legend) => !legend.isActive).map((legend) => legend.slug);
    expect(hidden.length).toBeGreaterThan(0);
    expect(shells.map((shell) => shell.slug).sort()).toEqual(
      roster
        .filter((legend) => legend.isActive)
        .map((legend) => legend.slug)
        .sort(),
    );
  });

  it("paints the portrait and the profile's words as the live page shows them", () => {
    const html = ogilvy?.html ?? "";
    expect(html).toContain(
      '<img class="rt-AvatarImage" src="/legends/david-ogilvy.svg" alt="David Ogilvy: illustrated portrait">',
    );
    expect(html).toMatch(/<h1 class="display-title profile-title">David Ogilvy<\/h1>/);
    expect(html).toContain("All legends");
    expect(html).toContain("Biography");
    // The session is still being checked: no sign-in prompt yet, a placeholder for the ideas.
    expect(html).toContain("Checking sign-in…");
  });

  it("keeps the page content inert and hidden, marked with the address it was made for", () => {
    const html = ogilvy?.html ?? "";
    expect(html).toMatch(/^<div [^>]*data-prerendered="\/creative-legends\/david-ogilvy"/);
    expect(html).toMatch(
      /<div data-prerendered-page="\/creative-legends\/david-ogilvy" inert="" aria-hidden="true"/,
    );
  });

  it("escapes what it writes into the portrait's attributes", () => {
    const legend = makeLegend({ name: 'A "Quoted" <Name>', headshot: "/legends/a&b.svg" });
    const { html } = renderProfileShell(legend);
    expect(html).toContain(
      'src="/legends/a&amp;b.svg" alt="A &quot;Quoted&quot; &lt;Name>: illustrated portrait"',
    );
    expect(html).not.toContain("<Name>");
  });

  it("keeps the initials where a legend has no portrait", () => {
    const { html } = renderProfileShell(makeLegend({ name: "No Portrait", headshot: null }));
    expect(html).not.toContain("<img");
  });
});
