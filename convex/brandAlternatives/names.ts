import type { BrandAlternative } from "./schema";

/**
 * What any answer (a model's or the studio's) must satisfy before it is shown: trimmed, plain,
 * not the current brand, and no name twice in one request.
 */

const NAME_MAX = 40;
const TEXT_MAX = 600;

/** Compare names as a reader would: case, spacing and punctuation aside. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

function tidy(text: string, max: number): string {
  const plain = text
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** The usable alternatives, in order: new names only, each once. */
export function freshAlternatives(
  alternatives: readonly BrandAlternative[],
  brand: string,
  taken: readonly string[],
): BrandAlternative[] {
  const seen = new Set([nameKey(brand), ...taken.map(nameKey)]);
  const fresh: BrandAlternative[] = [];
  for (const alternative of alternatives) {
    const name = tidy(alternative.name, NAME_MAX).replace(/^["'“”]+|["'“”.]+$/g, "");
    const key = nameKey(name);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    fresh.push({
      name,
      description: tidy(alternative.description, TEXT_MAX),
      rationale: tidy(alternative.rationale, TEXT_MAX),
    });
  }
  return fresh;
}
