import { Badge, Skeleton, VisuallyHidden } from "@radix-ui/themes";
import { TokensIcon } from "@radix-ui/react-icons";
import { useCurrentUser } from "../hooks/useCurrentUser";

/** The signed-in user's Legend Credits balance in the header. */
export function CreditsBadge() {
  const user = useCurrentUser();
  if (user.status === "loading") return <Skeleton width="84px" height="24px" />;
  if (user.status !== "signedIn" || user.profile === null) return null;
  const { legendCredits } = user.profile;
  return (
    <Badge size="2" color="gray" variant="soft" radius="full" className="credits-badge">
      <TokensIcon aria-hidden />
      {legendCredits.toLocaleString()}
      <VisuallyHidden>Legend</VisuallyHidden>
      {legendCredits === 1 ? "credit" : "credits"}
    </Badge>
  );
}
