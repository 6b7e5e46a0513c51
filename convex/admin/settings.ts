import { v } from "convex/values";
import { adminMutation, publicQuery } from "../lib/functions";
import {
  getAdminSettings,
  listReplicateModels,
  saveReplicateModel as saveModel,
  updateAdminSettings,
} from "./model";
import { adminSettingsFields, adminSettingsValidator, replicateModelValidator } from "./schema";

/**
 * Generation defaults and the Replicate model list. Reading is public: they are model names the
 * visual generator shows, never credentials. Changing them is for admins.
 */

export const get = publicQuery({
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
