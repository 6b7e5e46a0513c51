// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderHomeShell } from "./homeShell";

/** The static first screen index.html carries (scripts/vite/prerenderShellPlugin.ts). */
describe("renderHomeShell", () => {
  const html = renderHomeShell();

  it("is the home page's hero as the app shows it while the session is checked", () => {
    expect(html).toContain('id="home-title"');
    expect(html).toContain("Campaigns worth running, <em>pitched by legends.</em>");
    expect(html).toContain("Tell us what you want to advertise.");
    expect(html).toContain("Checking sign-in…");
    // The count's fallback, without the visitor's 'Join' link (the session isn't known yet).
    expect(html).toContain("1,000");
    expect(html).not.toContain("Join →");
  });

  it("keeps the frame live (home link, skip link) and the page content inert and hidden", () => {
    expect(html).toMatch(/<header class="site-header">[\s\S]*href="\/"[\s\S]*<\/header>/);
    expect(html).toContain('href="#main-content"');
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
    expect(main).toMatch(/^<div inert="" aria-hidden="true"/);
  });

  it("uses the app's theme in its light appearance, which index.html flips for dark systems", () => {
    expect(html).toMatch(/^<div [^>]*data-accent-color="ruby"[^>]*class="radix-themes light"/);
    // Marks it for tests waiting on the app to have started (it replaces the whole screen).
    expect(html).toMatch(/^<div [^>]*data-prerendered="\/"/);
  });
});
