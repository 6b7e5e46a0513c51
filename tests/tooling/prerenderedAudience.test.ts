import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const html = readFileSync(fileURLToPath(new URL("../../index.html", import.meta.url)), "utf8");
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

type Visit = {
  pathname: string;
  /** data-prerendered and data-prerendered-for of the file's page. */
  prerendered: string;
  audience?: "visitor" | "member";
  /** The keys in local storage; null: the browser refuses storage. */
  stored?: string[] | null;
};

/**
 * Runs index.html's inline script on a prerendered page (pricing.html, login.html...) as a
 * browser at `pathname` with `stored` keys would, and says what is left of the page content.
 */
function visit({ pathname, prerendered, audience, stored = [] }: Visit) {
  const page = { emptied: false, footer: true };
  const attributes: Record<string, string | undefined> = {
    "data-prerendered": prerendered,
    "data-prerendered-for": audience,
  };
  const shell = {
    classList: { replace: () => true },
    getAttribute: (name: string) => attributes[name] ?? null,
    querySelector: (selector: string) =>
      selector === "main"
        ? { replaceChildren: () => void (page.emptied = true) }
        : { remove: () => void (page.footer = false) },
  };
  const localStorage =
    stored === null
      ? {
          get length(): number {
            throw new Error("SecurityError");
          },
        }
      : { length: stored.length, key: (index: number) => stored[index] ?? null };
  runInNewContext(inlineScript, {
    document: { getElementById: () => ({ firstElementChild: shell }) },
    location: { pathname },
    localStorage,
    window: {},
  });
  return page.emptied ? (page.footer ? "emptied, footer kept" : "header only") : "kept";
}

const SESSION = ["__convexAuthJWT_httpsexampleconvexcloud", "theme"];

describe("index.html's inline script keeps a prerendered page only where it belongs", () => {
  it("keeps a page for everyone on its own address, with or without a session", () => {
    for (const stored of [[], SESSION, null]) {
      expect(visit({ pathname: "/pricing", prerendered: "/pricing", stored })).toBe("kept");
    }
    expect(visit({ pathname: "/pricing/x", prerendered: "/pricing" })).toBe("header only");
  });

  it("keeps a visitor's page (the sign-in form) only without a stored session", () => {
    const login = { pathname: "/login", prerendered: "/login", audience: "visitor" } as const;
    expect(visit(login)).toBe("kept");
    expect(visit({ ...login, stored: null })).toBe("kept");
    expect(visit({ ...login, stored: SESSION })).toBe("header only");
    expect(visit({ ...login, stored: ["__convexAuthRefreshToken_x"] })).toBe("header only");
  });

  it("keeps a member's page (the dashboard's frame) only with a stored session", () => {
    const dashboard = {
      pathname: "/dashboard",
      prerendered: "/dashboard",
      audience: "member",
    } as const;
    expect(visit({ ...dashboard, stored: SESSION })).toBe("kept");
    expect(visit(dashboard)).toBe("header only");
    expect(visit({ ...dashboard, stored: ["theme"] })).toBe("header only");
    expect(visit({ ...dashboard, stored: null })).toBe("header only");
  });
});
