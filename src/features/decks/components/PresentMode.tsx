import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { VisuallyHidden } from "@radix-ui/themes";
import type { SlideView } from "../lib/types";
import { SlideCanvas } from "./SlideCanvas";

export type PresentModeProps = {
  title: string;
  slides: readonly SlideView[];
  startIndex?: number;
  footer?: string;
  onExit: () => void;
};

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown", "PageDown", " ", "Enter"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp", "PageUp", "Backspace"]);

/**
 * Present mode (DESIGN "Sell deck"): the slide fills the screen with nothing else on it. Arrow
 * keys, Space and a click advance; Esc leaves (the browser's own Esc leaves full screen, which
 * ends the presentation too). The audience sees slides only: speaker notes never render here.
 * After the last slide a black end screen, as presentation tools do; one more step leaves.
 */
export function PresentMode({ title, slides, startIndex = 0, footer, onExit }: PresentModeProps) {
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), slides.length));
  const atEnd = index >= slides.length;
  const exitRef = useRef(onExit);
  useLayoutEffect(() => {
    exitRef.current = onExit;
  });

  const step = useCallback(
    (delta: 1 | -1) => {
      if (delta === 1 && index >= slides.length) {
        exitRef.current();
        return;
      }
      setIndex((current) => Math.min(Math.max(current + delta, 0), slides.length));
    },
    [index, slides.length],
  );

  // Full screen when the browser allows it; leaving full screen (its own Esc) ends the show.
  useEffect(() => {
    const element = root.current;
    element?.focus();
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === element) entered = true;
      else if (entered) exitRef.current();
    };
    document.addEventListener("fullscreenchange", onChange);
    if (element && typeof element.requestFullscreen === "function") {
      element.requestFullscreen().catch(() => {
        // Refused (an iframe, a test browser): the fixed overlay fills the window instead.
      });
    }
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onExit();
    } else if (NEXT_KEYS.has(event.key)) {
      event.preventDefault();
      step(1);
    } else if (PREVIOUS_KEYS.has(event.key)) {
      event.preventDefault();
      step(-1);
    } else if (event.key === "Home") {
      event.preventDefault();
      setIndex(0);
    } else if (event.key === "End") {
      event.preventDefault();
      setIndex(Math.max(slides.length - 1, 0));
    }
  };

  const slide = atEnd ? null : slides[index];
  return createPortal(
    <div
      ref={root}
      className="deck-present"
      role="dialog"
      aria-modal="true"
      aria-label={`Presenting ${title}`}
      aria-roledescription="presentation"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={() => step(1)}
      data-slide-index={index}
    >
      {slide ? (
        <SlideCanvas
          slide={slide}
          footer={footer}
          number={`${index + 1} / ${slides.length}`}
          className="deck-present-slide"
        />
      ) : (
        <p className="deck-present-end">End of the deck. Click or press Esc to leave.</p>
      )}
      <VisuallyHidden aria-live="polite">
        {slide ? `Slide ${index + 1} of ${slides.length}: ${slide.title}` : "End of the deck"}
      </VisuallyHidden>
    </div>,
    // Inside the theme's root, so the slide keeps the theme's tokens (fonts, colours).
    document.querySelector(".radix-themes") ?? document.body,
  );
}
