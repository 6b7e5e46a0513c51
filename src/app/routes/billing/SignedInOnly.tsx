import type { ReactNode } from "react";
import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { PageLoader } from "@/components/feedback/PageLoader";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";

/** A billing page's content for a signed-in user; a calm sign-in prompt for anyone else. */
export function SignedInOnly({ why, children }: { why: string; children: ReactNode }) {
  const user = useCurrentUser();
  const { open } = useSignInDialog();
  if (user.status === "loading") return <PageLoader label="Checking sign-in…" />;
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
