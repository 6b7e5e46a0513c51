import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, Flex, Section, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { BrandManager } from "@/features/brands/components/BrandManager";
import { BrandUpgradeTeaser } from "@/features/brands/components/BrandUpgradeTeaser";

/**
 * The campaign import (/brands/manage?byoi=true, spec 1) is another feature's section; the
 * lead composes it here, above the profiles. Until then the spot renders nothing.
 */
const CAMPAIGN_IMPORT: ReactNode = null;

/**
 * /brands/manage (spec 1): the signed-in user's brand profiles, the same manager the brief
 * form's 'Manage brand profiles' opens. Signed out: the sign-in prompt.
 */
export function BrandsManagePage() {
  const user = useCurrentUser();
  const { open: openSignIn } = useSignInDialog();
  const [params] = useSearchParams();
  const [teaser, setTeaser] = useState(false);
  const importing = params.get("byoi") === "true";
  return (
    <PageContainer>
      <title>{`Brand profiles · ${SITE.name}`}</title>
      <Section size={{ initial: "2", sm: "3" }}>
        <Flex direction="column" gap="3" mb={{ initial: "6", sm: "7" }} maxWidth="44rem">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Your brands
          </Text>
          <h1 className="section-title">Brand profiles</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            Your brand’s voice, audience, key messages, colours and logo, kept once and used by
            every brief, idea and visual you make for it.
          </Text>
        </Flex>
        {user.status === "loading" ? <PageLoader label="Loading brand profiles…" /> : null}
        {user.status === "signedOut" ? (
          <Flex direction="column" gap="3" align="start">
            <Text as="p" color="gray">
              Sign in to manage your brand profiles.
            </Text>
            <Button onClick={() => openSignIn()}>Sign in</Button>
          </Flex>
        ) : null}
        {user.status === "signedIn" ? (
          <Flex direction="column" gap="7">
            {importing ? CAMPAIGN_IMPORT : null}
            <AreaErrorBoundary area="Your brand profiles">
              <BrandManager onUpgrade={() => setTeaser(true)} />
            </AreaErrorBoundary>
          </Flex>
        ) : null}
      </Section>
      <BrandUpgradeTeaser open={teaser} onOpenChange={setTeaser} />
    </PageContainer>
  );
}
