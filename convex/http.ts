import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { registerMailRoutes } from "./mail/http";
import { registerUsersRoutes } from "./users/http";
import { registerCreditsRoutes } from "./credits/http";

/** Every HTTP route: auth's own (JWKS, OAuth callbacks), then each domain's /api routes. */
const http = httpRouter();
auth.addHttpRoutes(http);
registerUsersRoutes(http);
registerMailRoutes(http);
registerCreditsRoutes(http);

export default http;
