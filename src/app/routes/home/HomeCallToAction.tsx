import { Button, Flex, Heading, Section, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { RecentWork } from "./RecentWork";

type HomeCallToActionProps = {
  auth: "loading" | "signedIn" | "signedOut";
  /** Brings the brief form into view (the empty state's way to start). */
  onStartBrief: () => void;
};

/** Spec 1: the sign-up call to action, saying once that no card is needed and cancelling is free. */
export function SignUpPitch() {
  return (
    <Section size={{ initial: "2", sm: "3" }} aria-labelledby="home-sign-up">
      <Flex direction="column" align={{ initial: "start", sm: "center" }} gap="4">
        <Heading
          as="h2"
          id="home-sign-up"
          className="section-title"
          align={{ initial: "left", sm: "center" }}
        >
          Keep your briefs and ideas
        </Heading>
        <Text
          as="p"
          size={{ initial: "3", sm: "4" }}
          color="gray"
          align={{ initial: "left", sm: "center" }}
          style={{ maxWidth: "36em" }}
        >
          With an account you save briefs, favourite ideas, share them with colleagues and turn them
          into sell decks and campaign pages.
        </Text>
        <Button size="3" asChild>
          <RouterLink to={ROUTES.register}>Create your account</RouterLink>
        </Button>
        <Text as="p" size="2" color="gray">
          No credit card needed to start. Cancel anytime.
        </Text>
      </Flex>
    </Section>
  );
}

/**
 * The home page's closing section: visitors get the sign-up pitch, signed-in users their recent
 * briefs and ideas instead; nothing while the session is still being confirmed.
 */
export function HomeCallToAction({ auth, onStartBrief }: HomeCallToActionProps) {
  if (auth === "loading") return null;
  return auth === "signedIn" ? <RecentWork onStartBrief={onStartBrief} /> : <SignUpPitch />;
}
