import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { messages } from "../../../../shared/errors";
import {
  ImportCampaignForm,
  ImportCampaignIntro,
  type ImportCampaignFormProps,
} from "./ImportCampaignForm";

export type ImportCampaignSectionProps = ImportCampaignFormProps & {
  signedIn: boolean;
  /** Opens the sign-in dialog (signed-out visitors cannot import, spec 6). */
  onSignIn: () => void;
};

/**
 * 'Import an existing campaign (signed-in only)' (spec 2): the form for a signed-in user, the
 * spec's 'Login Required' prompt with a sign-in button for anyone else.
 */
export function ImportCampaignSection({ signedIn, onSignIn, ...form }: ImportCampaignSectionProps) {
  const prompt = messages.briefAndIdeas.importLoginRequired;
  return (
    <section aria-labelledby="import-campaign-title" className="import-section">
      <Flex direction="column" gap="5">
        <ImportCampaignIntro headingId="import-campaign-title" />
        {signedIn ? (
          <ImportCampaignForm {...form} />
        ) : (
          <Card size="3">
            <Flex direction="column" gap="3" align="start">
              <Heading as="h3" size="4">
                {prompt.title}
              </Heading>
              <Text size="3" color="gray">
                {prompt.description}
              </Text>
              <Button size="3" onClick={onSignIn}>
                Sign in
              </Button>
            </Flex>
          </Card>
        )}
      </Flex>
    </section>
  );
}
