import type { ChannelCopy, ChannelId } from "../../../../shared/channels";
import type { Violation } from "../../../../shared/channelCopy";

/** A kit's asset as the kit page shows it (convex/channelKits/validators.ts kitAssetDto). */
export type KitAssetView = {
  id: string;
  channel: ChannelId;
  placement: string;
  label: string;
  width: number;
  height: number;
  status: "waiting" | "ready" | "failed";
  imageUrl: string | null;
  copy: ChannelCopy | null;
  /** The checklist's red items; empty once finished and green; null until finished. */
  checks: Violation[] | null;
};

export type KitView = {
  id: string;
  ideaId: string;
  channels: ChannelId[];
  status: "queued" | "running" | "done" | "failed";
  cost: number;
  step: string | null;
  errorMessage: string | null;
  canEdit: boolean;
  createdAt: number;
  assets: KitAssetView[];
};

/** What the previews need beside the asset: who the ad is from. */
export type Advertiser = { brand: string; site: string };
