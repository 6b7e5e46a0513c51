import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";
import { IDEOGRAM_MODELS, IMAGE_PROVIDERS, TEXT_MODELS } from "../../shared/constants";

/**
 * Image models offered through Replicate, and the deployment's generation defaults (spec 3 "Image
 * models"): one adminSettings row, read with defaults when it is missing.
 */

export const imageProviderSetting = v.union(...IMAGE_PROVIDERS.map((id) => v.literal(id)));
export const ideogramModelSetting = v.union(...IDEOGRAM_MODELS.map((id) => v.literal(id)));
export const textModelSetting = v.union(...TEXT_MODELS.map((model) => v.literal(model.id)));

export const adminSettingsFields = {
  defaultImageProvider: imageProviderSetting,
  defaultIdeogramModel: ideogramModelSetting,
  /** A Replicate model id ("owner/name"), normally one of the replicateModels rows. */
  defaultReplicateModel: v.string(),
  /** Text model id (spec 9 models). */
  defaultModel: textModelSetting,
};

export const adminSettingsValidator = v.object(adminSettingsFields);
export type AdminSettings = Infer<typeof adminSettingsValidator>;

export const replicateModelValidator = v.object({
  id: v.id("replicateModels"),
  name: v.string(),
  modelId: v.string(),
  isActive: v.boolean(),
});
export type ReplicateModelDto = Infer<typeof replicateModelValidator>;

export const adminTables = {
  replicateModels: defineTable({
    name: v.string(),
    modelId: v.string(),
    isActive: v.boolean(),
  })
    .index("by_modelId", ["modelId"])
    .index("by_isActive", ["isActive"]),
  adminSettings: defineTable({
    ...adminSettingsFields,
    updatedAt: v.number(),
  }),
  /**
   * Who did what in the admin console: a credit adjustment (its ledger row says how much and
   * why; this says which admin) or a job retry (with the failure it replaced, which the retried
   * job row no longer carries).
   */
  adminAudit: defineTable({
    adminId: v.id("users"),
    action: v.union(v.literal("credits"), v.literal("retry")),
    userId: v.optional(v.id("users")),
    jobId: v.optional(v.id("generationJobs")),
    delta: v.optional(v.number()),
    note: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_job", ["jobId"]),
};
