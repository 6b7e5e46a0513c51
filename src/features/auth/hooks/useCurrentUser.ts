import { useContext } from "react";
import { CurrentUserContext, type CurrentUser } from "../lib/currentUserContext";

/** The auth state and the signed-in profile, computed once by `CurrentUserProvider`. */
export function useCurrentUser(): CurrentUser {
  const state = useContext(CurrentUserContext);
  if (state === null) throw new Error("useCurrentUser needs a CurrentUserProvider above it.");
  return state;
}
