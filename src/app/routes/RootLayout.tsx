import { lazy, Suspense, useEffect } from "react";
import { Outlet } from "react-router-dom";
import { Flex } from "@radix-ui/themes";
import { useConvexAuth } from "convex/react";
import { AppShell } from "@/components/layout/AppShell";
import { AccountMenu } from "@/features/auth/components/AccountMenu";
import { AuthDialogProvider } from "@/features/auth/components/AuthDialogProvider";
import { CreditsBadge } from "@/features/auth/components/CreditsBadge";
import { CurrentUserProvider } from "@/features/auth/components/CurrentUserProvider";
import { SignInButton } from "@/features/auth/components/SignInButton";
import { OnboardingProvider } from "@/features/onboarding/components/OnboardingProvider";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";

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
// The bell (issue 41): its own chunk, for signed-in sessions only.
const NotificationBell = lazy(() =>
  import("@/features/notifications/components/NotificationBell").then((m) => ({
    default: m.NotificationBell,
  })),
);
// The account menu's 'Take the tour' item brings the dropdown menu's code with it: kept out of
// the start-up bundle, and fetched for a signed-in user once they engage with the page (or a few
// seconds in) so the menu opens complete.
const loadTakeTourItem = () => import("@/features/onboarding/components/TakeTourMenuItem");
const TakeTourMenuItem = lazy(() =>
  loadTakeTourItem().then((m) => ({ default: m.TakeTourMenuItem })),
);
// 'Manage plan' (billing), the same way: its own chunk, preloaded with the tour item.
const loadManagePlanItem = () => import("@/features/billing/components/ManagePlanMenuItem");
const ManagePlanMenuItem = lazy(() =>
  loadManagePlanItem().then((m) => ({ default: m.ManagePlanMenuItem })),
);

export function RootLayout() {
  const { isAuthenticated } = useConvexAuth();
  useEffect(() => {
    if (!isAuthenticated) return;
    return afterEngagement(() => {
      void loadTakeTourItem();
      void loadManagePlanItem();
    }, ENGAGEMENT_FALLBACK_MS);
  }, [isAuthenticated]);
  return (
    <CurrentUserProvider>
      <AuthDialogProvider>
        <OnboardingProvider>
          <AppShell
            signedOutAction={<SignInButton />}
            accountMenu={
              // Close to the avatar: at 320 px the header holds the wordmark, balance, bell, avatar.
              <Flex align="center" gap="1">
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
                <AccountMenu
                  menuItems={
                    <Suspense fallback={null}>
                      <ManagePlanMenuItem />
                      <TakeTourMenuItem />
                    </Suspense>
                  }
                />
              </Flex>
            }
            credits={<CreditsBadge />}
          >
            {/* Only a signed-in session resumes an invite: a visitor's first load skips it. */}
            {isAuthenticated ? (
              <Suspense fallback={null}>
                <InviteResume />
              </Suspense>
            ) : null}
            <Outlet />
          </AppShell>
        </OnboardingProvider>
      </AuthDialogProvider>
    </CurrentUserProvider>
  );
}
