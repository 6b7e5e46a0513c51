import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { PageLoader } from "@/components/feedback/PageLoader";
import { useCurrentUser } from "../hooks/useCurrentUser";

/** Pages only visitors need (/login, /register): a signed-in user is sent home. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.status === "signedIn") return <Navigate to={ROUTES.home} replace />;
  if (user.status === "loading") return <PageLoader label="Checking sign-in…" />;
  return children;
}
