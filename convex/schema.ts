import { defineSchema } from "convex/server";
import { usersTables } from "./users/schema";
import { mailTables } from "./mail/schema";
import { systemTables } from "./system/schema";
import { billingTables, creditPackagesTables } from "./billing/schema";
import { creditsTables } from "./credits/schema";
import { generationTables } from "./generation/schema";
import { mediaTables } from "./media/schema";
import { adminTables } from "./admin/schema";
import { legendsTables } from "./legends/schema";
import { strategiesTables } from "./strategies/schema";
import { briefsTables } from "./briefs/schema";
import { marketingTables } from "./marketing/schema";
import { ideasTables } from "./ideas/schema";
import { visualsTables } from "./visuals/schema";
import { sharingTables } from "./sharing/schema";
import { presenceTables } from "./presence/schema";
import { campaignsTables } from "./campaigns/schema";
import { shareLinksTables } from "./shareLinks/schema";
import { decksTables } from "./decks/schema";
import { discoveryTables } from "./discovery/schema";
import { brandsTables } from "./brands/schema";
import { brandAlternativesTables } from "./brandAlternatives/schema";
import { pretestTables } from "./pretest/schema";
import { uploadsTables } from "./uploads/schema";
import { commentsTables } from "./comments/schema";
import { reviewsTables } from "./reviews/schema";
import { notificationsTables } from "./notifications/schema";
import { apiKeysTables } from "./apiKeys/schema";
import { channelKitsTables } from "./channelKits/schema";

export default defineSchema({
  ...usersTables,
  ...mailTables,
  ...systemTables,
  ...billingTables,
  ...creditPackagesTables,
  ...creditsTables,
  ...generationTables,
  ...mediaTables,
  ...adminTables,
  ...legendsTables,
  ...strategiesTables,
  ...briefsTables,
  ...marketingTables,
  ...ideasTables,
  ...visualsTables,
  ...sharingTables,
  ...presenceTables,
  ...campaignsTables,
  ...shareLinksTables,
  ...decksTables,
  ...discoveryTables,
  ...brandsTables,
  ...brandAlternativesTables,
  ...pretestTables,
  ...uploadsTables,
  ...commentsTables,
  ...reviewsTables,
  ...notificationsTables,
  ...apiKeysTables,
  ...channelKitsTables,
});
