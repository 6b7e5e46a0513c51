import { v } from "convex/values";
import { internalQuery } from "../lib/functions";
import { getAdminSettings, listReplicateModels } from "./model";
import { adminSettingsValidator, replicateModelValidator } from "./schema";

/** Reads for actions (image jobs pick their defaults here) and the HTTP routes. */

export const settings = internalQuery({
  args: {},
  returns: adminSettingsValidator,
  handler: async (ctx) => await getAdminSettings(ctx),
});

export const replicateModels = internalQuery({
  args: {},
  returns: v.array(replicateModelValidator),
  handler: async (ctx) => await listReplicateModels(ctx),
});
