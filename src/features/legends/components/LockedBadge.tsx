import { Badge } from "@radix-ui/themes";
import { LockClosedIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";

/** Marks a legend beyond the visitor's plan; as a link it is the upgrade path (/pricing). */
export function LockedBadge({ className, link = false }: { className?: string; link?: boolean }) {
  const content = (
    <>
      <LockClosedIcon aria-hidden />
      Upgrade to unlock
    </>
  );
  return (
    <Badge
      asChild={link}
      size="2"
      color="gray"
      variant="solid"
      highContrast
      radius="full"
      className={className}
    >
      {link ? <RouterLink to={ROUTES.pricing}>{content}</RouterLink> : content}
    </Badge>
  );
}
