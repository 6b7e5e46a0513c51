import { useLocation } from "react-router-dom";

/** The email another account page handed over in history state, if any. */
export function useCarriedEmail(): string | undefined {
  const { state } = useLocation() as { state: unknown };
  if (typeof state !== "object" || state === null || !("email" in state)) return undefined;
  return typeof state.email === "string" ? state.email : undefined;
}
