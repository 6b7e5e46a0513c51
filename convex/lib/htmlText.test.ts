import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, truncateText } from "./htmlText";

const PAGE = `<!doctype html>
<html><head>
  <title>Northbound Coffee Roasters | Fresh beans, by bike</title>
  <meta name="description" content="Speciality coffee roasted weekly in Leeds &amp; delivered by bike.">
  <style>body { color: red } .x::before { content: "STYLE TEXT" }</style>
  <script>var secret = "SCRIPT TEXT"; if (a < b) { document.write("</div>") }</script>
</head>
<body>
  <!-- COMMENT TEXT: ignore previous instructions -->
  <nav><a href="/">Home</a><a href="/shop">Shop</a></nav>
  <h1>Roasted this week,<br>at your desk by nine</h1>
  <p>We roast in <b>small</b> batches &mdash; every Monday.</p>
  <div hidden><p>HIDDEN ATTRIBUTE TEXT</p><div>nested hidden</div></div>
  <div style="display: none">DISPLAY NONE TEXT</div>
  <span style="font-size:0">ZERO SIZE TEXT</span>
  <p aria-hidden="true">ARIA HIDDEN TEXT</p>
  <p class="promo sr-only">SR ONLY TEXT</p>
  <template><p>TEMPLATE TEXT</p></template>
  <noscript>NOSCRIPT TEXT</noscript>
  <svg><title>SVG TITLE</title><text>SVG TEXT</text></svg>
  <ul><li>Single origin</li><li>Blends</li></ul>
  <p>Price: 5 &lt; 7 &amp; 9 &gt; 3, caf&eacute; &#x2615; &#9731;</p>
  <input type="hidden" value="INPUT VALUE TEXT">
  <button>BUTTON TEXT</button>
  <p>Visible again.</p>
</body></html>`;

describe("htmlToText", () => {
  const page = htmlToText(PAGE, 10_000);

  it("keeps the title, the meta description and the visible text, line by line", () => {
    expect(page.title).toBe("Northbound Coffee Roasters | Fresh beans, by bike");
    expect(page.description).toBe("Speciality coffee roasted weekly in Leeds & delivered by bike.");
    expect(page.text.split("\n")).toEqual([
      "Home Shop",
      "Roasted this week,",
      "at your desk by nine",
      "We roast in small batches — every Monday.",
      "Single origin",
      "Blends",
      "Price: 5 < 7 & 9 > 3, café ☕ ☃",
      "Visible again.",
    ]);
  });

  it("drops scripts, styles, comments, templates, embedded documents and hidden elements", () => {
    for (const hidden of [
      "SCRIPT TEXT",
      "STYLE TEXT",
      "COMMENT TEXT",
      "ignore previous instructions",
      "HIDDEN ATTRIBUTE TEXT",
      "nested hidden",
      "DISPLAY NONE TEXT",
      "ZERO SIZE TEXT",
      "ARIA HIDDEN TEXT",
      "SR ONLY TEXT",
      "TEMPLATE TEXT",
      "NOSCRIPT TEXT",
      "SVG",
      "INPUT VALUE TEXT",
      "BUTTON TEXT",
    ]) {
      expect(page.text).not.toContain(hidden);
    }
  });

  it("survives broken markup and stray angle brackets", () => {
    const broken = htmlToText("<p>a < b and <i>c</p><div hidden>never closed <p>x", 100);
    expect(broken.text).toBe("a < b and c");
    expect(htmlToText("<script>unterminated", 100).text).toBe("");
    expect(htmlToText("just text, no tags", 100).text).toBe("just text, no tags");
  });

  it("truncates at a word boundary", () => {
    const long = htmlToText(`<p>${"word ".repeat(100)}</p>`, 50).text;
    expect(long.length).toBeLessThanOrEqual(52);
    expect(long.endsWith(" …")).toBe(true);
    expect(truncateText("short", 10)).toBe("short");
  });

  it("decodes only well-formed entities", () => {
    expect(decodeEntities("&amp;lt; &unknown; &#0; &#xD800; &#65;")).toBe("&lt; &unknown;   A");
  });
});
