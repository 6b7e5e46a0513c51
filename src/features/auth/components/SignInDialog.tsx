import { useState } from "react";
import { Box, Dialog, Flex, IconButton, Tabs } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import type { AuthTab } from "../lib/authDialogContext";
import { SignInFlow } from "./SignInFlow";
import { SignUpFlow } from "./SignUpFlow";
import { SwitchPrompt } from "./SwitchPrompt";

export type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
};

/**
 * 'Sign in to Continue' (spec 2, Dialogs): Sign In and Sign Up tabs with links between them.
 * Radix traps focus inside and closes on Escape; the typed email follows a switch of tab.
 */
export function SignInDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onSignedIn,
}: SignInDialogProps) {
  const [email, setEmail] = useState("");
  const switchTo = (next: AuthTab) => (typed: string) => {
    setEmail(typed);
    onTabChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="460px" size={{ initial: "3", sm: "4" }} className="auth-dialog">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title size={{ initial: "6", sm: "7" }} weight="medium" mb="1">
            Sign in to Continue
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <Cross2Icon aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          Save briefs and ideas, keep your favourites and spend your Legend Credits.
        </Dialog.Description>
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List size="2" mt="4">
            <Tabs.Trigger value="signIn">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="signUp">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <Box pt="5">
            <Tabs.Content value="signIn">
              <SignInFlow
                defaultEmail={email}
                onSignedIn={onSignedIn}
                onSwitchToSignUp={switchTo("signUp")}
                onLeave={() => onOpenChange(false)}
                footer={(typed) => (
                  <SwitchPrompt
                    question="Don’t have an account?"
                    action="Sign up"
                    onSwitch={() => switchTo("signUp")(typed)}
                  />
                )}
              />
            </Tabs.Content>
            <Tabs.Content value="signUp">
              <SignUpFlow
                variant="dialog"
                defaultEmail={email}
                onSignedIn={onSignedIn}
                onSwitchToSignIn={switchTo("signIn")}
                footer={(typed) => (
                  <SwitchPrompt
                    question="Already have an account?"
                    action="Sign in"
                    onSwitch={() => switchTo("signIn")(typed)}
                  />
                )}
              />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
