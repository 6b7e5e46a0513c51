import { useCallback, useEffect, useState } from "react";
import type { UseEmblaCarouselType } from "embla-carousel-react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export type CarouselNav = {
  selectedIndex: number;
  snapCount: number;
  scrollTo: (index: number) => void;
  scrollPrev: () => void;
  scrollNext: () => void;
};

/** Which snap is showing and how many there are, kept in step with the carousel. */
export function useCarouselNav(api: EmblaApi | undefined): CarouselNav {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  return {
    selectedIndex,
    snapCount,
    scrollTo: useCallback((index: number) => api?.scrollTo(index), [api]),
    scrollPrev: useCallback(() => api?.scrollPrev(), [api]),
    scrollNext: useCallback(() => api?.scrollNext(), [api]),
  };
}
