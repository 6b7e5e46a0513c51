import { DECK_STAGES } from "../../../../shared/constants";
import type { DeckSummary, DeckView, SlideView } from "../lib/types";

const TITLES = [
  "Coffee is sold on adjectives",
  "People trust what they can check",
  "The Morning Record",
  "Every ad proves one claim",
  "It makes the promise provable",
  "Three decisions this week",
];

export function makeSlide(index: number, overrides: Partial<SlideView> = {}): SlideView {
  const stage = DECK_STAGES[index % DECK_STAGES.length];
  return {
    id: `slide${index}` as SlideView["id"],
    presentationId: "deck1" as SlideView["presentationId"],
    order: index,
    stage: stage.id,
    stageLabel: stage.label,
    title: TITLES[index % TITLES.length],
    content:
      index === 3
        ? "- A roast date on every bag\n- A weekly letter from the roaster"
        : "Northbound roasts every week and says so on the bag.",
    speakerNotes: `Notes for slide ${index + 1}: pause here.`,
    visualPrompt: "A roaster checking a bag's date stamp in morning light",
    imageUrl: index === 0 ? "/api/media/slideSlideSlideSlideSlideSlide00" : null,
    isFavorite: false,
    visual: index === 0 ? "ready" : "none",
    visualStep: null,
    visualError: null,
    ...overrides,
  };
}

export function makeDeck(overrides: Partial<DeckView> = {}): DeckView {
  return {
    id: "deck1" as DeckView["id"],
    ideaId: "idea1" as DeckView["ideaId"],
    briefId: "brief1" as DeckView["briefId"],
    title: "The Morning Record",
    status: "ready",
    step: null,
    errorMessage: null,
    isFavorite: false,
    brand: "Northbound Coffee",
    idea: {
      title: "Proof on the bag",
      campaignName: "The Morning Record",
      headline: "Roasted this week.",
    },
    legend: { name: "David Ogilvy", slug: "david-ogilvy" },
    slides: DECK_STAGES.map((_, index) => makeSlide(index)),
    plannedSlides: DECK_STAGES.length,
    canEdit: true,
    visualCost: 1,
    deckCost: 2,
    createdAt: 1,
    updatedAt: 2,
    ...overrides,
  };
}

export function makeDeckSummary(overrides: Partial<DeckSummary> = {}): DeckSummary {
  return {
    id: "deck1" as DeckSummary["id"],
    ideaId: "idea1" as DeckSummary["ideaId"],
    title: "The Morning Record",
    status: "ready",
    isFavorite: false,
    brand: "Northbound Coffee",
    ideaTitle: "Proof on the bag",
    legendName: "David Ogilvy",
    slideCount: 6,
    coverUrl: null,
    createdAt: 1,
    updatedAt: Date.UTC(2026, 10, 20),
    ...overrides,
  };
}
