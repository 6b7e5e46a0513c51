import { Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";

/** "New to Legendary? Create an account": a page link under an account form. */
export function AuthPageLink({
  question,
  action,
  to,
  email,
}: {
  question: string;
  action: string;
  to: string;
  /** Carried to the other page's form (in history state, not the address bar). */
  email?: string;
}) {
  return (
    <Text as="p" size="2" color="gray" align="center">
      {question}{" "}
      <Link asChild weight="medium">
        <RouterLink to={to} state={email ? { email } : undefined}>
          {action}
        </RouterLink>
      </Link>
    </Text>
  );
}
