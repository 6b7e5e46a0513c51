import type { ReactNode } from "react";
import { Avatar, Box, Button, DropdownMenu, Flex, Text } from "@radix-ui/themes";
import {
  CardStackIcon,
  DashboardIcon,
  ExitIcon,
  HeartIcon,
  IdCardIcon,
  LayersIcon,
  MagnifyingGlassIcon,
  MixerHorizontalIcon,
  StarIcon,
  UploadIcon,
} from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { useCurrentUser } from "../hooks/useCurrentUser";
import { ROUTES } from "../../../../shared/constants";
import { useSignOut } from "../hooks/useSignOut";
import { initialsOf } from "@/lib/initials";
import { AccountMenuSkeleton } from "./AccountMenuSkeleton";

/**
 * The header's account corner for a signed-in user: an avatar (and the first name from tablet
 * width up) opening a menu with who is signed in, 'My ideas', 'My decks', Discovery IQ research, brand profiles, campaign import, 'Plan and credits', 'Pricing',
 * other features' `menuItems` and 'Sign out'.
 */
export function AccountDropdown({ menuItems }: { menuItems?: ReactNode }) {
  const user = useCurrentUser();
  const { signOut, busy } = useSignOut();

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
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.dashboard}>
            <DashboardIcon aria-hidden />
            View in Dashboard
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.myIdeas}>
            <HeartIcon aria-hidden />
            My ideas
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.myDecks}>
            <LayersIcon aria-hidden />
            My decks
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.discovery}>
            <MagnifyingGlassIcon aria-hidden />
            Discovery IQ research
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.brandsManage}>
            <IdCardIcon aria-hidden />
            Brand profiles
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.importCampaign}>
            <UploadIcon aria-hidden />
            Import a campaign
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.account}>
            <CardStackIcon aria-hidden />
            Plan and credits
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink to={ROUTES.pricing}>
            <StarIcon aria-hidden />
            Pricing
          </RouterLink>
        </DropdownMenu.Item>
        {user.profile?.isAdmin ? (
          <DropdownMenu.Item asChild>
            <RouterLink to="/admin">
              <MixerHorizontalIcon aria-hidden />
              Admin
            </RouterLink>
          </DropdownMenu.Item>
        ) : null}
        {menuItems}
        <DropdownMenu.Item disabled={busy} onSelect={() => void signOut()}>
          <ExitIcon aria-hidden />
          {busy ? "Signing out…" : "Sign out"}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
