import { describe, expect, it } from "vitest";
import { makeLegend } from "../testing/fixtures";
import {
  chronological,
  legendInitials,
  legendOfLine,
  matchesSearch,
  notableBrands,
  principlesOf,
  shortAgencyName,
  shortDisclaimer,
} from "./format";

describe("legend texts", () => {
  it("takes the first two initials", () => {
    expect(legendInitials("Mary Wells Lawrence")).toBe("MW");
    expect(legendInitials("Jeff Goodby & Rich Silverstein")).toBe("JG");
    expect(legendInitials("  leo   burnett ")).toBe("LB");
    expect(legendInitials("Piyush")).toBe("P");
    expect(legendInitials("")).toBe("?");
  });

  it("names the first two past agencies in the 'legend of' line", () => {
    const legend = makeLegend();
    expect(legendOfLine(legend)).toBe("legend of First Agency, Second Agency");
    expect(legendOfLine(makeLegend({ pastAgencies: [] }))).toBeNull();
    expect(shortAgencyName("Ogilvy & Mather (founded as Hewitt, Ogilvy, Benson & Mather)")).toBe(
      "Ogilvy & Mather",
    );
  });

  it("shows at most five distinct brands", () => {
    const brands = ["A", "B", "A", "C", "D", "E", "F"].map((brand) => ({ brand }));
    expect(notableBrands(makeLegend({ portfolioProjects: brands }))).toEqual([
      "A",
      "B",
      "C",
      "D",
      "E",
    ]);
  });

  it("splits the approach into principles and keeps the disclaimer's first sentence", () => {
    expect(principlesOf("Research first: study it. Write headlines that sell. “Be true.”")).toEqual(
      ["Research first: study it.", "Write headlines that sell.", "“Be true.”"],
    );
    expect(shortDisclaimer("An AI persona of X. It is not X.")).toBe("An AI persona of X.");
  });

  it("orders a career oldest first, undated entries last", () => {
    const agencies = [
      { name: "C", years: "from 1948" },
      { name: "U", years: "current" },
      { name: "A", years: "1930s" },
      { name: "B", years: "1938–1940s" },
    ];
    expect(chronological(agencies).map((agency) => agency.name)).toEqual(["A", "B", "C", "U"]);
  });

  it("searches names, labels, agencies and brands, ignoring case and accents", () => {
    const legend = makeLegend({
      name: "Marcello Serpa",
      label: "Visual Brazilian",
      portfolioProjects: [{ brand: "Havaianas" }],
    });
    expect(matchesSearch(legend, "serpa")).toBe(true);
    expect(matchesSearch(legend, "brazílian")).toBe(true);
    expect(matchesSearch(legend, "havaianas first agency")).toBe(true);
    expect(matchesSearch(legend, "ogilvy")).toBe(false);
    expect(matchesSearch(legend, "   ")).toBe(true);
  });
});
