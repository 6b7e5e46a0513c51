import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Avatar, Button, Text } from "@radix-ui/themes";
import { initialsOf } from "@/lib/initials";

export type AccountTriggerProps = {
  fullName: string;
  email: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color">;

/** Radix Themes' dropdown trigger chevron, drawn here so the trigger needs no menu code. */
function ChevronDown() {
  return (
    <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" aria-hidden="true">
      <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
    </svg>
  );
}

/**
 * The header's account button: the avatar, the first name from tablet width up, a chevron. The
 * same button stands alone until the menu's code is wanted (AccountMenu) and then serves as the
 * dropdown's trigger, so the swap is invisible.
 */
export const AccountTrigger = forwardRef<HTMLButtonElement, AccountTriggerProps>(
  function AccountTrigger({ fullName, email, ...button }, ref) {
    const firstName = fullName.split(/\s+/)[0] ?? "";
    return (
      <Button
        ref={ref}
        variant="ghost"
        color="gray"
        radius="full"
        size="2"
        aria-label={fullName ? `Account: ${fullName}` : "Account"}
        className="account-trigger"
        {...button}
      >
        <Avatar
          size="2"
          radius="full"
          color="ruby"
          variant="soft"
          fallback={initialsOf(fullName, email)}
        />
        {firstName ? (
          <Text className="account-trigger-name" weight="medium">
            {firstName}
          </Text>
        ) : null}
        <ChevronDown />
      </Button>
    );
  },
);
