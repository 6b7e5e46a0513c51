import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { Badge, IconButton } from "@radix-ui/themes";
import { BellIcon } from "@radix-ui/react-icons";
import { NOTIFICATION_TEXT } from "../lib/texts";
import "../notifications.css";

type BellButtonProps = ComponentPropsWithoutRef<typeof IconButton> & {
  /** The unread count as shown ("99+" when capped), null for none. */
  shown: string | null;
};

/** The header's bell and its unread count; a popover's trigger passes its props through. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { shown, ...props },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      size="1"
      variant="ghost"
      color="gray"
      aria-label={NOTIFICATION_TEXT.bellLabel(shown)}
      className="notification-bell"
      {...props}
    >
      <BellIcon width="18" height="18" aria-hidden />
      {shown !== null ? (
        <Badge size="1" color="red" variant="solid" radius="full" className="bell-count">
          {shown}
        </Badge>
      ) : null}
    </IconButton>
  );
});
