import type { ReactNode } from "react";
import { DropdownMenu } from "@radix-ui/themes";
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
import { ROUTES } from "../../../../shared/constants";

/** The account menu's entries (AccountDropdown), other features' `menuItems`, then 'Sign out'. */
export function AccountMenuItems({
  isAdmin,
  menuItems,
  busy,
  onSignOut,
}: {
  isAdmin: boolean;
  menuItems?: ReactNode;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <>
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
      {isAdmin ? (
        <DropdownMenu.Item asChild>
          <RouterLink to="/admin">
            <MixerHorizontalIcon aria-hidden />
            Admin
          </RouterLink>
        </DropdownMenu.Item>
      ) : null}
      {menuItems}
      <DropdownMenu.Item disabled={busy} onSelect={onSignOut}>
        <ExitIcon aria-hidden />
        {busy ? "Signing out…" : "Sign out"}
      </DropdownMenu.Item>
    </>
  );
}
