import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { mailOutboxEnabled } from "../lib/env";

/** GET /api/dev/mailbox: the development outbox, only while it is on (never in production). */
export function registerMailRoutes(http: HttpRouter) {
  http.route({
    path: "/api/dev/mailbox",
    method: "GET",
    handler: httpAction(async (ctx) => {
      if (!mailOutboxEnabled()) {
        return Response.json({ error: "The development mailbox is off." }, { status: 404 });
      }
      const messages = await ctx.runQuery(internal.mail.outbox.recent, {});
      return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
    }),
  });
}
