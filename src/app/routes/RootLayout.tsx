import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { AppShell } from "@/components/layout/AppShell";
import { AccountMenu } from "@/features/auth/components/AccountMenu";
import { AuthDialogProvider } from "@/features/auth/components/AuthDialogProvider";
import { CreditsBadge } from "@/features/auth/components/CreditsBadge";
import { CurrentUserProvider } from "@/features/auth/components/CurrentUserProvider";
import { SignInButton } from "@/features/auth/components/SignInButton";
import { OnboardingProvider } from "@/features/onboarding/components/OnboardingProvider";
import { TakeTourMenuItem } from "@/features/onboarding/components/TakeTourMenuItem";

/**
 * The layout route. Features that fill the header's slots (sign-in button,
 * account menu, credits balance) are composed here, never inside the layout.
 * The auth state and the sign-in dialog are provided to every page, and the welcome tour is
 * offered here, once, to a newly verified user (and reopened from the account menu). A sign-in
 * that began on an invite page and ended elsewhere is taken back to it from here (InviteResume).
 */

// Its own chunk, fetched after the first screen: the pending-action code it needs would
// otherwise move into the start-up bundle (bench/bundle.ts).
const InviteResume = lazy(() =>
  import("@/features/sharing/components/InviteResume").then((m) => ({ default: m.InviteResume })),
);
export function RootLayout() {
  return (
    <CurrentUserProvider>
      <AuthDialogProvider>
        <OnboardingProvider>
          <AppShell
            signedOutAction={<SignInButton />}
            accountMenu={<AccountMenu menuItems={<TakeTourMenuItem />} />}
            credits={<CreditsBadge />}
          >
            <ScrollRestoration />
            <Suspense fallback={null}>
              <InviteResume />
            </Suspense>
            <Outlet />
          </AppShell>
        </OnboardingProvider>
      </AuthDialogProvider>
    </CurrentUserProvider>
  );
}
