import { useQueries } from "convex/react";
import { api } from "../../../../convex/_generated/api";

const queries = { options: { query: api.users.queries.signInOptions, args: {} } };

/**
 * Which sign-in methods the deployment offers. While loading, or if the question fails, only
 * the password form is offered (never an error in the dialog).
 */
export function useSignInOptions(): { google: boolean } {
  const { options } = useQueries(queries) as { options?: { google: boolean } | Error };
  return { google: options !== undefined && !(options instanceof Error) && options.google };
}
