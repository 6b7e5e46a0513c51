import { IconButton, Tooltip } from "@radix-ui/themes";
import { HeartFilledIcon, HeartIcon } from "@radix-ui/react-icons";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useFavoriteToggle } from "../hooks/useFavoriteToggle";

type FavoriteButtonProps = {
  idea: { id: Id<"ideas"> | null; isFavorite: boolean; campaignName: string };
  signedIn: boolean;
};

/** The heart on an idea: a toggle button whose state is announced (aria-pressed). */
export function FavoriteButton({ idea, signedIn }: FavoriteButtonProps) {
  const { isFavorite, toggle } = useFavoriteToggle(idea, signedIn);
  const label = isFavorite ? "Remove from favourites" : "Add to favourites";
  return (
    <Tooltip content={label}>
      <IconButton
        size="2"
        variant={isFavorite ? "soft" : "ghost"}
        color={isFavorite ? undefined : "gray"}
        radius="full"
        aria-label={`${label}: ${idea.campaignName}`}
        aria-pressed={isFavorite}
        onClick={toggle}
        className="favorite-button"
      >
        {isFavorite ? <HeartFilledIcon aria-hidden /> : <HeartIcon aria-hidden />}
      </IconButton>
    </Tooltip>
  );
}
