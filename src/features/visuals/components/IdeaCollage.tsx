import type { ReactNode } from "react";
import { Box, Button, Callout, Flex, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, ImageIcon } from "@radix-ui/react-icons";
import { CREDIT_COSTS } from "../../../../shared/constants";
import { usesCreditsLine } from "../../../../shared/pricing";
import { useRegenerateLock } from "../hooks/useRegenerateLock";
import { useThumbnails } from "../hooks/useThumbnails";
import type { CollageIdea } from "../lib/types";
import { CollageActions } from "./CollageActions";
import { CollageEmpty, CollageGrid, CollageSkeleton } from "./CollageGrid";
import { WorkingNote } from "./WorkingNote";
import "../visuals.css";

export type IdeaCollageProps = {
  idea: CollageIdea;
  /** Optional line over the hero, above the campaign line. */
  tagline?: string;
  /** Generate thumbnails for an idea that has none as soon as it shows. Default on. */
  autoGenerate?: boolean;
  /** Legend Credits ran out (402): open the upgrade path. */
  onInsufficientCredits?: (error: unknown) => void;
  /** Share the idea; the button shows only when given (disabled while sharing, without images). */
  onShare?: () => void | Promise<void>;
  /** More buttons for the actions row, before regenerate and share. */
  actions?: ReactNode;
  /** Why this person can't make thumbnails here (a viewer of a shared brief), or null. */
  readOnlyReason?: string | null;
};

const DRAWING = "Sketching the collage…";

/**
 * The idea collage card's body (spec 2 "Idea collage card", 4 "Thumbnails per idea" and
 * "Collage"): three images in a true layout with the idea's lines over them, live progress,
 * the spec's errors with a way out, regenerate (locked up to 35 s or until loading ends) and
 * share. Place it inside the idea's card; it draws no card of its own.
 */
export function IdeaCollage({
  idea,
  tagline,
  autoGenerate = true,
  onInsufficientCredits,
  onShare,
  actions,
  readOnlyReason = null,
}: IdeaCollageProps) {
  const thumbnails = useThumbnails(idea.id, {
    autoGenerate: autoGenerate && readOnlyReason === null,
    // A viewer watches someone else's collage being drawn; joining it is an editor's request.
    canRequest: readOnlyReason === null,
    onInsufficientCredits,
  });
  const lock = useRegenerateLock();
  const { status, urls, error } = thumbnails;
  const hasImages = urls.length > 0;
  const loading = status === "loading";

  let body: ReactNode;
  if (hasImages) {
    body = <CollageGrid idea={idea} urls={urls} tagline={tagline} busy={loading} />;
  } else if (status === "idle") {
    body = (
      <CollageEmpty>
        <Flex direction="column" align="center" gap="3">
          <ImageIcon width="28" height="28" aria-hidden />
          <Text size="2" color="gray">
            See this idea as a hero image and two details.
          </Text>
          <Button
            size="2"
            disabled={readOnlyReason !== null}
            onClick={() => void thumbnails.generate()}
          >
            Generate thumbnails
          </Button>
          <Text size="1" color="gray" align="center">
            {readOnlyReason ?? usesCreditsLine(CREDIT_COSTS.thumbnails)}
          </Text>
        </Flex>
      </CollageEmpty>
    );
  } else if (status === "error") {
    body = (
      <CollageEmpty>
        <ImageIcon width="28" height="28" aria-hidden />
      </CollageEmpty>
    );
  } else {
    body = <CollageSkeleton />;
  }

  return (
    <Box className="idea-collage" aria-busy={loading || undefined}>
      {body}
      {status === "error" && error ? (
        <Callout.Root color="red" role="alert" mt="3" size="1">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
          <Flex>
            <Button size="1" variant="soft" color="red" onClick={() => void thumbnails.retry()}>
              Try again
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}
      <Flex mt="3" gap="3" align="center" justify="between" wrap="wrap">
        <Flex gap="3" align="center" wrap="wrap" minWidth="0">
          {loading ? (
            <WorkingNote
              text={
                thumbnails.step ?? (thumbnails.regenerating ? "Redrawing the collage…" : DRAWING)
              }
              startedAt={thumbnails.startedAt}
            />
          ) : null}
        </Flex>
        <CollageActions
          extra={actions}
          canRegenerate={hasImages && readOnlyReason === null}
          regenerateLocked={lock.locked}
          onRegenerate={() => void lock.run(thumbnails.regenerate)}
          hasImages={hasImages}
          onShare={onShare}
        />
      </Flex>
    </Box>
  );
}
