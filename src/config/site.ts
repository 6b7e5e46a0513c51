/** Facts about the product that pages quote; one place to change them. */
export const SITE = {
  name: "Legendary",
  tagline: "Your AI advertising agency",
  /** Where account, privacy and legal questions go. */
  contactEmail: "hello@legendary.app",
  legalUpdated: "21 November 2026",
} as const;
