import { useState } from "react";
import { Button, Flex, Separator, Spinner, Text } from "@radix-ui/themes";
import { useAuthActions } from "@convex-dev/auth/react";
import { toast } from "@/components/feedback/toast";
import { useSignInOptions } from "../hooks/useSignInOptions";
import { googleSignInFailure } from "../lib/authErrors";
import { GoogleLogo } from "./GoogleLogo";
import { GOOGLE_REDIRECT_PATH } from "../lib/googleReturn";

/**
 * "Continue with Google", offered only when the deployment has Google configured. Google
 * redirects back to the site's origin (`/?auth=google`), where the auth provider finishes the
 * sign-in and useGoogleSignInReturn reports a failed one.
 */
export function GoogleSignIn() {
  const { google } = useSignInOptions();
  const { signIn } = useAuthActions();
  const [redirecting, setRedirecting] = useState(false);
  if (!google) return null;

  async function handleClick() {
    setRedirecting(true);
    try {
      await signIn("google", { redirectTo: GOOGLE_REDIRECT_PATH });
    } catch {
      setRedirecting(false);
      toast.error(googleSignInFailure.title, { description: googleSignInFailure.description });
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Button
        type="button"
        size="3"
        variant="surface"
        color="gray"
        highContrast
        disabled={redirecting}
        onClick={() => void handleClick()}
      >
        {redirecting ? <Spinner size="2" /> : <GoogleLogo />}
        {redirecting ? "Redirecting to Google…" : "Continue with Google"}
      </Button>
      <Flex align="center" gap="3" aria-hidden>
        <Separator size="4" />
        <Text size="1" color="gray">
          or
        </Text>
        <Separator size="4" />
      </Flex>
    </Flex>
  );
}
