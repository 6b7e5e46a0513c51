import type { ReactNode } from "react";
import { Box, Grid, Heading } from "@radix-ui/themes";

type ProfileSectionProps = { id: string; title: string; children: ReactNode };

/** A profile section: its name in the margin on wide screens, the reading column beside it. */
export function ProfileSection({ id, title, children }: ProfileSectionProps) {
  return (
    <Grid
      asChild
      columns={{ initial: "1", md: "minmax(0, 3fr) minmax(0, 9fr)" }}
      gapX="8"
      gapY="4"
      py={{ initial: "6", sm: "8" }}
      className="profile-section"
    >
      <section aria-labelledby={id}>
        <Heading as="h2" id={id} size="2" weight="medium" color="gray" className="eyebrow">
          {title}
        </Heading>
        <Box className="profile-column">{children}</Box>
      </section>
    </Grid>
  );
}
