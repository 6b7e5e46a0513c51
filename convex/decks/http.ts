import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { waitForJob } from "../generation/wait";
import { messages, validationMessages } from "../../shared/errors";
import type { DeckDto, SlideDto } from "./validators";

/**
 * The spec's sell-deck endpoints (section 7). Identity comes from the bearer token only: a
 * `userId` in a body is ignored.
 *   POST /api/sell-idea { ideaId, title?, idea? } → { slides: Slide[], savedPresentation }
 *        once the deck job finished (it waits like /api/generate-ideas); 202 with the slides so
 *        far and `jobId` past the wait. The idea's text is read from the idea itself, never
 *        from `idea`. Slide = { id, presentationId, order, stage, title, content, speakerNotes,
 *        visualPrompt, imageUrl, isFavorite }; savedPresentation = { id, title, ideaId,
 *        isFavorite, status, createdAt }. A failed job: 402/422/500 with { error, code } (its
 *        credits were refunded).
 *   PUT /api/user/presentations/{id}/favorite, PUT /api/user/slides/{id}/favorite, with an
 *        optional { isFavorite } body that sets it (without one, it toggles) → { isFavorite }.
 * Errors: { error, code } with 400/401/402/403/404.
 */

const SELL_FAILED = "Failed to create the sell deck";
const FAVORITE_FAILED = "Failed to update the favourite";
const PRESENTATIONS_PREFIX = "/api/user/presentations/";
const SLIDES_PREFIX = "/api/user/slides/";

function slideOut(slide: SlideDto) {
  return {
    id: slide.id,
    presentationId: slide.presentationId,
    order: slide.order,
    stage: slide.stage,
    title: slide.title,
    content: slide.content,
    speakerNotes: slide.speakerNotes,
    visualPrompt: slide.visualPrompt,
    imageUrl: slide.imageUrl,
    isFavorite: slide.isFavorite,
  };
}

function deckOut(deck: DeckDto) {
  return {
    slides: deck.slides.map(slideOut),
    savedPresentation: {
      id: deck.id,
      title: deck.title,
      ideaId: deck.ideaId,
      isFavorite: deck.isFavorite,
      status: deck.status,
      createdAt: deck.createdAt,
    },
  };
}

function failureStatus(job: Doc<"generationJobs"> | null): number {
  const code = job?.errorCode;
  return code === "CONTENT_FLAGGED" ? 422 : code === "PROVIDER_CREDITS" ? 402 : 500;
}

const sellIdea = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  const ideaId = body === null ? null : stringField(body, "ideaId")?.trim();
  if (body === null || !ideaId) {
    return json({ error: validationMessages.deck.missingIdeaId, code: "INVALID_ARGUMENT" }, 400);
  }
  const title = body.title;
  if (title !== undefined && title !== null && typeof title !== "string") {
    return json({ error: "title must be text.", code: "INVALID_ARGUMENT" }, 400);
  }
  let started;
  try {
    started = await ctx.runMutation(api.decks.mutations.sellIdea, {
      ideaId,
      ...(typeof title === "string" ? { title } : {}),
    });
  } catch (error) {
    return errorResponse(error, SELL_FAILED);
  }
  const { jobId, presentationId } = started;
  const job = await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
  let deck: DeckDto;
  try {
    deck = await ctx.runQuery(api.decks.queries.deck, { presentationId });
  } catch (error) {
    // Removed while it was written (its job then failed and refunded).
    return errorResponse(error, SELL_FAILED);
  }
  if (job?.status === "failed" || deck.status === "failed") {
    const error = deck.errorMessage ?? messages.deck.failed;
    const code = job?.errorCode ?? "INTERNAL";
    return json({ error, code, jobId, ...deckOut(deck) }, failureStatus(job));
  }
  if (job?.status !== "succeeded") return json({ ...deckOut(deck), jobId, status: "running" }, 202);
  return json(deckOut(deck));
});

/** The id between `prefix` and "/favorite", or null for any other path. */
function favoriteTarget(request: Request, prefix: string): string | null {
  const parts = new URL(request.url).pathname.slice(prefix.length).split("/");
  if (parts.length !== 2 || parts[1] !== "favorite" || parts[0] === "") return null;
  return decodePathSegment(parts[0]);
}

/** A JSON body's isFavorite, undefined for no body (a toggle), or null when it is malformed. */
async function wantedFavorite(request: Request): Promise<boolean | undefined | null> {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
    const value = (body as Record<string, unknown>).isFavorite;
    if (value === undefined) return undefined;
    return typeof value === "boolean" ? value : null;
  } catch {
    return null;
  }
}

function favoriteRoute(target: "presentation" | "slide", prefix: string) {
  return httpAction(async (ctx, request) => {
    const id = favoriteTarget(request, prefix);
    if (id === null) return json({ error: "Not found" }, 404);
    const wanted = await wantedFavorite(request);
    if (wanted === null) {
      return json({ error: "isFavorite must be true or false.", code: "INVALID_ARGUMENT" }, 400);
    }
    try {
      if (wanted === undefined) {
        return json(await ctx.runMutation(internal.decks.internal.toggleFavorite, { target, id }));
      }
      const result =
        target === "presentation"
          ? await ctx.runMutation(api.decks.mutations.setDeckFavorite, {
              presentationId: id,
              isFavorite: wanted,
            })
          : await ctx.runMutation(api.decks.mutations.setSlideFavorite, {
              slideId: id,
              isFavorite: wanted,
            });
      return json(result);
    } catch (error) {
      return errorResponse(error, FAVORITE_FAILED);
    }
  });
}

export function registerDecksRoutes(http: HttpRouter) {
  http.route({ path: "/api/sell-idea", method: "POST", handler: sellIdea });
  http.route({
    pathPrefix: PRESENTATIONS_PREFIX,
    method: "PUT",
    handler: favoriteRoute("presentation", PRESENTATIONS_PREFIX),
  });
  http.route({
    pathPrefix: SLIDES_PREFIX,
    method: "PUT",
    handler: favoriteRoute("slide", SLIDES_PREFIX),
  });
}
