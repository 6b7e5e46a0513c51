import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { Button, Flex, Link, Section, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { BrandManager } from "@/features/brands/components/BrandManager";
import { BrandUpgradeTeaser } from "@/features/brands/components/BrandUpgradeTeaser";
import { ROUTES } from "../../../../shared/constants";
import { ImportCampaignRoute } from "./ImportCampaignRoute";

/**
 * /brands/manage?byoi=true (spec 2): importing an existing campaign. Signed out, the import
 * section itself says 'Login Required' (spec 8) with a way to sign in.
 */
function ImportPage() {
  return (
    <PageContainer>
      <title>{`Import a campaign · ${SITE.name}`}</title>
      <Section size={{ initial: "2", sm: "3" }}>
        <Flex direction="column" gap="3" mb={{ initial: "6", sm: "7" }} maxWidth="44rem">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Bring your own idea
          </Text>
          <h1 className="section-title">Import an existing campaign</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            Paste a campaign you already run and add its images. It becomes a brief and an idea you
            can take to the legends for a fresh take, turn into a campaign page or sell in with a
            deck.
          </Text>
        </Flex>
        <AreaErrorBoundary area="Campaign import">
          <ImportCampaignRoute />
        </AreaErrorBoundary>
        <Text as="p" size="2" color="gray" mt="6">
          <Link asChild>
            <RouterLink to={ROUTES.brandsManage}>Manage your brand profiles</RouterLink>
          </Link>
        </Text>
      </Section>
    </PageContainer>
  );
}

/**
 * /brands/manage (spec 1): the signed-in user's brand profiles, the same manager the brief
 * form's 'Manage brand profiles' opens. Signed out: the sign-in prompt.
 */
export function BrandsManagePage() {
  const [params] = useSearchParams();
  return params.get("byoi") === "true" ? <ImportPage /> : <ProfilesPage />;
}

function ProfilesPage() {
  const user = useCurrentUser();
  const { open: openSignIn } = useSignInDialog();
  const [teaser, setTeaser] = useState(false);
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
            <AreaErrorBoundary area="Your brand profiles">
              <BrandManager onUpgrade={() => setTeaser(true)} />
            </AreaErrorBoundary>
            <Text as="p" size="2" color="gray">
              Already running a campaign?{" "}
              <Link asChild>
                <RouterLink to={ROUTES.importCampaign}>Import an existing campaign</RouterLink>
              </Link>
            </Text>
          </Flex>
        ) : null}
      </Section>
      <BrandUpgradeTeaser open={teaser} onOpenChange={setTeaser} />
    </PageContainer>
  );
}
