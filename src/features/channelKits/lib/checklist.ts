import {
  CHANNELS,
  charCount,
  TEXT_FIELD_LABELS,
  type ChannelCopy,
  type TextField,
} from "../../../../shared/channels";
import type { KitAssetView } from "./types";

/** One line of an asset's checklist: what was checked, and whether it passed. */
export type ChecklistItem = { label: string; ok: boolean; detail: string };

const FIELD_LABELS = TEXT_FIELD_LABELS;

export function fieldLabel(field: TextField): string {
  return FIELD_LABELS[field];
}

/** The channel's text fields in the order its ad manager asks for them, with their limits. */
export function fieldsOf(asset: Pick<KitAssetView, "channel">): [TextField, number][] {
  return Object.entries(CHANNELS[asset.channel].fields) as [TextField, number][];
}

function listItem(
  name: string,
  list: readonly string[] | undefined,
  rule: { count: number; max: number },
): ChecklistItem {
  const items = list ?? [];
  const longest = items.reduce((most, item) => Math.max(most, charCount(item)), 0);
  const distinct = new Set(items.map((item) => item.trim().toLowerCase())).size === items.length;
  return {
    label: `${rule.count} ${name}`,
    ok: items.length === rule.count && longest <= rule.max && distinct,
    detail: `${items.length} of ${rule.count}, longest ${longest}/${rule.max}${distinct ? "" : ", two alike"}`,
  };
}

/**
 * What the kit page lists under an asset, computed from the asset itself (size, each text against
 * its limit), plus the server's own findings (safe zone, brand in a search headline) as red lines.
 * The server's check is the one that counts; this makes each number visible.
 */
export function checklist(asset: KitAssetView): ChecklistItem[] {
  const spec = CHANNELS[asset.channel];
  const placement = spec.placements.find((p) => p.id === asset.placement);
  const items: ChecklistItem[] = [];
  if (placement && placement.width > 0) {
    items.push({
      label: "Size",
      ok: asset.width === placement.width && asset.height === placement.height,
      detail: `${asset.width}×${asset.height} px`,
    });
  }
  const copy: ChannelCopy = asset.copy ?? {};
  for (const [field, limit] of fieldsOf(asset)) {
    const text = copy[field] ?? "";
    const length = charCount(text);
    items.push({
      label: FIELD_LABELS[field],
      ok: length > 0 && length <= limit,
      detail: `${length}/${limit}`,
    });
  }
  if (spec.lists) {
    items.push(listItem("headlines", copy.headlines, spec.lists.headlines));
    items.push(listItem("descriptions", copy.descriptions, spec.lists.descriptions));
  }
  if (spec.safeZone) {
    const red = (asset.checks ?? []).find((check) => check.check === "safeZone");
    items.push({
      label: "Safe zones clear",
      ok: asset.checks !== null && red === undefined,
      detail:
        red?.message ??
        `top ${Math.round(spec.safeZone.top * 100)} %, bottom ${Math.round(spec.safeZone.bottom * 100)} %`,
    });
  }
  // The server's other findings (the brand in a search headline, say), when the lines above
  // don't already show what is wrong.
  if (items.every((item) => item.ok)) {
    for (const check of asset.checks ?? []) {
      if (check.check !== "safeZone")
        items.push({ label: "Check", ok: false, detail: check.message });
    }
  }
  return items;
}

/** Green when the asset is finished, the server found nothing, and every line above passes. */
export function assetReady(asset: KitAssetView): boolean {
  return (
    asset.status === "ready" &&
    asset.checks !== null &&
    asset.checks.length === 0 &&
    checklist(asset).every((item) => item.ok)
  );
}
