import { useEffect, useRef } from "react";
import { Skeleton, Text } from "@radix-ui/themes";
import { StarFilledIcon } from "@radix-ui/react-icons";
import type { DeckView } from "../lib/types";
import { SlideCanvas } from "./SlideCanvas";

export type SlideRailProps = {
  deck: DeckView;
  selectedId: string | null;
  onSelect: (slideId: string) => void;
};

/**
 * The slide rail: every slide small, in order, the selected one marked; while the job writes,
 * the slides still to come hold their places, so the deck visibly fills in.
 */
export function SlideRail({ deck, selectedId, onSelect }: SlideRailProps) {
  const list = useRef<HTMLOListElement>(null);
  // On a phone the rail scrolls sideways: keep the selected slide in view (the rail only, never
  // the page, so selecting on a wide screen moves nothing).
  useEffect(() => {
    const rail = list.current;
    const current = rail?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!rail || !current || rail.scrollWidth <= rail.clientWidth) return;
    const left = current.offsetLeft - rail.offsetLeft;
    if (left < rail.scrollLeft || left + current.offsetWidth > rail.scrollLeft + rail.clientWidth) {
      rail.scrollTo({ left: Math.max(left - 8, 0), behavior: "smooth" });
    }
  }, [selectedId]);
  const pending =
    deck.status === "writing" ? Math.max(deck.plannedSlides - deck.slides.length, 0) : 0;
  return (
    <nav className="deck-rail" aria-label="Slides">
      <ol ref={list}>
        {deck.slides.map((slide, index) => (
          <li key={slide.id}>
            <button
              type="button"
              className="deck-rail-item"
              aria-current={slide.id === selectedId ? "true" : undefined}
              aria-label={`Slide ${index + 1}: ${slide.title}${slide.isFavorite ? " (favourite)" : ""}`}
              onClick={() => onSelect(slide.id)}
            >
              <span className="deck-rail-number" aria-hidden>
                {index + 1}
              </span>
              <SlideCanvas slide={slide} decorative className="deck-rail-thumb" />
              {slide.isFavorite ? <StarFilledIcon className="deck-rail-star" aria-hidden /> : null}
            </button>
          </li>
        ))}
        {Array.from({ length: pending }, (_, offset) => (
          <li key={`pending-${offset}`} aria-hidden>
            <div className="deck-rail-item is-pending">
              <span className="deck-rail-number">{deck.slides.length + offset + 1}</span>
              <Skeleton className="deck-rail-thumb deck-rail-skeleton" />
            </div>
          </li>
        ))}
      </ol>
      {pending > 0 ? (
        <Text as="p" size="1" color="gray" className="deck-rail-note">
          {deck.slides.length} of {deck.plannedSlides} slides written
        </Text>
      ) : null}
    </nav>
  );
}
