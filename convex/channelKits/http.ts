import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { validationMessages } from "../../shared/errors";
import type { KitDto } from "./validators";

/**
 * Channel kits over HTTP (issue 42). Identity comes from the bearer token only:
 *   POST /api/channel-kits { ideaId, channels: ["meta_feed", …] } → { kitId, cost }
 *        (owner and editors of the idea's brief; credits spent now, refunded once on failure).
 *   GET /api/channel-kits/{kitId} → { status: "queued"|"running"|"done"|"failed", assets:
 *        [{ channel, placement, width, height, imageUrl, copy }] }; imageUrl is a PNG on
 *        /api/media/ (null for the text-only search ad, and until the asset is drawn).
 * Errors: { error, code } with 400/401/402/403/404.
 */

const PREFIX = "/api/channel-kits/";
const CREATE_FAILED = "Failed to create the channel kit";
const READ_FAILED = "Failed to load the channel kit";

export function kitOut(kit: KitDto) {
  return {
    status: kit.status,
    ...(kit.errorMessage ? { error: kit.errorMessage } : {}),
    assets: kit.assets.map((asset) => ({
      channel: asset.channel,
      placement: asset.placement,
      width: asset.width,
      height: asset.height,
      imageUrl: asset.imageUrl,
      copy: asset.copy ?? {},
    })),
  };
}

const createKit = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  const ideaId = body === null ? null : stringField(body, "ideaId")?.trim();
  if (body === null || !ideaId) {
    const error = validationMessages.channelKit.missingIdeaId;
    return json({ error, code: "INVALID_ARGUMENT" }, 400);
  }
  const channels = body.channels;
  if (!Array.isArray(channels) || !channels.every((item) => typeof item === "string")) {
    const error = 'channels must be a list of channel ids, such as ["meta_feed", "linkedin"].';
    return json({ error, code: "INVALID_ARGUMENT" }, 400);
  }
  try {
    return json(await ctx.runMutation(api.channelKits.mutations.create, { ideaId, channels }));
  } catch (error) {
    return errorResponse(error, CREATE_FAILED);
  }
});

const getKit = httpAction(async (ctx, request) => {
  const kitId = decodePathSegment(new URL(request.url).pathname.slice(PREFIX.length));
  try {
    return json(kitOut(await ctx.runQuery(api.channelKits.queries.byId, { kitId })));
  } catch (error) {
    return errorResponse(error, READ_FAILED);
  }
});

export function registerChannelKitsRoutes(http: HttpRouter) {
  http.route({ path: "/api/channel-kits", method: "POST", handler: createKit });
  http.route({ pathPrefix: PREFIX, method: "GET", handler: getKit });
}
