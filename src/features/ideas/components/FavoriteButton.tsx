import { Flex, IconButton, Text, Tooltip } from "@radix-ui/themes";
import { HeartFilledIcon, HeartIcon } from "@radix-ui/react-icons";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useFavoriteToggle } from "../hooks/useFavoriteToggle";

type FavoriteButtonProps = {
  idea: {
    id: Id<"ideas"> | null;
    isFavorite: boolean;
    favoriteCount: number;
    campaignName: string;
  };
  signedIn: boolean;
};

export function teamFavoritesLabel(count: number): string {
  return `${count} team ${count === 1 ? "favourite" : "favourites"}`;
}

/**
 * The heart on an idea: the caller's own favourite, a toggle whose state is announced
 * (aria-pressed). Favourites are per person, so when colleagues favourited it too the team's
 * count sits beside the heart (it follows the optimistic flip, so the two never disagree).
 */
export function FavoriteButton({ idea, signedIn }: FavoriteButtonProps) {
  const { isFavorite, toggle } = useFavoriteToggle(idea, signedIn);
  const label = isFavorite ? "Remove from favourites" : "Add to favourites";
  const team = idea.favoriteCount - (idea.isFavorite ? 1 : 0) + (isFavorite ? 1 : 0);
  const showTeam = team > (isFavorite ? 1 : 0);
  return (
    <Flex align="center" gap="1">
      {showTeam ? (
        <Tooltip content={teamFavoritesLabel(team)}>
          <Text
            size="1"
            color="gray"
            className="favorite-count"
            aria-label={teamFavoritesLabel(team)}
          >
            {team}
          </Text>
        </Tooltip>
      ) : null}
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
    </Flex>
  );
}
