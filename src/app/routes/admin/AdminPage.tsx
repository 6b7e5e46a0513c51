import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { PageContainer } from "@/components/layout/PageContainer";
import { PageLoader } from "@/components/feedback/PageLoader";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { BillingCatalogPanel } from "@/features/admin/components/BillingCatalogPanel";
import { BrandLogosPanel } from "@/features/admin/components/BrandLogosPanel";
import { GenerationDefaultsPanel } from "@/features/admin/components/GenerationDefaultsPanel";
import { IntegrationsPanel } from "@/features/admin/components/IntegrationsPanel";
import { JobsPanel } from "@/features/admin/components/JobsPanel";
import { SystemPanel } from "@/features/admin/components/SystemPanel";
import { UsersPanel } from "@/features/admin/components/UsersPanel";
import { TestGenerationPanel } from "@/features/generation/components/TestGenerationPanel";

/**
 * Admin tools (spec 6: admins only): the generation defaults, and the engine's test panel with
 * Experimental Mode. Everyone else gets a plain refusal, and the server refuses their calls
 * regardless.
 */
export function AdminPage() {
  const user = useCurrentUser();
  if (user.status === "loading") return <PageLoader />;
  const isAdmin = user.status === "signedIn" && user.profile?.isAdmin === true;
  return (
    <PageContainer py={{ initial: "6", sm: "8" }}>
      <title>Admin · Legendary</title>
      {isAdmin ? (
        <Flex direction="column" gap="5" maxWidth="56rem">
          <Flex direction="column" gap="2">
            <Text size="2" weight="medium" color="ruby" className="eyebrow">
              Admin
            </Text>
            <h1 className="display-title">The studio's back room.</h1>
            <Text size="3" color="gray">
              See what the deployment is connected to, look after accounts and their credits, watch
              and retry generation jobs, choose the models everyone&rsquo;s work goes to, try the
              generation engine with any legend, and set Experimental Mode for your session.
            </Text>
          </Flex>
          <AreaErrorBoundary>
            <IntegrationsPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <UsersPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <JobsPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <SystemPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <GenerationDefaultsPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <BillingCatalogPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <BrandLogosPanel />
          </AreaErrorBoundary>
          <AreaErrorBoundary>
            <TestGenerationPanel />
          </AreaErrorBoundary>
        </Flex>
      ) : (
        <Flex direction="column" gap="4" align="start" maxWidth="40rem">
          <Heading as="h1" size="7" className="serif">
            This page is for admins
          </Heading>
          <Text size="3" color="gray">
            Admin tools are only available to admin accounts.
          </Text>
          <Button asChild size="3">
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
        </Flex>
      )}
    </PageContainer>
  );
}
