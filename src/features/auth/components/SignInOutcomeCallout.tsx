import { Button, Callout, Flex } from "@radix-ui/themes";
import { InfoCircledIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import type { SignInOutcome } from "../lib/authErrors";

type InlineOutcome = Extract<SignInOutcome, { kind: "userNotFound" | "invalidPassword" }>;

/**
 * USER_NOT_FOUND and INVALID_PASSWORD stay in the form (spec 4): the server's message and
 * suggestion, with the way forward (create the account, or reset the password).
 */
export function SignInOutcomeCallout({
  outcome,
  email,
  onSwitchToSignUp,
  onLeave,
}: {
  outcome: InlineOutcome;
  email: string;
  onSwitchToSignUp: () => void;
  onLeave?: () => void;
}) {
  return (
    <Callout.Root color="amber" variant="surface" role="alert">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text weight="medium">{outcome.message}</Callout.Text>
        {outcome.suggestion ? <Callout.Text>{outcome.suggestion}</Callout.Text> : null}
        {outcome.kind === "userNotFound" ? (
          <Button type="button" size="1" variant="soft" color="amber" onClick={onSwitchToSignUp}>
            Create an account
          </Button>
        ) : (
          <Button asChild size="1" variant="soft" color="amber">
            <RouterLink to={ROUTES.resetPassword} state={{ email }} onClick={onLeave}>
              Reset your password
            </RouterLink>
          </Button>
        )}
      </Flex>
    </Callout.Root>
  );
}
