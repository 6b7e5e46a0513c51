import { Button } from "@radix-ui/themes";
import { useLocation } from "react-router-dom";
import { ROUTES } from "../../../../shared/startupConstants";
import { useSignInDialog } from "../hooks/useSignInDialog";

/** Pages that are themselves the sign-in or sign-up form; a second way in would only distract. */
const ACCOUNT_FORM_PAGES = new Set<string>([ROUTES.login, ROUTES.register]);

/** The header's sign-in button for visitors: opens the 'Sign in to Continue' dialog. */
export function SignInButton() {
  const { open } = useSignInDialog();
  const { pathname } = useLocation();
  if (ACCOUNT_FORM_PAGES.has(pathname)) return null;
  return (
    <Button size="2" onClick={() => open()}>
      Sign in
    </Button>
  );
}
