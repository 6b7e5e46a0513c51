import { convexAuth } from "@convex-dev/auth/server";
import Google, { type GoogleProfile } from "@auth/core/providers/google";
import type { AnyDataModel, GenericMutationCtx } from "convex/server";
import type { MutationCtx } from "./_generated/server";
import { GOOGLE_OAUTH_SCOPES, SIGN_IN_FAILURES_PER_HOUR } from "../shared/constants";
import { googleIssuer } from "./lib/env";
import { syncAccount } from "./users/model";
import { PasswordWithOutcomes } from "./users/password";

/**
 * Google's ID token claims as the account profile. Google says whether it verified the address
 * (`email_verified`); @convex-dev/auth otherwise treats every OAuth email as verified, which would
 * let an unverified Google address link to an existing account and count toward ADMIN_EMAILS.
 */
function googleAccountProfile(profile: GoogleProfile) {
  return {
    id: profile.sub,
    name: profile.name,
    email: profile.email,
    image: profile.picture,
    emailVerified: profile.email_verified === true,
  };
}

/*
 * The callbacks receive a ctx typed for any data model; ours is the same database, so it is
 * narrowed to the app's typed ctx once here.
 */
const asAppCtx = (ctx: GenericMutationCtx<AnyDataModel>) => ctx as unknown as MutationCtx;

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    PasswordWithOutcomes,
    // Listed always, offered by the client only when AUTH_GOOGLE_ID/SECRET are configured
    // (users/queries:signInOptions); Auth.js reads them from the environment when this module
    // loads. AUTH_GOOGLE_ISSUER (lib/env.ts) can point it at another Google-compatible issuer.
    Google({
      issuer: googleIssuer(),
      authorization: { params: { scope: ["openid", ...GOOGLE_OAUTH_SCOPES].join(" ") } },
      profile: googleAccountProfile,
    }),
  ],
  signIn: { maxFailedAttempsPerHour: SIGN_IN_FAILURES_PER_HOUR },
  callbacks: {
    // New accounts (and OAuth profile updates) get the spec's defaults and their admin flag.
    async afterUserCreatedOrUpdated(ctx, { userId }) {
      await syncAccount(asAppCtx(ctx), userId);
    },
    // Credentials sign-ins skip the callback above; this one runs for every new session, so the
    // admin flag follows ADMIN_EMAILS (and email verification) at each sign-in.
    async beforeSessionCreation(ctx, { userId }) {
      await syncAccount(asAppCtx(ctx), userId);
    },
  },
});
