import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";
import type { IdeaDto } from "../../../../convex/ideas/validators";

/** A campaign page as the live query answers it (convex/campaigns/validators.ts). */
export type CampaignPageView = FunctionReturnType<typeof api.campaigns.queries.page>;
export type AdLobView = CampaignPageView["lobs"][number];

/** What 'Campaign It' reads of an idea: an ideas query's IdeaDto fits as it is. */
export type CampaignIdea = Pick<IdeaDto, "id" | "campaignName" | "thumbnails" | "landingPageId">;
