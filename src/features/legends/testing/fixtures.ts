import type { Legend } from "../lib/types";

let counter = 0;

/** A complete legend DTO for component tests; override what the test is about. */
export function makeLegend(overrides: Partial<Legend> = {}): Legend {
  counter += 1;
  const name = overrides.name ?? `Legend Number${counter}`;
  const slug = overrides.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    id: `creativeLegends:${slug}` as Legend["id"],
    name,
    slug,
    label: "A Legendary Label",
    headshot: null,
    isActive: true,
    description: `${name} made advertising people remember.`,
    bio: "First paragraph.\n\nSecond paragraph.",
    approach: "Start with the truth. Then make it interesting.",
    visualApproach: "Big picture, small headline.",
    keyMessage: "Say one thing well.",
    signatureMoves: ["the honest headline"],
    voice: "plain, witty",
    discipline: "Copywriter",
    country: "United States",
    awards: ["Hall of Fame"],
    testimonial: null,
    pastAgencies: [
      { name: "First Agency", position: "Copywriter", years: "1950–1960" },
      { name: "Second Agency (formerly Other)", position: "Creative director", years: "1960–1970" },
      { name: "Third Agency", position: "Founder", years: "from 1970" },
    ],
    portfolioProjects: [{ brand: "Acme" }],
    socialLinks: [],
    disclaimer: `An AI persona inspired by the public work of ${name}. It is not ${name}.`,
    isActivated: false,
    locked: false,
    createdAt: 0,
    ...overrides,
  };
}
