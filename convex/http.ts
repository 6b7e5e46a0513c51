import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { registerMailRoutes } from "./mail/http";
import { registerUsersRoutes } from "./users/http";
import { registerCreditsRoutes } from "./credits/http";
import { registerBillingRoutes } from "./billing/http";
import { registerStripeWebhook } from "./billing/webhook";
import { registerMediaRoutes } from "./media/http";
import { registerAdminRoutes } from "./admin/http";
import { registerLegendsRoutes } from "./legends/http";
import { registerStrategiesRoutes } from "./strategies/http";
import { registerBriefsRoutes } from "./briefs/http";
import { registerMarketingRoutes } from "./marketing/http";
import { registerIdeasRoutes } from "./ideas/http";
import { registerVisualsRoutes } from "./visuals/http";
import { registerSharingRoutes } from "./sharing/http";
import { registerShareLinksRoutes } from "./shareLinks/http";

/** Every HTTP route: auth's own (JWKS, OAuth callbacks), then each domain's /api routes. */
const http = httpRouter();
auth.addHttpRoutes(http);
registerUsersRoutes(http);
registerMailRoutes(http);
registerCreditsRoutes(http);
registerBillingRoutes(http);
registerStripeWebhook(http);
registerMediaRoutes(http);
registerAdminRoutes(http);
registerLegendsRoutes(http);
registerStrategiesRoutes(http);
registerBriefsRoutes(http);
registerMarketingRoutes(http);
registerIdeasRoutes(http);
registerVisualsRoutes(http);
registerSharingRoutes(http);
registerShareLinksRoutes(http);

export default http;
