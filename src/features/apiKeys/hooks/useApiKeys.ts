import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

export type ApiKeyItem = FunctionReturnType<typeof api.apiKeys.queries.mine>[number];

/** The caller's API keys, live (a key's last use shows up as it happens), and the two changes. */
export function useApiKeys() {
  return {
    keys: useLiveQuery("apiKeys", api.apiKeys.queries.mine, {}),
    create: useMutation(api.apiKeys.mutations.create),
    revoke: useMutation(api.apiKeys.mutations.revoke),
  };
}
