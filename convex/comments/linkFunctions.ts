import { v } from "convex/values";
import { internalMutation, publicMutation, publicQuery, userMutation } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { ANONYMOUS_CLIENT } from "../mail/clients";
import { linkThread, postViaLink, setAllowComments } from "./publicLink";
import { linkThreadValidator } from "./validators";

/**
 * Share-link comments (issue 41; rules in ./publicLink.ts). The visitor's functions are public:
 * no account. A visitor is counted by their browser's random key (a UUID the app keeps), as
 * mail/clients.ts counts code emails; keyless callers share one bucket. Over HTTP the route
 * passes a hash of the caller's address instead (./http.ts, `postFromHttp`).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function visitorKey(clientKey: string | undefined): string {
  const key = clientKey?.trim().toLowerCase() ?? "";
  return UUID.test(key) ? `key:${key}` : ANONYMOUS_CLIENT;
}

/** What /shared/{shareId} shows of the thread, live (turning comments off hides it at once). */
export const thread = publicQuery({
  args: { shareId: v.string() },
  returns: linkThreadValidator,
  handler: async (ctx, { shareId }) => await linkThread(ctx, shareId, await getOptionalUser(ctx)),
});

/** A visitor's `{ name, body }`; FORBIDDEN 'Comments are turned off for this link' when off. */
export const post = publicMutation({
  args: {
    shareId: v.string(),
    name: v.string(),
    body: v.string(),
    clientKey: v.optional(v.string()),
  },
  returns: v.id("comments"),
  handler: async (ctx, { clientKey, ...args }) =>
    await postViaLink(ctx, { ...args, visitor: visitorKey(clientKey) }),
});

/** The HTTP route's door: `visitor` is the address hash it worked out (never a caller's word). */
export const postFromHttp = internalMutation({
  args: { shareId: v.string(), name: v.string(), body: v.string(), visitor: v.string() },
  returns: v.id("comments"),
  handler: async (ctx, args) => await postViaLink(ctx, args),
});

/** Owner and editors turn visitors' comments on (true) or off (false) for a link. */
export const setAllow = userMutation({
  args: { shareId: v.string(), allowComments: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { shareId, allowComments }) => {
    await setAllowComments(ctx, ctx.user, shareId, allowComments);
    return null;
  },
});
