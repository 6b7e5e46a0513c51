// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deckSource, ideaSource } from "../testing/fixtures";
import { deckFileName, exportFileName, imageFileName, slugify } from "./fileNames";

describe("file names", () => {
  it("names the export after the campaign", () => {
    expect(exportFileName(ideaSource, "docx")).toBe("the-last-good-idea.docx");
    expect(exportFileName({ ...ideaSource, campaignName: "¡Olé, Café!" }, "pdf")).toBe(
      "ole-cafe.pdf",
    );
    expect(exportFileName({ ...ideaSource, campaignName: "☕", title: "" }, "md")).toBe(
      "campaign.md",
    );
  });

  it("numbers images and names them from their captions, up to 50 characters", () => {
    expect(imageFileName(0, "Hero: the first cup at dawn", "image/jpeg")).toBe(
      "01-hero-the-first-cup-at-dawn.jpg",
    );
    const long = imageFileName(11, "a".repeat(30) + " " + "b".repeat(30), "image/png");
    expect(long).toBe(`12-${"a".repeat(30)}-${"b".repeat(19)}.png`);
    expect(slugify("x".repeat(49) + " yz", 50)).toBe("x".repeat(49));
    expect(imageFileName(2, "", "image/svg+xml")).toBe("03-image.svg");
  });

  it("names a deck after its title, then its campaign", () => {
    expect(deckFileName(deckSource, "pptx")).toBe("why-mornings-matter.pptx");
    expect(deckFileName({ ...deckSource, title: "東京" }, "pdf")).toBe("the-last-good-idea.pdf");
    expect(deckFileName({ ...deckSource, title: "", campaignName: "" }, "pdf")).toBe(
      "sell-deck.pdf",
    );
  });
});
