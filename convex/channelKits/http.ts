import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import { httpAction, type ActionCtx } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { MEDIA_PATH_PREFIX } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { kitZip, kitZipName } from "./exportZip";
import type { KitDto } from "./validators";

/**
 * Channel kits over HTTP (issue 42). Identity comes from the bearer token only:
 *   POST /api/channel-kits { ideaId, channels: ["meta_feed", …] } → { kitId, cost }
 *        (owner and editors of the idea's brief; credits spent now, refunded once on failure).
 *   GET /api/channel-kits/{kitId} → { status: "queued"|"running"|"done"|"failed", assets:
 *        [{ channel, placement, width, height, imageUrl, copy }] }; imageUrl is a PNG on
 *        /api/media/ (null for the text-only search ad, and until the asset is drawn).
 *   GET /api/channel-kits/{kitId}/export.zip → the finished kit as a ZIP (a folder per channel
 *        of `{channel}_{width}x{height}.png`, the copy sheet, the Google Ads Editor and Meta
 *        bulk-import CSVs); 409 while the kit is still being made.
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

/** The kit's PNGs (each asset's by its index), read from storage; the search ad has none. */
async function kitImages(ctx: ActionCtx, kit: KitDto): Promise<Map<number, Uint8Array>> {
  const images = new Map<number, Uint8Array>();
  for (const [index, asset] of kit.assets.entries()) {
    if (!asset.imageUrl?.startsWith(MEDIA_PATH_PREFIX)) continue;
    const key = asset.imageUrl.slice(MEDIA_PATH_PREFIX.length);
    const media = await ctx.runQuery(internal.media.internal.byKey, { key });
    const blob = media && (await ctx.storage.get(media.storageId));
    if (!blob) throw new Error(`The kit image ${key} is gone.`);
    images.set(index, new Uint8Array(await blob.arrayBuffer()));
  }
  return images;
}

/** GET …/{kitId}/export.zip: a finished kit as one ZIP (./exportZip.ts). */
async function exportKit(ctx: ActionCtx, kitId: string): Promise<Response> {
  const kit = await ctx.runQuery(api.channelKits.queries.byId, { kitId });
  if (kit.status !== "done") {
    return json({ error: messages.channelKit.notReady, code: "CONFLICT" }, 409);
  }
  const zip = await kitZip(
    {
      campaignName: kit.campaignName,
      brand: kit.brand,
      assets: kit.assets.map((asset) => ({ ...asset, copy: asset.copy ?? {} })),
    },
    await kitImages(ctx, kit),
  );
  return new Response(new Blob([zip as Uint8Array<ArrayBuffer>]), {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${kitZipName(kit.campaignName)}"`,
      "Cache-Control": "no-store",
    },
  });
}

const getKit = httpAction(async (ctx, request) => {
  const [id = "", file] = new URL(request.url).pathname.slice(PREFIX.length).split("/");
  const kitId = decodePathSegment(id);
  try {
    // httpAction's ctx is typed loosely; it is this deployment's ActionCtx.
    if (file === EXPORT_FILE) return await exportKit(ctx as ActionCtx, kitId);
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
