import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import { httpAction, type ActionCtx } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { messages, validationMessages } from "../../shared/errors";
import { kitZipName } from "./exportZip";
import type { KitDto } from "./validators";

/**
 * Channel kits over HTTP (issue 42). Identity comes from the bearer token only:
 *   POST /api/channel-kits { ideaId, channels: ["meta_feed", …] } → { kitId, cost }
 *        (owner and editors of the idea's brief; credits spent now, refunded once on failure).
 *   GET /api/channel-kits/{kitId} → { status: "queued"|"running"|"done"|"failed", assets:
 *        [{ channel, placement, width, height, imageUrl, copy }] }; imageUrl is a PNG on
 *        /api/media/ (null for the text-only search ad, and until the asset is drawn).
 *   GET /api/channel-kits/{kitId}/export.zip → 302 to the finished kit's ZIP (a folder per
 *        channel of `{channel}_{width}x{height}.png`, the copy sheet, the Google Ads Editor and
 *        Meta bulk-import CSVs); `{ url, fileName }` with Accept: application/json; 409 while
 *        the kit is still being made.
 * Errors: { error, code } with 400/401/402/403/404.
 */

const PREFIX = "/api/channel-kits/";
const CREATE_FAILED = "Failed to create the channel kit";
const READ_FAILED = "Failed to load the channel kit";
const EXPORT_FILE = "export.zip";

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

/**
 * GET …/{kitId}/export.zip: a finished kit as one ZIP (./exportZip.ts), built once into file
 * storage (./exportNode.ts) and answered as a redirect to the file: a kit of photographs can
 * pass the 20 MiB an HTTP response may carry. With `Accept: application/json` the answer is
 * `{ url, fileName }` instead, for the app, which saves the file under the kit's name.
 */
async function exportKit(ctx: ActionCtx, kitId: string, request: Request): Promise<Response> {
  // As the member asking: NOT_FOUND for anyone off the brief.
  const kit = await ctx.runQuery(api.channelKits.queries.byId, { kitId });
  if (kit.status !== "done") {
    return json({ error: messages.channelKit.notReady, code: "CONFLICT" }, 409);
  }
  const fileId = await ctx.runAction(internal.channelKits.exportNode.build, { kitId: kit.id });
  const url = await ctx.storage.getUrl(fileId);
  if (url === null) throw new Error("The kit's ZIP is gone.");
  if ((request.headers.get("Accept") ?? "").includes("application/json")) {
    return json({ url, fileName: kitZipName(kit.campaignName) });
  }
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "no-store" },
  });
}

const getKit = httpAction(async (ctx, request) => {
  const [id = "", file] = new URL(request.url).pathname.slice(PREFIX.length).split("/");
  const kitId = decodePathSegment(id);
  try {
    // httpAction's ctx is typed loosely; it is this deployment's ActionCtx.
    if (file === EXPORT_FILE) return await exportKit(ctx as ActionCtx, kitId, request);
    if (file !== undefined)
      return json({ error: messages.channelKit.notFound, code: "NOT_FOUND" }, 404);
    return json(kitOut(await ctx.runQuery(api.channelKits.queries.byId, { kitId })));
  } catch (error) {
    return errorResponse(error, READ_FAILED);
  }
});

export function registerChannelKitsRoutes(http: HttpRouter) {
  http.route({ path: "/api/channel-kits", method: "POST", handler: createKit });
  http.route({ pathPrefix: PREFIX, method: "GET", handler: getKit });
}
