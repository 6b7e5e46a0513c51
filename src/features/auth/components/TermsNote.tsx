import { Link, Text } from "@radix-ui/themes";
import { ROUTES } from "../../../../shared/constants";

/** Sign-up links the terms and privacy policy (spec 2); new tabs keep the form as typed. */
export function TermsNote() {
  return (
    <Text as="p" size="1" color="gray">
      By creating an account you agree to the{" "}
      <Link href={ROUTES.terms} target="_blank" rel="noopener">
        Terms of Service
      </Link>{" "}
      and the{" "}
      <Link href={ROUTES.privacy} target="_blank" rel="noopener">
        Privacy Policy
      </Link>
      .
    </Text>
  );
}
