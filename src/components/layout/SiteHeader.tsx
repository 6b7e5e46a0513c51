import type { ReactNode } from "react";
import { Container, Flex, Link } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { CreditsSlot } from "./CreditsSlot";
import { NavigationProgress } from "./NavigationProgress";
import { SignInSlot } from "./SignInSlot";

export type SiteHeaderSlots = {
  signedOutAction?: ReactNode;
  accountMenu?: ReactNode;
  credits?: ReactNode;
};

export function SiteHeader({ signedOutAction, accountMenu, credits }: SiteHeaderSlots) {
  return (
    <SiteHeaderFrame
      account={
        <>
          <CreditsSlot>{credits}</CreditsSlot>
          <SignInSlot signedOut={signedOutAction} signedIn={accountMenu} />
        </>
      }
      progress={<NavigationProgress />}
    />
  );
}

/**
 * The header's markup with its live parts passed in: the app fills them from the session and the
 * router; the prerendered first screen (src/app/prerender) shows the session being checked.
 */
export function SiteHeaderFrame({
  account,
  progress,
}: {
  account: ReactNode;
  progress?: ReactNode;
}) {
  return (
    <header className="site-header">
      {/* Narrower edges and gaps on a phone: at 320 px the header holds the wordmark, the
          balance, the notification bell and the avatar. */}
      <Container size="4" px={{ initial: "4", xs: "5", sm: "6" }}>
        <Flex align="center" justify="between" gap={{ initial: "3", xs: "4" }} height="64px">
          <Link asChild className="wordmark" color="gray" highContrast underline="none">
            <RouterLink to="/">Legendary</RouterLink>
          </Link>
          <Flex align="center" gap={{ initial: "2", xs: "3" }}>
            {account}
          </Flex>
        </Flex>
      </Container>
      {progress}
    </header>
  );
}
