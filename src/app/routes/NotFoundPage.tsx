import { Button, Code, Flex, Text } from "@radix-ui/themes";
import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageContainer py={{ initial: "8", sm: "9" }}>
      <title>{`Page not found · ${SITE.name}`}</title>
      <Flex
        direction="column"
        gap="5"
        align="start"
        maxWidth="56rem"
        py={{ initial: "2", sm: "6" }}
      >
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Error 404
        </Text>
        <h1 className="display-title">
          This page never made it <em>past the brief.</em>
        </h1>
        <Text as="p" size={{ initial: "4", sm: "5" }} color="gray" style={{ maxWidth: "34em" }}>
          There’s nothing at <Code variant="ghost">{pathname}</Code>. The link may be out of date,
          or the page may have moved. Every campaign starts on the home page.
        </Text>
        <Button asChild size="3" mt="2">
          <RouterLink to="/">
            <ArrowLeftIcon aria-hidden />
            Back to home
          </RouterLink>
        </Button>
      </Flex>
    </PageContainer>
  );
}
