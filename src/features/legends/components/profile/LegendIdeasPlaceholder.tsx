import { Button, Card, Flex, Skeleton, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../../shared/constants";

type LegendIdeasPlaceholderProps = {
  name: string;
  viewer: "loading" | "signedOut" | "signedIn";
  onSignIn: () => void;
};

/**
 * Where the ideas the signed-in user got from this legend will be listed (the ideas issue fills
 * it). Visitors are asked to sign in; signed-in users see what to do to get some.
 */
export function LegendIdeasPlaceholder({ name, viewer, onSignIn }: LegendIdeasPlaceholderProps) {
  if (viewer === "loading") return <Skeleton height="120px" />;
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" align="start" gap="3">
        {viewer === "signedOut" ? (
          <>
            <Text as="p" size="4" className="serif">
              Sign in to see the ideas you get from {name}.
            </Text>
            <Text as="p" size="2" color="gray">
              Your briefs and the campaign ideas each legend pitched for them are kept in your
              account.
            </Text>
            <Button size="3" onClick={onSignIn}>
              Sign in
            </Button>
          </>
        ) : (
          <>
            <Text as="p" size="4" className="serif">
              Ideas you get from {name} will appear here
            </Text>
            <Text as="p" size="2" color="gray">
              Write a brief, pick {name} among your legends and ask for ideas.
            </Text>
            <Button asChild size="3" variant="soft">
              <RouterLink to={ROUTES.home}>Start a brief</RouterLink>
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
