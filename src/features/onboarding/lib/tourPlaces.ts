/*
 * Pages where an unasked-for welcome tour would be in the way of what the person came to do:
 * paying (the test checkout, whose Pay it covered), the billing portal, the pages a payment
 * returns to (success, and /pricing?canceled=1 after a cancelled checkout), joining a brief from
 * an invitation, and reading an emailed code or link in the dev mailbox (often in a second tab).
 * Routes: src/app/router.tsx; spec section 1's route table.
 */
const NO_OFFER_PREFIXES = [
  "/checkout/",
  "/billing/",
  "/subscription/success",
  "/credits/success",
  "/invite/",
  "/dev/",
] as const;

/** Whether the tour may open by itself at this address (it always opens when asked for). */
export function tourMayOpenAt(pathname: string, search = ""): boolean {
  if (NO_OFFER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (pathname === "/pricing" && new URLSearchParams(search).has("canceled")) return false;
  return true;
}
