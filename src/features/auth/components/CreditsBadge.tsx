import { Badge, Skeleton, VisuallyHidden } from "@radix-ui/themes";
import { useQueries } from "convex/react";
import type { UserAccount } from "../lib/currentUserContext";
import { meQuery } from "../lib/meQuery";
import { useCurrentUser } from "../hooks/useCurrentUser";
import { formatCount } from "@/lib/formatCount";

/**
 * The signed-in user's Legend Credits balance in the header, read from the account itself: the
 * profile pages see leaves it out, so only this badge re-renders when the balance moves.
 */
export function CreditsBadge() {
  const user = useCurrentUser();
  const signedIn = user.status === "signedIn" && user.profile !== null;
  const { me } = useQueries(meQuery(signedIn)) as { me?: UserAccount | null | Error };
  if (user.status === "loading") return <Skeleton width="84px" height="24px" />;
  if (!signedIn || !me || me instanceof Error) return null;
  const { legendCredits } = me;
  return (
    <Badge size="2" color="gray" variant="soft" radius="full" className="credits-badge">
      <CreditGlyph />
      {formatCount(legendCredits)}
      <VisuallyHidden>Legend</VisuallyHidden>
      {/* The unit is hidden visually on the narrowest phones (theme.css), never from readers. */}
      <span className="credits-badge-unit">{legendCredits === 1 ? "credit" : "credits"}</span>
    </Badge>
  );
}

/**
 * Drawn inline rather than taken from the icon set: the badge is on every page's first paint,
 * and importing the icon set there would put every icon the app uses into the start-up code.
 */
function CreditGlyph() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden>
      <path
        d="M7.5 1.5 8.9 6.1 13.5 7.5 8.9 8.9 7.5 13.5 6.1 8.9 1.5 7.5 6.1 6.1Z"
        fill="currentColor"
      />
    </svg>
  );
}
