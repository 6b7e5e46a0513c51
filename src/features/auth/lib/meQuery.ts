import { api } from "../../../../convex/_generated/api";

const ME = { me: { query: api.users.queries.me, args: {} } };
const NONE = {};

/**
 * `useQueries`' request for the signed-in account under the key "me", or for nothing: the
 * profile and the credits badge both subscribe, and the client runs it once for both.
 */
export const meQuery = (signedIn: boolean) => (signedIn ? ME : NONE);
