import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Box, DropdownMenu, Flex, Skeleton, Text } from "@radix-ui/themes";
import { useCurrentUser } from "../hooks/useCurrentUser";
import { useSignOut } from "../hooks/useSignOut";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { AccountMenuSkeleton } from "./AccountMenuSkeleton";
import { AccountTrigger } from "./AccountTrigger";

// The menu's entries and their icons (a shared chunk of every icon the app's lazy screens use,
// ~18 KiB gzip) load when the menu is about to open, not with every signed-in first page.
const loadMenuItems = () => import("./AccountMenuItems");
const AccountMenuItems = lazy(() => loadMenuItems().then((m) => ({ default: m.AccountMenuItems })));
const preloadMenuItems = () => void loadMenuItems();

function MenuItemsLoading() {
  return (
    <Flex direction="column" gap="3" px="3" py="2" aria-busy="true" aria-label="Loading menu">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="16px" width={i % 2 ? "60%" : "75%"} />
      ))}
    </Flex>
  );
}

export type AccountDropdownProps = {
  menuItems?: ReactNode;
  /** A click on the plain button (AccountMenu) came before this code: open at once. */
  defaultOpen?: boolean;
  /** The plain button had the keyboard focus: this trigger takes it over. */
  focusTriggerOnMount?: boolean;
};

/**
 * The header's account corner for a signed-in user: an avatar (and the first name from tablet
 * width up) opening a menu with who is signed in, 'My ideas', 'My decks', Discovery IQ research, brand profiles, campaign import, 'Plan and credits', 'Pricing',
 * other features' `menuItems` and 'Sign out'.
 */
export function AccountDropdown({
  menuItems,
  defaultOpen = false,
  focusTriggerOnMount = false,
}: AccountDropdownProps) {
  const user = useCurrentUser();
  const { signOut, busy } = useSignOut();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => afterEngagement(preloadMenuItems, ENGAGEMENT_FALLBACK_MS), []);
  useEffect(() => {
    if (focusTriggerOnMount) trigger.current?.focus();
  }, [focusTriggerOnMount]);

  if (user.status === "loading") return <AccountMenuSkeleton />;
  if (user.status !== "signedIn") return null;

  const fullName = user.profile?.fullName.trim() ?? "";
  const email = user.profile?.email ?? "";

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <AccountTrigger
          ref={trigger}
          fullName={fullName}
          email={email}
          onPointerEnter={preloadMenuItems}
          onFocus={preloadMenuItems}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" size="2" style={{ minWidth: 240 }}>
        <Box px="3" pt="2" pb="3" style={{ maxWidth: "min(320px, 80vw)" }}>
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" truncate>
              {fullName || "Signed in"}
            </Text>
            {email ? (
              <Text size="2" color="gray" truncate>
                {email}
              </Text>
            ) : null}
          </Flex>
        </Box>
        <DropdownMenu.Separator />
        <Suspense fallback={<MenuItemsLoading />}>
          <AccountMenuItems
            isAdmin={user.profile?.isAdmin ?? false}
            menuItems={menuItems}
            busy={busy}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
