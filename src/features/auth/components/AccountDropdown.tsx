import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Avatar, Box, Button, DropdownMenu, Flex, Skeleton, Text } from "@radix-ui/themes";
import { useCurrentUser } from "../hooks/useCurrentUser";
import { useSignOut } from "../hooks/useSignOut";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { initialsOf } from "@/lib/initials";
import { AccountMenuSkeleton } from "./AccountMenuSkeleton";

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

/**
 * The header's account corner for a signed-in user: an avatar (and the first name from tablet
 * width up) opening a menu with who is signed in, 'My ideas', 'My decks', Discovery IQ research, brand profiles, campaign import, 'Plan and credits', 'Pricing',
 * other features' `menuItems` and 'Sign out'.
 */
export function AccountDropdown({ menuItems }: { menuItems?: ReactNode }) {
  const user = useCurrentUser();
  const { signOut, busy } = useSignOut();
  useEffect(() => afterEngagement(preloadMenuItems, ENGAGEMENT_FALLBACK_MS), []);

  if (user.status === "loading") return <AccountMenuSkeleton />;
  if (user.status !== "signedIn") return null;

  const fullName = user.profile?.fullName.trim() ?? "";
  const email = user.profile?.email ?? "";
  const firstName = fullName.split(/\s+/)[0] ?? "";

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button
          variant="ghost"
          color="gray"
          radius="full"
          size="2"
          aria-label={fullName ? `Account: ${fullName}` : "Account"}
          className="account-trigger"
          onPointerEnter={preloadMenuItems}
          onFocus={preloadMenuItems}
        >
          <Avatar
            size="2"
            radius="full"
            color="ruby"
            variant="soft"
            fallback={initialsOf(fullName, email)}
          />
          {firstName ? (
            <Text className="account-trigger-name" weight="medium">
              {firstName}
            </Text>
          ) : null}
          <DropdownMenu.TriggerIcon />
        </Button>
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
