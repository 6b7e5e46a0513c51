import { memo } from "react";
import { api } from "../../../../convex/_generated/api";
import { LEGEND_CAROUSEL } from "../../../../shared/constants";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { AreaEmpty, AreaError } from "./AreaMessage";
import { Carousel } from "./Carousel";
import { LegendCard } from "./LegendCard";
import { LegendsLoading } from "./LegendsLoading";

/**
 * Featured legends (spec 2): active legends with a portrait, advancing every 4 s in a loop,
 * one, two or three at a time by width, with up to five dots on phones. Memoized: its thirty
 * cards with their tooltips are the home page's heaviest render, and change only with its query.
 */
export const FeaturedLegendsCarousel = memo(function FeaturedLegendsCarousel({
  showLocked = false,
}: {
  showLocked?: boolean;
}) {
  const featured = useLiveQuery("featuredLegends", api.legends.queries.featured, {});

  if (featured.status === "loading") return <LegendsLoading />;
  if (featured.status === "error") {
    return <AreaError message="Error loading legends" onRetry={featured.retry} />;
  }
  if (featured.data.length === 0) return <AreaEmpty message="No featured legends available" />;
  return (
    <Carousel
      label="Featured legends"
      items={featured.data}
      getKey={(legend) => legend.id}
      renderSlide={(legend) => <LegendCard legend={legend} showLocked={showLocked} withCareer />}
      autoplayMs={LEGEND_CAROUSEL.autoplayMs}
      slideClassName="carousel-slide--legends"
      dots="mobile"
      maxDots={LEGEND_CAROUSEL.maxMobileDots}
    />
  );
});
