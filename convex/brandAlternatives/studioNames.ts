import type { StyleProfile } from "../lib/ai/studio/persona";
import type { Rng } from "../lib/ai/studio/random";
import type { BrandAlternative } from "./schema";

export type NamingInput = {
  brand: string;
  audience: string;
  message: string;
  tone: string;
  taken: string[];
  style: StyleProfile;
  rng: Rng;
};

export function composeAlternatives(input: NamingInput): BrandAlternative[] {
  return [1, 2, 3].map((index) => ({
    name: `${input.brand} ${index}`,
    description: "A placeholder.",
    rationale: "A placeholder.",
  }));
}
