import { lazy, Suspense, type ReactNode } from "react";
import { AccountMenuSkeleton } from "./AccountMenuSkeleton";

/*
 * The dropdown (menu, popper, avatar) is only for signed-in users, so it loads with them rather
 * than with every visitor's first page.
 */
const AccountDropdown = lazy(() =>
  import("./AccountDropdown").then((m) => ({ default: m.AccountDropdown })),
);

/**
 * The header's account menu for a signed-in user. `menuItems` are other features' entries
 * (DropdownMenu.Item), composed by the layout, shown above 'Sign out'.
 */
export function AccountMenu({ menuItems }: { menuItems?: ReactNode }) {
  return (
    <Suspense fallback={<AccountMenuSkeleton />}>
      <AccountDropdown menuItems={menuItems} />
    </Suspense>
  );
}
