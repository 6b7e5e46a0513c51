import { Flex, Link } from "@radix-ui/themes";
import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../../shared/constants";

/** Back to the home page's legends, above a profile. */
export function AllLegendsLink() {
  return (
    <Flex mb={{ initial: "5", sm: "7" }}>
      <Link asChild size="2" color="gray">
        <RouterLink to={`${ROUTES.home}#legends`}>
          <ArrowLeftIcon aria-hidden className="inline-icon" />
          All legends
        </RouterLink>
      </Link>
    </Flex>
  );
}
