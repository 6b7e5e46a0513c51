import type { AdLobView, CampaignPageView } from "../lib/types";

export function makeLob(overrides: Partial<AdLobView> = {}): AdLobView {
  return {
    id: "lob1" as AdLobView["id"],
    order: 0,
    aspectRatio: "1:1",
    formatLabel: "Social 1:1",
    headline: "Proof, not promises.",
    body: "Every claim comes with its evidence.",
    imageUrl: "/api/media/adOneAdOneAdOneAdOneAdOneAdOne01",
    status: "ready",
    step: null,
    errorMessage: null,
    createdAt: 1,
    ...overrides,
  };
}

export function makePage(overrides: Partial<CampaignPageView> = {}): CampaignPageView {
  return {
    id: "page1" as CampaignPageView["id"],
    ideaId: "idea1" as CampaignPageView["ideaId"],
    briefId: "brief1" as CampaignPageView["briefId"],
    title: "The Morning Record",
    headline: "Roasted this week, at your desk by nine.",
    description: "Prove every claim, one checkable fact at a time.",
    heroUrl: "/api/media/heroHeroHeroHeroHeroHeroHeroHero",
    brand: "Northbound Coffee",
    idea: {
      title: "Proof route",
      campaignName: "The Morning Record",
      headline: "Roasted this week, at your desk by nine.",
      coreIdea: "Prove every claim, one checkable fact at a time.",
      concept: "Each ad proves one claim.",
      keyVisualElements: ["A dated roast label"],
      executionStrategy: ["Outdoor at stations"],
    },
    legend: {
      id: "legend1" as CampaignPageView["legend"]["id"],
      name: "David Ogilvy",
      slug: "david-ogilvy",
      headshot: null,
    },
    lobs: [
      makeLob({
        id: "lobA" as AdLobView["id"],
        order: 0,
        aspectRatio: "16:9",
        formatLabel: "Banner 16:9",
        headline: "The Morning Record.",
      }),
      makeLob({ id: "lobB" as AdLobView["id"], order: 1, headline: "Proof, not promises." }),
      makeLob({ id: "lobC" as AdLobView["id"], order: 2, headline: "Dated, signed, delivered." }),
    ],
    canEdit: true,
    addAdCost: 1,
    createdAt: 1,
    ...overrides,
  };
}
