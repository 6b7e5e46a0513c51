import { LEGEND_CARD } from "../../../../shared/constants";
import type { Legend } from "./types";

/**
 * Small texts the cards, carousels and profile share (spec 2 "Carousels and cards").
 */

/** "Mary Wells Lawrence" → "MW"; "Jeff Goodby & Rich Silverstein" → "JG". */
export function legendInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const letters = words.slice(0, LEGEND_CARD.avatarInitials).map((word) => Array.from(word)[0]);
  return letters.join("").toUpperCase() || "?";
}

/** An agency's everyday name: "Ogilvy & Mather (founded as …)" → "Ogilvy & Mather". */
export function shortAgencyName(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*/g, " ").trim() || name.trim();
}

/** The first two past agencies, as the 'legend of' line names them. */
export function firstAgencies(legend: Pick<Legend, "pastAgencies">): string[] {
  return legend.pastAgencies
    .slice(0, LEGEND_CARD.pastAgenciesShown)
    .map((agency) => shortAgencyName(agency.name));
}

/** "legend of Ogilvy & Mather, Gallup's Audience Research Institute", or null without agencies. */
export function legendOfLine(legend: Pick<Legend, "pastAgencies">): string | null {
  const agencies = firstAgencies(legend);
  return agencies.length > 0 ? `legend of ${agencies.join(", ")}` : null;
}

/** Up to five notable brands, without repeats. */
export function notableBrands(legend: Pick<Legend, "portfolioProjects">): string[] {
  const brands = legend.portfolioProjects.map((project) => project.brand.trim()).filter(Boolean);
  return [...new Set(brands)].slice(0, LEGEND_CARD.portfolioBrandsShown);
}

/** The disclaimer's first sentence: the subtle line under a card. */
export function shortDisclaimer(disclaimer: string): string {
  const first = disclaimer.trim().match(/^.*?[.!?](?=\s|$)/);
  return first ? first[0] : disclaimer.trim();
}

/**
 * The approach as separate principles, one per sentence, so the profile can set them as a
 * numbered list in the legend's own terms.
 */
export function principlesOf(approach: string): string[] {
  return approach
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z“"'‘])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The bio's paragraphs (separated by blank lines). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Picker search: name, label, discipline, country, agencies and brands, accents ignored. */
export function matchesSearch(legend: Legend, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      legend.name,
      legend.label,
      legend.discipline,
      legend.country,
      ...legend.pastAgencies.map((agency) => agency.name),
      ...legend.portfolioProjects.map((project) => project.brand),
    ].join(" "),
  );
  return words.every((word) => haystack.includes(word));
}

/** The first year a career entry's free-text years mention ("from 1948" → 1948), if any. */
function firstYear(years: string): number | null {
  const match = years.match(/\b(1[89]\d\d|20\d\d)/);
  return match ? Number(match[1]) : null;
}

/** Past agencies oldest first for the career timeline; entries without a year keep their place at the end. */
export function chronological<T extends { years: string }>(agencies: readonly T[]): T[] {
  const dated = agencies.map((agency, index) => ({ agency, index, year: firstYear(agency.years) }));
  return dated
    .sort((a, b) => {
      if (a.year === null || b.year === null) {
        if (a.year === b.year) return a.index - b.index;
        return a.year === null ? 1 : -1;
      }
      return a.year - b.year || a.index - b.index;
    })
    .map((entry) => entry.agency);
}
