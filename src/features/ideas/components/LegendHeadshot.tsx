import { Avatar, type AvatarProps } from "@radix-ui/themes";
import { LEGEND_CARD } from "../../../../shared/constants";

function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const letters = words.slice(0, LEGEND_CARD.avatarInitials).map((word) => Array.from(word)[0]);
  return letters.join("").toUpperCase() || "?";
}

/** A legend's portrait beside their name (decorative: the name is printed next to it). */
export function LegendHeadshot({
  legend,
  size = "5",
}: {
  legend: { name: string; headshot: string | null };
  size?: AvatarProps["size"];
}) {
  return (
    <Avatar
      size={size}
      radius="full"
      variant="soft"
      color="gray"
      src={legend.headshot ?? undefined}
      alt=""
      fallback={initials(legend.name)}
      className="legend-headshot"
    />
  );
}
