import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { useCurrentUser } from "../hooks/useCurrentUser";
import type { AccountDropdownProps } from "./AccountDropdown";
import { AccountMenuSkeleton } from "./AccountMenuSkeleton";
import { AccountTrigger } from "./AccountTrigger";

/*
 * The dropdown (menu, popper, focus management: ~35 KiB gzip) is not needed to paint the header,
 * so a signed-in first page shows the same button alone and fetches the menu's code on the first
 * sign of use: hovering or focusing the button, any engagement with the page, or some seconds
 * after load. A click that comes first opens the menu as soon as its code is in.
 */
let dropdown: Promise<ComponentType<AccountDropdownProps>> | null = null;
const loadDropdown = () =>
  (dropdown ??= import("./AccountDropdown").then((m) => m.AccountDropdown));

/** AccountMenu's content, in the chunk signed-in users load. */
export function AccountCorner({ menuItems }: { menuItems?: ReactNode }) {
  const user = useCurrentUser();
  const [Dropdown, setDropdown] = useState<ComponentType<AccountDropdownProps> | null>(null);
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [hadFocus, setHadFocus] = useState(false);

  const want = () => {
    void loadDropdown().then((component) => {
      // The plain button is about to be replaced: the menu's trigger takes over its focus.
      setHadFocus(trigger.current !== null && document.activeElement === trigger.current);
      setDropdown(() => component);
    });
  };
  const openSoon = () => {
    setOpenWhenReady(true);
    want();
  };
  useEffect(() => afterEngagement(want, ENGAGEMENT_FALLBACK_MS), []);

  if (user.status === "loading") return <AccountMenuSkeleton />;
  if (user.status !== "signedIn") return null;
  const fullName = user.profile?.fullName.trim() ?? "";
  const email = user.profile?.email ?? "";

  if (Dropdown) {
    return (
      <Dropdown menuItems={menuItems} defaultOpen={openWhenReady} focusTriggerOnMount={hadFocus} />
    );
  }
  return (
    <AccountTrigger
      ref={trigger}
      fullName={fullName}
      email={email}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={want}
      // As Radix's trigger: a primary press opens; a click also covers Enter and Space.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openSoon();
      }}
      onClick={openSoon}
    />
  );
}
