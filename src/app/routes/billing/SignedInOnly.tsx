import type { ReactNode } from "react";
import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { PageLoader } from "@/components/feedback/PageLoader";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";

/**
 * A billing page's content for a signed-in user; a calm sign-in prompt for anyone else.
 * `whileChecking`: what shows while the session is checked (a loader by default), e.g. the
 * page's own frame, which the children then fill in place.
 */
export function SignedInOnly({
  why,
  whileChecking,
  children,
}: {
  why: string;
  whileChecking?: ReactNode;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  const { open } = useSignInDialog();
  if (user.status === "loading") {
    return whileChecking ?? <PageLoader label="Checking sign-in…" />;
  }
  if (user.status === "signedOut") {
    return (
      <Flex direction="column" gap="4" align="start" maxWidth="36rem">
        <Heading as="h1" size="7" className="serif" weight="regular">
          Sign in to continue
        </Heading>
        <Text size="3" color="gray">
          {why}
        </Text>
        <Button size="3" onClick={() => open()}>
          Sign in
        </Button>
      </Flex>
    );
  }
  return children;
}
