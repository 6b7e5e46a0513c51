import type { ConvexReactClient } from "convex/react";
import { reportUnusableSession } from "./sessionHealth";

type SetAuth = ConvexReactClient["setAuth"];
type FetchToken = Parameters<SetAuth>[0];

const guarded = new WeakSet<ConvexReactClient>();

/**
 * Makes every token fetch of the Convex client end in a token or in "signed out", never in a
 * rejection. @convex-dev/auth's fetcher throws when the server refuses to refresh the stored
 * session (a forged or corrupted refresh token: "Can't parse refresh token"); the Convex client
 * calls it without catching, so the error went uncaught and the client stayed paused for auth
 * with the header's account area a placeholder. Here a failed fetch, or a forced refresh that
 * yields no token, is a session that cannot be used: reported (sessionHealth.ts), answered with
 * no token, so the client reports "not authenticated" at once.
 *
 * `setAuth` is the client's public API, called by ConvexAuthProvider; wrapping it on the one
 * app-wide instance is the only place the fetcher passes through.
 */
export function guardTokenFetches(client: ConvexReactClient): ConvexReactClient {
  if (guarded.has(client)) return client;
  guarded.add(client);
  const setAuth = client.setAuth.bind(client);
  client.setAuth = (fetchToken, ...rest) => setAuth(guardedFetch(fetchToken), ...rest);
  return client;
}

function guardedFetch(fetchToken: FetchToken): FetchToken {
  return async (args) => {
    try {
      const token = await fetchToken(args);
      if (!token && args.forceRefreshToken) reportUnusableSession();
      return token;
    } catch {
      reportUnusableSession();
      return null;
    }
  };
}
