import { useState, type ReactNode } from "react";
import { Button, Callout, Flex, IconButton, Link, Skeleton, Spinner, Text } from "@radix-ui/themes";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ImageIcon,
  Pencil1Icon,
  PlayIcon,
  ReloadIcon,
  StarFilledIcon,
  StarIcon,
} from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { usesCreditsLine } from "../../../../shared/pricing";
import { toast } from "@/components/feedback/toast";
import type { DeckActions } from "../hooks/useDeckActions";
import { useSpend } from "../hooks/useSpend";
import { inlineLine, withRefundNote } from "../lib/slideText";
import type { DeckView as Deck, SlideView } from "../lib/types";
import { PresentMode } from "./PresentMode";
import { SlideCanvas } from "./SlideCanvas";
import { SlideEditor } from "./SlideEditor";
import { SlideRail } from "./SlideRail";
import { SlideVisualDialog } from "./SlideVisualDialog";
import "../decks.css";

export type DeckViewProps = {
  deck: Deck;
  actions: DeckActions;
  /** The header's actions from the page (Export). */
  headerActions?: ReactNode;
  /** Under the selected slide, from the page: its comment count (issue 41). */
  renderSlideExtras?: (slideId: string) => ReactNode;
  onInsufficientCredits?: (error: unknown) => void;
};

function footerOf(deck: Deck): string {
  return [deck.brand, inlineLine(deck.idea.campaignName)].filter(Boolean).join(" · ");
}

/**
 * A sell deck (DESIGN "Sell deck"): the slide rail and the selected slide large, its speaker
 * notes beneath; editors edit words in place, reorder, favourite and draw visuals. Present mode
 * fills the screen. Live: slides arrive one by one while the job writes them.
 */
export function DeckView({
  deck,
  actions,
  headerActions,
  renderSlideExtras,
  onInsufficientCredits,
}: DeckViewProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const { busy, error, setError, run } = useSpend(onInsufficientCredits);

  const index = Math.max(
    deck.slides.findIndex((slide) => slide.id === selectedId),
    0,
  );
  const slide: SlideView | undefined = deck.slides[index];
  const count = deck.slides.length;
  const footer = footerOf(deck);

  const select = (slideId: string) => {
    setSelectedId(slideId);
    setEditing(false);
    setError(null);
  };

  return (
    <article className="deck" aria-labelledby="deck-title" data-status={deck.status}>
      <header className="deck-header">
        <Flex direction="column" gap="1" minWidth="0">
          <Text size="1" color="gray" className="eyebrow">
            Sell deck{deck.brand ? ` · ${deck.brand}` : ""}
          </Text>
          <h1 id="deck-title" className="deck-title">
            {deck.title}
          </h1>
          <Text size="2" color="gray">
            Written by{" "}
            {deck.legend.slug ? (
              <Link asChild>
                <RouterLink to={ROUTES.legend(deck.legend.slug)}>{deck.legend.name}</RouterLink>
              </Link>
            ) : (
              deck.legend.name
            )}{" "}
            for {inlineLine(deck.idea.campaignName)}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" align="center" className="deck-header-actions">
          {deck.canEdit ? (
            <IconButton
              variant="soft"
              color={deck.isFavorite ? "amber" : "gray"}
              aria-label={
                deck.isFavorite ? "Remove the deck from favourites" : "Favourite this deck"
              }
              aria-pressed={deck.isFavorite}
              disabled={busy}
              onClick={() => void run(() => actions.setDeckFavorite(!deck.isFavorite))}
            >
              {deck.isFavorite ? <StarFilledIcon /> : <StarIcon />}
            </IconButton>
          ) : null}
          {headerActions}
          <Button disabled={count === 0} onClick={() => setPresenting(true)}>
            <PlayIcon aria-hidden />
            Present
          </Button>
        </Flex>
      </header>

      {deck.status === "writing" ? (
        <Flex align="center" gap="2" role="status" className="deck-progress">
          <Spinner />
          <Text size="2">{deck.step ?? `${deck.legend.name} is writing the deck…`}</Text>
          <Text size="1" color="gray">
            You can leave this page; the deck keeps writing.
          </Text>
        </Flex>
      ) : null}
      {deck.status === "failed" ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {withRefundNote(deck.errorMessage ?? "The deck could not be written.", deck.deckCost)}
          </Callout.Text>
          {deck.canEdit ? (
            <Flex gap="3" align="center" wrap="wrap">
              <Button
                size="2"
                variant="soft"
                disabled={busy}
                onClick={() => void run(actions.retryDeck)}
              >
                <ReloadIcon aria-hidden />
                Try again
              </Button>
              <Text size="1" color="gray">
                {usesCreditsLine(deck.deckCost)}
              </Text>
            </Flex>
          ) : null}
        </Callout.Root>
      ) : null}

      <div className="deck-body">
        <SlideRail deck={deck} selectedId={slide?.id ?? null} onSelect={select} />
        <section className="deck-stage" aria-label="Selected slide">
          {slide ? (
            <>
              <div className="deck-stage-slide">
                <SlideCanvas slide={slide} footer={footer} number={`${index + 1} / ${count}`} />
                {slide.visual === "drawing" ? (
                  <div className="deck-stage-drawing" role="status">
                    <Spinner />
                    <Text size="2">{slide.visualStep ?? "Drawing the visual…"}</Text>
                  </div>
                ) : null}
              </div>
              {slide.visual === "failed" ? (
                <Callout.Root color="red" size="1" role="alert">
                  <Callout.Text>
                    {withRefundNote(
                      slide.visualError ?? "The visual could not be drawn.",
                      deck.visualCost,
                    )}
                  </Callout.Text>
                </Callout.Root>
              ) : null}
              {error ? (
                <Text size="2" color="red" role="alert">
                  {error}
                </Text>
              ) : null}
              {renderSlideExtras?.(slide.id)}
              {deck.canEdit && editing ? (
                <SlideEditor
                  key={slide.id}
                  slide={slide}
                  onSave={(draft) => actions.updateSlide(slide.id, draft)}
                  onDone={() => setEditing(false)}
                />
              ) : null}
              {deck.canEdit && !editing ? (
                <Flex gap="2" wrap="wrap" align="center" className="deck-toolbar">
                  <Button
                    variant="soft"
                    disabled={deck.status === "writing"}
                    title={
                      deck.status === "writing"
                        ? "The slides can be edited once the deck is written."
                        : undefined
                    }
                    onClick={() => setEditing(true)}
                  >
                    <Pencil1Icon aria-hidden />
                    Edit slide
                  </Button>
                  <Button
                    variant="soft"
                    disabled={slide.visual === "drawing"}
                    onClick={() => setDrawing(true)}
                  >
                    <ImageIcon aria-hidden />
                    {slide.imageUrl ? "Regenerate visual" : "Generate visual"}
                  </Button>
                  <IconButton
                    variant="soft"
                    color={slide.isFavorite ? "amber" : "gray"}
                    aria-label={
                      slide.isFavorite ? "Remove the slide from favourites" : "Favourite this slide"
                    }
                    aria-pressed={slide.isFavorite}
                    disabled={busy}
                    onClick={() =>
                      void run(() => actions.setSlideFavorite(slide.id, !slide.isFavorite))
                    }
                  >
                    {slide.isFavorite ? <StarFilledIcon /> : <StarIcon />}
                  </IconButton>
                  <IconButton
                    variant="soft"
                    color="gray"
                    aria-label="Move the slide earlier"
                    disabled={busy || index === 0 || deck.status === "writing"}
                    onClick={() =>
                      void run(async () => {
                        await actions.moveSlide(index, -1);
                        toast(`Moved to slide ${index}`);
                      })
                    }
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    variant="soft"
                    color="gray"
                    aria-label="Move the slide later"
                    disabled={busy || index === count - 1 || deck.status === "writing"}
                    onClick={() =>
                      void run(async () => {
                        await actions.moveSlide(index, 1);
                        toast(`Moved to slide ${index + 2}`);
                      })
                    }
                  >
                    <ArrowDownIcon />
                  </IconButton>
                </Flex>
              ) : null}
              <section className="deck-notes" aria-labelledby="deck-notes-title">
                <Text as="p" size="1" color="gray" weight="medium" id="deck-notes-title">
                  Speaker notes
                </Text>
                <Text as="p" size="2">
                  {slide.speakerNotes || "No notes for this slide."}
                </Text>
              </section>
              {drawing ? (
                <SlideVisualDialog
                  key={slide.id}
                  slide={slide}
                  cost={deck.visualCost}
                  open={drawing}
                  onOpenChange={setDrawing}
                  onGenerate={(prompt) => actions.generateVisual(slide.id, prompt)}
                  onInsufficientCredits={onInsufficientCredits}
                />
              ) : null}
            </>
          ) : deck.status === "writing" ? (
            <Skeleton className="deck-stage-skeleton">
              <div className="deck-slide" />
            </Skeleton>
          ) : (
            <Text as="p" color="gray">
              This deck has no slides.
            </Text>
          )}
          {!deck.canEdit ? (
            <Text as="p" size="2" color="gray">
              You can read this deck. Ask the brief’s owner for edit access to change it.
            </Text>
          ) : null}
        </section>
      </div>

      {presenting ? (
        <PresentMode
          title={deck.title}
          slides={deck.slides}
          startIndex={index}
          footer={footer}
          onExit={() => setPresenting(false)}
        />
      ) : null}
    </article>
  );
}
