import { Flex, IconButton } from "@radix-ui/themes";

type CarouselDotsProps = {
  count: number;
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** At most this many dots show: a window that follows the current slide. */
  max?: number;
  display?: "mobile" | "always";
};

/** The first dot of a window of `max` dots kept around the selected one. */
export function dotWindowStart(count: number, selectedIndex: number, max: number): number {
  if (count <= max) return 0;
  return Math.min(Math.max(selectedIndex - Math.floor(max / 2), 0), count - max);
}

/** Dots that say where the carousel is and jump to a slide. */
export function CarouselDots({
  count,
  selectedIndex,
  onSelect,
  max = count,
  display = "always",
}: CarouselDotsProps) {
  if (count <= 1) return null;
  const start = dotWindowStart(count, selectedIndex, max);
  const indexes = Array.from({ length: Math.min(count, max) }, (_, i) => start + i);
  return (
    <Flex
      gap="1"
      justify="center"
      align="center"
      display={display === "mobile" ? { initial: "flex", sm: "none" } : "flex"}
    >
      {indexes.map((index) => (
        <IconButton
          key={index}
          size="1"
          variant="ghost"
          color="gray"
          radius="full"
          className="carousel-dot"
          data-active={index === selectedIndex ? "" : undefined}
          aria-label={`Go to slide ${index + 1} of ${count}`}
          aria-current={index === selectedIndex ? "true" : undefined}
          onClick={() => onSelect(index)}
        >
          <span aria-hidden />
        </IconButton>
      ))}
    </Flex>
  );
}
