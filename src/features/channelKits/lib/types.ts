import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

/** A kit as the kit section shows it (convex/channelKits/validators.ts kitDto). */
export type KitView = FunctionReturnType<typeof api.channelKits.queries.byId>;

/** One placement of a kit: its picture, copy and the server's checks. */
export type KitAssetView = KitView["assets"][number];

/** What the previews need beside the asset: who the ad is from. */
export type Advertiser = { brand: string; site: string };

/** Whether the campaign is approved (its page's or its idea's review), and by whom. */
export type KitApproval = { approved: boolean; summary: string | null };
