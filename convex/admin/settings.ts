import { v } from "convex/values";
import { adminMutation, adminQuery, publicQuery } from "../lib/functions";
import {
  getAdminSettings,
  listReplicateModels,
  saveReplicateModel as saveModel,
  updateAdminSettings,
} from "./model";
import { adminSettingsFields, adminSettingsValidator, replicateModelValidator } from "./schema";

/**
 * Generation defaults and the Replicate model list. The settings are for admins, read and write
 * (what everyone else needs of them, the provider and model in force, is
 * visuals.queries.imageOptions); the model list is public like GET /api/direct/replicate-models.
 */

export const get = adminQuery({
  args: {},
  returns: adminSettingsValidator,
  handler: async (ctx) => await getAdminSettings(ctx),
});

export const replicateModels = publicQuery({
  args: {},
  returns: v.array(replicateModelValidator),
  handler: async (ctx) => await listReplicateModels(ctx),
});

export const update = adminMutation({
  args: {
    defaultImageProvider: v.optional(adminSettingsFields.defaultImageProvider),
    defaultIdeogramModel: v.optional(adminSettingsFields.defaultIdeogramModel),
    defaultReplicateModel: v.optional(adminSettingsFields.defaultReplicateModel),
    defaultModel: v.optional(adminSettingsFields.defaultModel),
  },
  returns: adminSettingsValidator,
  handler: async (ctx, patch) => await updateAdminSettings(ctx, patch),
});

export const saveReplicateModel = adminMutation({
  args: { name: v.string(), modelId: v.string(), isActive: v.boolean() },
  returns: replicateModelValidator,
  handler: async (ctx, input) => await saveModel(ctx, input),
});
