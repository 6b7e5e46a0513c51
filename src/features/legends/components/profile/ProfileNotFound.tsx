import { Button, Flex, Text } from "@radix-ui/themes";
import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../../shared/constants";
import { ProfileSuggestions } from "./ProfileSuggestions";

/** /creative-legends/{slug} for a slug nobody answers to (unknown, or private to someone else). */
export function ProfileNotFound({ slug }: { slug: string }) {
  return (
    <>
      <Flex
        direction="column"
        gap="5"
        align="start"
        maxWidth="56rem"
        py={{ initial: "2", sm: "6" }}
      >
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Creative legends
        </Text>
        <h1 className="display-title">
          No legend answers <em>to that name.</em>
        </h1>
        <Text as="p" size={{ initial: "4", sm: "5" }} color="gray" style={{ maxWidth: "34em" }}>
          We couldn’t find a legend at “{slug}”. The link may be out of date, or the legend may be a
          private persona of another account. The whole roster is on the home page.
        </Text>
        <Flex gap="3" wrap="wrap" mt="2">
          <Button asChild size="3">
            <RouterLink to={`${ROUTES.home}#legends`}>Meet the legends</RouterLink>
          </Button>
          <Button asChild size="3" variant="soft" color="gray">
            <RouterLink to={ROUTES.home}>
              <ArrowLeftIcon aria-hidden />
              Back to home
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
      <ProfileSuggestions slug={slug} />
    </>
  );
}
