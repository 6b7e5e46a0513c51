import { Button, Flex, Text } from "@radix-ui/themes";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";

/** Visitors cannot open Discovery IQ (spec 6): a clear prompt with the sign-in dialog. */
export function DiscoverySignIn({ why }: { why: string }) {
  const { open } = useSignInDialog();
  return (
    <Flex direction="column" gap="3" align="start" maxWidth="40rem">
      <Text as="p" size="3" color="gray">
        {why}
      </Text>
      <Button size="3" onClick={() => open()}>
        Sign in to use Discovery IQ
      </Button>
    </Flex>
  );
}
