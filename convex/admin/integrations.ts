import { v } from "convex/values";
import { adminQuery } from "../lib/functions";
import { describeConfiguredProviders, mailOutboxEnabled } from "../lib/env";

/**
 * What the deployment is connected to, and how to connect the rest: for the /admin page only.
 * Users' screens say one calm line about the built-in studio; the configuration hints (variable
 * names, commands) live here and in the README, never in the web app's own text. Booleans and
 * fixed sentences only: no value of any variable ever leaves the server.
 */

export const INTEGRATION_IDS = ["text", "images", "email", "google", "payments"] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

export type IntegrationStatus = {
  id: IntegrationId;
  label: string;
  connected: boolean;
  /** What runs now, in a few words ("OpenRouter", "Built-in studio"). */
  current: string;
  /** How to connect (or change) it, for the person who runs the deployment. */
  howToConnect: string;
};

const SET = "npx convex env set";

export function describeIntegrations(): IntegrationStatus[] {
  const has = describeConfiguredProviders();
  const imageProviders = [has.ideogram ? "Ideogram" : null, has.replicate ? "Replicate" : null]
    .filter((name): name is string => name !== null)
    .join(" and ");
  return [
    {
      id: "text",
      label: "Text model (strategies, briefs, ideas)",
      connected: has.openRouter || has.openAi,
      current: has.openRouter ? "OpenRouter" : has.openAi ? "OpenAI-compatible" : "Built-in studio",
      howToConnect: `Set OPENROUTER_API_KEY on the deployment (${SET} OPENROUTER_API_KEY sk-or-…), or OPENAI_API_KEY (with OPENAI_BASE_URL and OPENAI_MODEL for another OpenAI-compatible server). OpenRouter wins when both are set.`,
    },
    {
      id: "images",
      label: "Image model (collages, visuals)",
      connected: has.ideogram || has.replicate,
      current: imageProviders || "Built-in studio (SVG posters)",
      howToConnect: `Set IDEOGRAM_API_KEY and/or REPLICATE_API_TOKEN on the deployment (${SET} IDEOGRAM_API_KEY …), then choose the default provider and models under Generation defaults below.`,
    },
    {
      id: "email",
      label: "Email (sign-up and reset codes)",
      connected: has.resend,
      current: has.resend ? "Resend" : mailOutboxEnabled() ? "Development outbox" : "Not sending",
      howToConnect: `Set AUTH_RESEND_KEY (and AUTH_EMAIL_FROM, an address on a domain verified with Resend) on the deployment. MAIL_OUTBOX=local keeps emails in /dev/mailbox instead; never set it in production.`,
    },
    {
      id: "google",
      label: "Google sign-in",
      connected: has.google,
      current: has.google ? "Offered in the sign-in dialog" : "Off",
      howToConnect: `Set AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET on the deployment; the OAuth client's redirect URI is https://<deployment>.convex.site/api/auth/callback/google.`,
    },
    {
      id: "payments",
      label: "Payments (plans and credit packs)",
      connected: has.stripe,
      current: has.stripe ? "Stripe" : "Off",
      howToConnect: `Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the deployment; checkout stays off until both are set.`,
    },
  ];
}

const integrationValidator = v.object({
  id: v.union(...INTEGRATION_IDS.map((id) => v.literal(id))),
  label: v.string(),
  connected: v.boolean(),
  current: v.string(),
  howToConnect: v.string(),
});

export const status = adminQuery({
  args: {},
  returns: v.array(integrationValidator),
  handler: async () => describeIntegrations(),
});
