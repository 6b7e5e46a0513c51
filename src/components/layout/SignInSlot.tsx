import type { ReactNode } from "react";
import { Skeleton, VisuallyHidden } from "@radix-ui/themes";
import { useConvexAuth } from "convex/react";

type SignInSlotProps = {
  /** What a visitor sees, e.g. the sign-in button (filled by the auth feature). */
  signedOut?: ReactNode;
  /** What a signed-in user sees, e.g. the account menu. */
  signedIn?: ReactNode;
};

/**
 * The header's account corner. While the session is being checked it holds
 * the space with a skeleton so the header doesn't shift when the answer arrives.
 */
export function SignInSlot({ signedOut = null, signedIn = null }: SignInSlotProps) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  if (isLoading) return <CheckingSignIn />;
  return isAuthenticated ? signedIn : signedOut;
}

export function CheckingSignIn() {
  return (
    <span role="status">
      <Skeleton width="76px" height="32px" />
      <VisuallyHidden>Checking sign-in…</VisuallyHidden>
    </span>
  );
}
