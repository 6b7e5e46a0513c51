import { createContext } from "react";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

/** The signed-in account as the `me` query returns it. */
export type UserAccount = NonNullable<FunctionReturnType<typeof api.users.queries.me>>;

/**
 * The account without its Legend Credits balance: the balance moves with every paid action (each
 * legend, each collage), and a page that only needs to know who is signed in must not re-render
 * with it. The header's badge reads the balance itself (CreditsBadge).
 */
export type UserProfile = Omit<UserAccount, "legendCredits">;

/**
 * Spec 4, Auth: loading, then signed in or signed out. A signed-in user whose profile could not
 * be fetched (other than a lost session) keeps the basic session: `profile` is null.
 */
export type CurrentUser =
  | { status: "loading" }
  | { status: "signedOut" }
  | { status: "signedIn"; profile: UserProfile | null };

export const CurrentUserContext = createContext<CurrentUser | null>(null);
