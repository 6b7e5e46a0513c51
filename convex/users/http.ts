import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { appError } from "../lib/errors";
import { trustedProxyHops } from "../lib/env";
import { errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { clientAddress } from "../mail/clientAddress";
import { attestAddress } from "../mail/clients";
import { messages } from "../../shared/errors";
import { normalizeEmail } from "./password";

/**
 * The spec's account endpoints (section 7) over the same Password provider the app uses, so a
 * token from /api/auth/signin works as the bearer of every /api path and for the Convex client.
 * Each passes the caller's address, vouched for, so code emails are limited per client.
 */

/** The `clientIp` param for this request's client, when its address can be read. */
async function clientParams(request: Request): Promise<{ clientIp?: string }> {
  const address = clientAddress(request.headers, trustedProxyHops());
  return address === null ? {} : { clientIp: await attestAddress(address) };
}

type SignInAnswer = { tokens?: { token: string; refreshToken: string } | null };

const invalidBody = () => json({ error: "Send a JSON body with the required fields." }, 400);

export function registerUsersRoutes(http: HttpRouter) {
  http.route({
    path: "/api/auth/user",
    method: "GET",
    handler: httpAction(async (ctx) => {
      const user = await ctx.runQuery(internal.users.internal.current, {});
      if (user === null) return json({ error: "Unauthorized" }, 401);
      // The same limit GET /api/brands reports and brand profiles enforce.
      const brandLimit = await ctx.runQuery(internal.brands.internal.limitFor, {
        userId: user._id,
      });
      return json({
        user: {
          id: user._id,
          email: user.email ?? "",
          fullName: user.fullName ?? user.name ?? "",
          isAdmin: user.isAdmin === true,
          subscriptionTier: user.subscriptionTier ?? "free",
          brandLimit,
        },
      });
    }),
  });

  http.route({
    path: "/api/auth/signup",
    method: "POST",
    handler: httpAction(async (ctx, request) => {
      const body = await readJsonObject(request);
      const email = body && stringField(body, "email");
      const password = body && stringField(body, "password");
      if (!body || email === null || password === null) return invalidBody();
      const params = {
        flow: "signUp",
        email,
        password,
        firstName: stringField(body, "firstName") ?? "",
        lastName: stringField(body, "lastName") ?? "",
        ...(await clientParams(request)),
      };
      try {
        await ctx.runAction(api.auth.signIn, { provider: "password", params });
        return json({ success: true, verificationRequired: true });
      } catch (error) {
        return errorResponse(error, "Failed to create account");
      }
    }),
  });

  registerTokenRoute(http, "/api/auth/signin", "signIn", ["email", "password"]);
  registerTokenRoute(http, "/api/auth/verify", "email-verification", ["email", "code"]);
}

/** A POST route that runs one Password flow with the body's fields and answers tokens. */
function registerTokenRoute(http: HttpRouter, path: string, flow: string, fields: string[]) {
  http.route({
    path,
    method: "POST",
    handler: httpAction(async (ctx, request) => {
      const body = await readJsonObject(request);
      const params: Record<string, string> = { flow };
      for (const field of fields) {
        const value = body && stringField(body, field);
        if (value === null || value === undefined) return invalidBody();
        params[field] = value;
      }
      Object.assign(params, await clientParams(request));
      return await signInAnswer(flow, params.email, () =>
        ctx.runAction(api.auth.signIn, { provider: "password", params }),
      );
    }),
  });
}

async function signInAnswer(
  flow: string,
  email: string,
  run: () => Promise<SignInAnswer>,
): Promise<Response> {
  try {
    const { tokens } = await run();
    // The signIn flow answers "no session" for an unverified email, after sending a fresh code.
    if (!tokens && flow === "signIn") throw emailNotVerified(normalizeEmail(email));
    if (!tokens) return json({ error: "Failed to sign in" }, 500);
    return json({ success: true, token: tokens.token, refreshToken: tokens.refreshToken });
  } catch (error) {
    return errorResponse(error, "Failed to sign in");
  }
}

/** The spec's EMAIL_NOT_VERIFIED outcome (section 7: error, code, suggestion, email). */
function emailNotVerified(email: string) {
  const { message, suggestion } = messages.auth.emailNotVerified;
  return appError("EMAIL_NOT_VERIFIED", message, { suggestion: suggestion(email), email });
}
