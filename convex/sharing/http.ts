import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject } from "../lib/http";
import { textFields } from "../lib/httpFields";
import { defaultErrorMessages, messages } from "../../shared/errors";
import { sendInvite } from "./invites";

/**
 * POST /api/send-invite (spec 7; issue 14), bearer token required:
 *   { email, currentSlide?, slideTitle?, briefId?, role? }  → 200 { ok: true }
 * `currentSlide`/`slideTitle` are the onboarding tour's (where the invite was sent from; taken
 * and ignored). With `briefId`: share that brief (the caller's own) as `role` "viewer"
 * (default) or "editor"; without: invite the colleague to the product.
 * `resend: true` replaces a pending invitation to the same brief and address (issue 39).
 * Errors `{ error, code }`: 401 signed out; 400 'Please enter an email address' / 'Please enter
 * a valid email address' / a bad role / your own email; 403 a member who is not the owner;
 * 404 not your brief; 409 already has access, or ALREADY_INVITED 'Already invited — resend?'
 * (pending, without `resend`); 429 too many invites; 502 'Failed to send invitation' when the
 * email could not be sent.
 */
export function registerSharingRoutes(http: HttpRouter) {
  http.route({
    path: "/api/send-invite",
    method: "POST",
    handler: httpAction(async (ctx, request) => {
      const user: Doc<"users"> | null = await ctx.runQuery(internal.users.internal.current, {});
      if (user === null) {
        return json({ error: defaultErrorMessages.UNAUTHENTICATED, code: "UNAUTHENTICATED" }, 401);
      }
      const body = await readJsonObject(request);
      if (body === null) return json({ error: "Send a JSON object." }, 400);
      const fields = textFields(body, ["email", "briefId", "role", "slideTitle"] as const);
      if (!fields.ok) return json({ error: fields.error }, 400);
      const { email, briefId, role } = fields.values;
      const resend = body.resend ?? false;
      if (typeof resend !== "boolean") return json({ error: "resend must be true or false." }, 400);
      try {
        const outcome = await sendInvite(ctx, user, {
          email: email ?? "",
          ...(briefId ? { briefId } : {}),
          ...(role === undefined ? {} : { role }),
          ...(resend ? { resend } : {}),
        });
        return outcome.ok ? json({ ok: true }) : json({ error: outcome.error }, 502);
      } catch (error) {
        return errorResponse(error, messages.visualAndFavourite.inviteFailed);
      }
    }),
  });
}
