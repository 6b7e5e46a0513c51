// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { renderPageShells, takeTitle } from "./pageShells";

// As in the build (scripts/vite/prerenderShellPlugin.ts resolves them so): the app's Convex
// hooks in their state before Convex's client has loaded.
vi.mock("convex/react", async () => await import("@/lib/deferredConvex/convexReact"));
vi.mock("@convex-dev/auth/react", async () => await import("@/lib/deferredConvex/convexAuthReact"));

/** The public pages' first screens the build writes as {path}.html. */
describe("renderPageShells", () => {
  const shells = renderPageShells();
  const shell = (path: string) => {
    const found = shells.find((candidate) => candidate.path === path);
    if (!found) throw new Error(`no shell for ${path}`);
    return found;
  };
  const mainOf = (path: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(shell(path).html)?.[1] ?? "";

  it("renders each public page once, with the page's own title", () => {
    expect(shells.map((s) => [s.path, s.title, s.audience])).toEqual([
      ["/pricing", "Pricing · Legendary", "everyone"],
      ["/login", "Sign in · Legendary", "visitor"],
      ["/register", "Create your account · Legendary", "visitor"],
      ["/discovery", "Discovery IQ · Legendary", "visitor"],
      ["/terms", "Terms of Service · Legendary", "everyone"],
      ["/privacy", "Privacy Policy · Legendary", "everyone"],
      ["/dashboard", "Dashboard · Legendary", "member"],
    ]);
    for (const { html } of shells) expect(html).not.toContain("<title>");
  });

  it("marks each with its address and audience, its content inert and hidden", () => {
    for (const { path, audience, html } of shells) {
      expect(html).toMatch(new RegExp(`^<div [^>]*data-prerendered="${path}"`));
      if (audience === "everyone") expect(html).not.toContain("data-prerendered-for");
      else expect(html).toContain(`data-prerendered-for="${audience}"`);
      // The header stays live (home link); the page content is inert.
      expect(html).toMatch(/<header class="site-header">[\s\S]*href="\/"[\s\S]*<\/header>/);
      expect(mainOf(path)).toMatch(/^<div inert="" aria-hidden="true" style="display:contents">/);
    }
  });

  it("paints the sign-in and sign-up forms as a visitor meets them", () => {
    const login = mainOf("/login");
    expect(login).toContain("The legends <em>kept your seat.</em>");
    expect(login).toMatch(/<form [^>]*aria-label="Sign in"/);
    expect(login).toContain('type="email"');
    expect(login).toContain("Create an account");
    const register = mainOf("/register");
    expect(register).toContain("Put the legends <em>on your account.</em>");
    expect(register).toMatch(/<form [^>]*aria-label="Create an account"/);
    // Not the loader a signed-in check shows: the form itself.
    expect(login + register).not.toContain("Checking sign-in…");
  });

  it("paints pricing's words with its plans and packs held while they load", () => {
    const pricing = mainOf("/pricing");
    expect(pricing).toContain("Hire the legends by the month.");
    expect(pricing).toContain('id="plans-heading"');
    expect(pricing).toContain('id="packs-heading"');
    expect(pricing).toContain("rt-Skeleton");
  });

  it("paints Discovery IQ's introduction and a visitor's sign-in prompt", () => {
    const discovery = mainOf("/discovery");
    expect(discovery).toContain('<h1 class="section-title">Discovery IQ</h1>');
    expect(discovery).toContain("Sign in to use Discovery IQ");
  });

  it("paints the legal documents whole", () => {
    expect(mainOf("/terms")).toContain('<h1 class="display-title">Terms of Service</h1>');
    expect(mainOf("/privacy")).toContain('<h1 class="display-title">Privacy Policy</h1>');
    expect(mainOf("/privacy")).toContain('aria-label="On this page"');
  });

  it("paints the dashboard's frame while a member's session is checked, no lists", () => {
    const dashboard = mainOf("/dashboard");
    expect(dashboard).toContain('<h1 class="section-title">Dashboard</h1>');
    expect(dashboard).toContain('role="tablist"');
    expect(dashboard).toContain('aria-label="Checking sign-in…"');
    expect(dashboard).not.toContain('id="dashboard-briefs"');
  });
});

describe("takeTitle", () => {
  it("takes the page's <title> out of its markup", () => {
    expect(takeTitle("<div><title>Sign in · Legendary</title><p>x</p></div>")).toEqual({
      html: "<div><p>x</p></div>",
      title: "Sign in · Legendary",
    });
    expect(takeTitle("<p>none</p>")).toEqual({ html: "<p>none</p>", title: null });
  });
});
