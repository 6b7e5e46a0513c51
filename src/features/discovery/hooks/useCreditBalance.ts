import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/** The signed-in user's Legend Credits, live (null while loading or when it can't be read). */
export function useCreditBalance(enabled: boolean): number | null {
  const balance = useLiveQuery(
    "creditsBalance",
    api.credits.queries.balance,
    enabled ? {} : "skip",
  );
  return balance.status === "ready" ? balance.data.legendCredits : null;
}
