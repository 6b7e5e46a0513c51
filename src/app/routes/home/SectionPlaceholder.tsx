import { Grid, Section, Skeleton } from "@radix-ui/themes";

/** Holds a deferred section's place with its rough shape until its code arrives. */
export function SectionPlaceholder({ cards, height }: { cards: number; height: string }) {
  return (
    <Section size={{ initial: "2", sm: "3" }} aria-hidden>
      <Skeleton height="14px" width="8rem" />
      <Skeleton height="48px" width="min(24rem, 80%)" mt="4" mb="7" />
      <Grid columns={{ initial: "1", sm: "2", md: String(cards) }} gap="5">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} height={height} className="home-section-skeleton" />
        ))}
      </Grid>
    </Section>
  );
}

/** The first placeholder under the hero (How it works), shared with the prerendered screen. */
export const HOW_IT_WORKS_PLACEHOLDER = { cards: 4, height: "10rem" } as const;
