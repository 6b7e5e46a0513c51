import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/** The signed-in user's brand profiles and limit, live; nothing is asked for a visitor. */
export function useMyBrands(signedIn: boolean) {
  return useLiveQuery("brands.mine", api.brands.queries.mine, signedIn ? {} : "skip");
}
