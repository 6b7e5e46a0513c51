import "../legends.css";
import "@/components/typography/frauncesItalic";
import type { ReactNode } from "react";
import { Box, Flex, IconButton } from "@radix-ui/themes";
import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import useEmblaCarousel from "embla-carousel-react";
import { useCarouselAutoplay } from "../hooks/useCarouselAutoplay";
import { useCarouselNav } from "../hooks/useCarouselNav";
import { CarouselDots } from "./CarouselDots";

type CarouselProps<T> = {
  /** Names the region ("Featured legends"). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  autoplayMs: number;
  /** Any interaction (drag, arrows, dots) stops autoplay for good. */
  stopOnInteraction?: boolean;
  /** Sets how many slides show at each width (see legends.css). */
  slideClassName: string;
  /** Dots only on phones, or at every width. */
  dots: "mobile" | "always";
  maxDots?: number;
};

/**
 * A looping embla carousel with autoplay (paused on hover and focus, off for reduced motion),
 * previous/next and dots. Slides are labelled for screen readers, and the live region only
 * speaks when the carousel is not moving by itself.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  autoplayMs,
  stopOnInteraction = false,
  slideClassName,
  dots,
  maxDots,
}: CarouselProps<T>) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  const nav = useCarouselNav(api);
  const autoplay = useCarouselAutoplay(api, { delayMs: autoplayMs, stopOnInteraction });
  const interact = (move: () => void) => () => {
    if (stopOnInteraction) autoplay.stop();
    move();
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="carousel"
      {...autoplay.pauseHandlers}
    >
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-track" aria-live={autoplay.playing ? "off" : "polite"}>
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              className={`carousel-slide ${slideClassName}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              {renderSlide(item)}
            </div>
          ))}
        </div>
      </div>
      <Flex align="center" justify={dots === "mobile" ? "center" : "between"} gap="4" mt="4">
        <CarouselDots
          count={nav.snapCount}
          selectedIndex={nav.selectedIndex}
          onSelect={(index) => interact(() => nav.scrollTo(index))()}
          max={maxDots}
          display={dots}
        />
        <Flex
          gap="2"
          ml={dots === "mobile" ? "auto" : undefined}
          display={dots === "mobile" ? { initial: "none", sm: "flex" } : "flex"}
        >
          <IconButton
            size="2"
            variant="surface"
            color="gray"
            radius="full"
            aria-label="Previous slide"
            onClick={interact(nav.scrollPrev)}
          >
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <IconButton
            size="2"
            variant="surface"
            color="gray"
            radius="full"
            aria-label="Next slide"
            onClick={interact(nav.scrollNext)}
          >
            <ChevronRightIcon aria-hidden />
          </IconButton>
        </Flex>
      </Flex>
    </Box>
  );
}
