import { v } from "convex/values";
import { adminQuery } from "../lib/functions";
import {
  checkoutMode,
  describeConfiguredProviders,
  mailOutboxEnabled,
  providerEnv,
} from "../lib/env";

/**
 * What the deployment is connected to, and how to connect the rest: for the /admin page only.
 * Users' screens say one calm line about the built-in studio; the configuration hints (variable
 * names, commands) live here and in the README, never in the web app's own text. Booleans and
 * fixed sentences only: no value of any variable ever leaves the server.
 */

export const INTEGRATION_IDS = ["text", "images", "email", "google", "payments"] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

/**
 * connected: the real service does the work. standIn: no service, but the app's own offline
 * stand-in works (the built-in studio, the development outbox, the test checkout): saying "off"
 * there was wrong, since people can use it. incomplete: half configured, so it fails when used.
 * off: nothing does it.
 */
export const INTEGRATION_STATES = ["connected", "standIn", "incomplete", "off"] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

export type IntegrationStatus = {
  id: IntegrationId;
  label: string;
  state: IntegrationState;
  /** What runs now, in a few words ("OpenRouter", "Built-in studio"). */
  current: string;
  /** How to connect (or change) it, for the person who runs the deployment. */
  howToConnect: string;
};

const SET = "npx convex env set";

type Row = Pick<IntegrationStatus, "state" | "current">;

/** Payments as checkout actually runs (lib/env.ts checkoutMode) and whether payments can land. */
function payments(): Row {
  const webhook = providerEnv.stripeWebhookSecret() !== undefined;
  switch (checkoutMode()) {
    case "stripe":
      return webhook
        ? { state: "connected", current: "Stripe" }
        : {
            state: "incomplete",
            current: "Stripe checkout opens, but no payment is applied: no webhook secret",
          };
    case "local":
      return webhook
        ? { state: "standIn", current: "Test checkout (offline)" }
        : {
            state: "incomplete",
            current: "Test checkout (offline) cannot complete a payment: no webhook secret",
          };
    case "off":
      return { state: "off", current: "No checkout: plans and packs can't be bought" };
  }
}

/** Google sign-in is offered only with both its id and its secret (users.queries.signInOptions). */
function google(connected: boolean): Row {
  if (connected) return { state: "connected", current: "Offered in the sign-in dialog" };
  const half =
    providerEnv.googleClientId() !== undefined || providerEnv.googleClientSecret() !== undefined;
  return half
    ? { state: "incomplete", current: "Not offered: it needs both the client id and secret" }
    : { state: "off", current: "Not offered in the sign-in dialog" };
}

function email(resend: boolean): Row {
  if (resend) return { state: "connected", current: "Resend" };
  if (mailOutboxEnabled()) return { state: "standIn", current: "Development outbox" };
  return { state: "off", current: "Not sending: sign-up and reset codes cannot be delivered" };
}

export function describeIntegrations(): IntegrationStatus[] {
  const has = describeConfiguredProviders();
  const imageProviders = [has.ideogram ? "Ideogram" : null, has.replicate ? "Replicate" : null]
    .filter((name): name is string => name !== null)
    .join(" and ");
  return [
    {
      id: "text",
      label: "Text model (strategies, briefs, ideas)",
      state: has.openRouter || has.openAi ? "connected" : "standIn",
      current: has.openRouter ? "OpenRouter" : has.openAi ? "OpenAI-compatible" : "Built-in studio",
      howToConnect: `Set OPENROUTER_API_KEY on the deployment (${SET} OPENROUTER_API_KEY sk-or-…), or OPENAI_API_KEY (with OPENAI_BASE_URL and OPENAI_MODEL for another OpenAI-compatible server). OpenRouter wins when both are set.`,
    },
    {
      id: "images",
      label: "Image model (collages, visuals)",
      state: has.ideogram || has.replicate ? "connected" : "standIn",
      current: imageProviders || "Built-in studio (posters drawn offline)",
      howToConnect: `Set IDEOGRAM_API_KEY and/or REPLICATE_API_TOKEN on the deployment (${SET} IDEOGRAM_API_KEY …), then choose the default provider and models under Generation defaults below.`,
    },
    {
      id: "email",
      label: "Email (sign-up and reset codes)",
      ...email(has.resend),
      howToConnect: `Set AUTH_RESEND_KEY (and AUTH_EMAIL_FROM, an address on a domain verified with Resend) on the deployment. MAIL_OUTBOX=local keeps emails in /dev/mailbox instead; never set it in production.`,
    },
    {
      id: "google",
      label: "Google sign-in",
      ...google(has.google),
      howToConnect: `Set AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET on the deployment; the OAuth client's redirect URI is https://<deployment>.convex.site/api/auth/callback/google.`,
    },
    {
      id: "payments",
      label: "Payments (plans and credit packs)",
      ...payments(),
      howToConnect: `Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the deployment: the key sends checkout to Stripe, the webhook secret lets its payments arrive. Without the key, LOCAL_CHECKOUT=local runs the offline test checkout instead (npm start sets it); never set it in production, as it hands out plans and credits for a click.`,
    },
  ];
}

const integrationValidator = v.object({
  id: v.union(...INTEGRATION_IDS.map((id) => v.literal(id))),
  label: v.string(),
  state: v.union(...INTEGRATION_STATES.map((state) => v.literal(state))),
  current: v.string(),
  howToConnect: v.string(),
});

export const status = adminQuery({
  args: {},
  returns: v.array(integrationValidator),
  handler: async () => describeIntegrations(),
});
