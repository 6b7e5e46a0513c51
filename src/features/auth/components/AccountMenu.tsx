import { lazy, Suspense, type ReactNode } from "react";
import { AccountMenuSkeleton } from "./AccountMenuSkeleton";

/*
 * The account button (avatar and all) is only for signed-in users, so it loads with them rather
 * than with every visitor's first page; the menu behind it loads later still (AccountCorner).
 */
const AccountCorner = lazy(() =>
  import("./AccountCorner").then((m) => ({ default: m.AccountCorner })),
);

/**
 * The header's account menu for a signed-in user. `menuItems` are other features' entries
 * (DropdownMenu.Item), composed by the layout, shown above 'Sign out'.
 */
export function AccountMenu({ menuItems }: { menuItems?: ReactNode }) {
  return (
    <Suspense fallback={<AccountMenuSkeleton />}>
      <AccountCorner menuItems={menuItems} />
    </Suspense>
  );
}
