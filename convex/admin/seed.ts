import type { SeedStep } from "../system/model";
import { DEFAULT_ADMIN_SETTINGS } from "./model";

/**
 * Public Replicate text-to-image models (replicate.com/{modelId}) offered out of the box, and the
 * default settings. Both steps only add what is missing: an admin's later changes (a model
 * switched off, another default) survive a re-run.
 */
export const SEEDED_REPLICATE_MODELS = [
  { name: "FLUX.1 [schnell]", modelId: "black-forest-labs/flux-schnell", isActive: true },
  { name: "FLUX 1.1 [pro]", modelId: "black-forest-labs/flux-1.1-pro", isActive: true },
  { name: "Ideogram 2.0 Turbo", modelId: "ideogram-ai/ideogram-v2-turbo", isActive: true },
  { name: "Ideogram 2a", modelId: "ideogram-ai/ideogram-v2a", isActive: false },
] as const;

export const replicateModelsSeedStep: SeedStep = {
  step: "admin.replicateModels",
  version: 1,
  run: async (ctx) => {
    for (const model of SEEDED_REPLICATE_MODELS) {
      const existing = await ctx.db
        .query("replicateModels")
        .withIndex("by_modelId", (q) => q.eq("modelId", model.modelId))
        .unique();
      if (existing === null) await ctx.db.insert("replicateModels", { ...model });
    }
  },
};

export const adminSettingsSeedStep: SeedStep = {
  step: "admin.settings",
  version: 1,
  run: async (ctx) => {
    const existing = await ctx.db.query("adminSettings").first();
    if (existing === null) {
      await ctx.db.insert("adminSettings", { ...DEFAULT_ADMIN_SETTINGS, updatedAt: Date.now() });
    }
  },
};
