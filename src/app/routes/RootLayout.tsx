import { Outlet, ScrollRestoration } from "react-router-dom";
import { AppShell } from "@/components/layout/AppShell";
import { AccountMenu } from "@/features/auth/components/AccountMenu";
import { AuthDialogProvider } from "@/features/auth/components/AuthDialogProvider";
import { CreditsBadge } from "@/features/auth/components/CreditsBadge";
import { CurrentUserProvider } from "@/features/auth/components/CurrentUserProvider";
import { SignInButton } from "@/features/auth/components/SignInButton";

/**
 * The layout route. Features that fill the header's slots (sign-in button,
 * account menu, credits balance) are composed here, never inside the layout.
 * The auth state and the sign-in dialog are provided to every page.
 */
export function RootLayout() {
  return (
    <CurrentUserProvider>
      <AuthDialogProvider>
        <AppShell
          signedOutAction={<SignInButton />}
          accountMenu={<AccountMenu />}
          credits={<CreditsBadge />}
        >
          <ScrollRestoration />
          <Outlet />
        </AppShell>
      </AuthDialogProvider>
    </CurrentUserProvider>
  );
}
