import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { tierFor } from "../billing/tiers";
import { appError } from "../lib/errors";
import { LEGEND_PICKER, LEGENDS_ACCESS_ALL } from "../../shared/constants";
import { activationsOf, activeLegends, toLegendDto, type LegendDoc, type LegendId } from "./model";
import type { LegendDto } from "./schema";

/**
 * Who sees and who may use which legend.
 *
 * Visible: every active legend, to everyone; an inactive (private) legend only to users who
 * activated it (private legends are granted, see ./internal.ts grantActivation).
 *
 * Locked: a plan's `legendsAccessCount` (-1 = all) unlocks that many *public* legends:
 *   1. the public legends the user activated, oldest activation first (so a user picks their
 *      legends by activating them), then
 *   2. the rest of the public roster in roster order (`sortOrder`).
 * Everything after the first `legendsAccessCount` is locked (shown with an upgrade path, not
 * selectable). Private legends never count against the plan and are never locked. Signed-out
 * visitors see the default plan's view, so what they try is what a new account gets.
 */

type ReadCtx = QueryCtx | MutationCtx;

export type LegendView = {
  /** Active legends in roster order. */
  active: LegendDoc[];
  /** Activated inactive legends, oldest activation first. */
  privateLegends: LegendDoc[];
  /** Activated legend ids, oldest activation first (public and private). */
  activatedIds: LegendId[];
  /** Null when the plan unlocks every legend. */
  unlockedPublicIds: Set<LegendId> | null;
};

export async function legendViewFor(ctx: ReadCtx, user: Doc<"users"> | null): Promise<LegendView> {
  const active = await activeLegends(ctx);
  const activations = user ? await activationsOf(ctx, user._id) : [];
  const activatedIds = activations.map((row) => row.legendId);
  const activeIds = new Set(active.map((legend) => legend._id));

  const privateLegends: LegendDoc[] = [];
  for (const legendId of activatedIds) {
    if (activeIds.has(legendId)) continue;
    const legend = await ctx.db.get("creativeLegends", legendId);
    if (legend !== null && !legend.isActive) privateLegends.push(legend);
  }

  const { legendsAccessCount } = await tierFor(ctx, user?.subscriptionTier);
  return {
    active,
    privateLegends,
    activatedIds,
    unlockedPublicIds: unlockedPublicIds(active, activatedIds, legendsAccessCount),
  };
}

/** The public legends a plan unlocks (see the rule above); null means all of them. */
export function unlockedPublicIds(
  active: readonly LegendDoc[],
  activatedIds: readonly LegendId[],
  accessCount: number,
): Set<LegendId> | null {
  if (accessCount === LEGENDS_ACCESS_ALL || accessCount < 0) return null;
  const activeIds = new Set(active.map((legend) => legend._id));
  const chosen = activatedIds.filter((id) => activeIds.has(id));
  const chosenSet = new Set(chosen);
  const rest = active.map((legend) => legend._id).filter((id) => !chosenSet.has(id));
  return new Set([...chosen, ...rest].slice(0, Math.floor(accessCount)));
}

export function isVisible(view: LegendView, legend: LegendDoc): boolean {
  return legend.isActive || view.activatedIds.includes(legend._id);
}

export function isLocked(view: LegendView, legend: LegendDoc): boolean {
  if (!legend.isActive) return false;
  return view.unlockedPublicIds !== null && !view.unlockedPublicIds.has(legend._id);
}

/** The legend as the viewer sees it, or null when the viewer may not see it. */
export function dtoFor(view: LegendView, legend: LegendDoc | null): LegendDto | null {
  if (legend === null || !isVisible(view, legend)) return null;
  return toLegendDto(legend, {
    isActivated: view.activatedIds.includes(legend._id),
    locked: isLocked(view, legend),
  });
}

function dtosFor(view: LegendView, legends: readonly LegendDoc[]): LegendDto[] {
  return legends.flatMap((legend) => dtoFor(view, legend) ?? []);
}

/** Public roster then the viewer's private legends (GET /legends/accessible). */
export function accessibleDtos(view: LegendView): LegendDto[] {
  return dtosFor(view, [...view.active, ...view.privateLegends]);
}

/** The viewer's activated legends, oldest activation first (My Activated). */
export function activatedDtos(view: LegendView): LegendDto[] {
  const byId = new Map(
    [...view.active, ...view.privateLegends].map((legend) => [legend._id, legend]),
  );
  return dtosFor(
    view,
    view.activatedIds.flatMap((id) => byId.get(id) ?? []),
  );
}

/**
 * For idea generation (the ideas job calls this in its request mutation): the legends must be
 * distinct, at most the picker's maximum, visible to the user and not locked. Answers the
 * legend documents in the order asked. Ids come as the caller sent them: a missing, hidden or
 * malformed one is NOT_FOUND alike.
 */
export async function requireUsableLegends(
  ctx: ReadCtx,
  user: Doc<"users"> | null,
  legendIds: readonly string[],
  maxSelected: number = LEGEND_PICKER.maxSelected,
): Promise<LegendDoc[]> {
  if (legendIds.length === 0) throw appError("INVALID_ARGUMENT", "Select at least one legend.");
  if (legendIds.length > maxSelected) {
    throw appError("INVALID_ARGUMENT", `Maximum of ${maxSelected} legends allowed`);
  }
  if (new Set(legendIds).size !== legendIds.length) {
    throw appError("INVALID_ARGUMENT", "Each legend can be selected once.");
  }
  const view = await legendViewFor(ctx, user);
  const legends: LegendDoc[] = [];
  for (const legendId of legendIds) {
    const id = ctx.db.normalizeId("creativeLegends", legendId);
    const legend = id === null ? null : await ctx.db.get("creativeLegends", id);
    if (legend === null || !isVisible(view, legend)) throw appError("NOT_FOUND");
    if (isLocked(view, legend)) {
      throw appError(
        "FORBIDDEN",
        `${legend.name} is not included in your plan. Upgrade to use this legend.`,
      );
    }
    legends.push(legend);
  }
  return legends;
}
