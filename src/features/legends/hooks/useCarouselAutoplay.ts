import { useCallback, useEffect, useState, type FocusEvent } from "react";
import type { EmblaApi } from "./useCarouselNav";
import { usePrefersReducedMotion } from "@/lib/usePrefersReducedMotion";

export type CarouselAutoplay = {
  /** The carousel is advancing by itself right now. */
  playing: boolean;
  /** Stops for good (the testimonials carousel stops once the visitor interacts). */
  stop: () => void;
  /** Spread on the carousel's region: hovering or focusing inside pauses (or stops) it. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * Advances the carousel every `delayMs` (spec 9: legends 4000 ms, testimonials 5000 ms). Never
 * under prefers-reduced-motion; a manual move restarts the wait. Hovering or focusing inside
 * pauses it until the pointer or focus leaves; with `stopOnInteraction` (testimonials) hovering,
 * focusing, dragging or a control (which calls `stop`) ends autoplay for good.
 */
export function useCarouselAutoplay(
  api: EmblaApi | undefined,
  { delayMs, stopOnInteraction = false }: { delayMs: number; stopOnInteraction?: boolean },
): CarouselAutoplay {
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = api !== undefined && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!api || !playing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        api.scrollNext();
        schedule();
      }, delayMs);
    };
    const onPointerDown = () => {
      if (stopOnInteraction) setStopped(true);
    };
    schedule();
    api.on("select", schedule).on("pointerDown", onPointerDown);
    return () => {
      clearTimeout(timer);
      api.off("select", schedule).off("pointerDown", onPointerDown);
    };
  }, [api, playing, delayMs, stopOnInteraction]);

  const stop = useCallback(() => setStopped(true), []);
  return {
    playing,
    stop,
    pauseHandlers: {
      onMouseEnter: () => (stopOnInteraction ? setStopped(true) : setHovered(true)),
      onMouseLeave: () => setHovered(false),
      onFocus: () => (stopOnInteraction ? setStopped(true) : setFocused(true)),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
