import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { REPLICATE_MODEL_PATTERN } from "../lib/ai/replicateInputs";
import {
  DEFAULT_IDEOGRAM_MODEL,
  DEFAULT_IMAGE_PROVIDER,
  DEFAULT_REPLICATE_MODEL,
  DEFAULT_TEXT_MODEL,
} from "../../shared/constants";
import type { AdminSettings, ReplicateModelDto } from "./schema";

/** Generation defaults and the Replicate model list: reads with defaults, validated writes. */

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  defaultImageProvider: DEFAULT_IMAGE_PROVIDER,
  defaultIdeogramModel: DEFAULT_IDEOGRAM_MODEL,
  defaultReplicateModel: DEFAULT_REPLICATE_MODEL,
  defaultModel: DEFAULT_TEXT_MODEL,
};

/** More models than anyone curates by hand; the list is read in one bounded query. */
export const REPLICATE_MODELS_LIMIT = 100;
const NAME_MAX_CHARS = 80;

type ReadCtx = Pick<QueryCtx, "db">;

async function settingsRow(ctx: ReadCtx): Promise<Doc<"adminSettings"> | null> {
  return await ctx.db.query("adminSettings").first();
}

/** The settings in force: the stored row, or the defaults before one exists. */
export async function getAdminSettings(ctx: ReadCtx): Promise<AdminSettings> {
  const row = await settingsRow(ctx);
  if (row === null) return { ...DEFAULT_ADMIN_SETTINGS };
  return {
    defaultImageProvider: row.defaultImageProvider,
    defaultIdeogramModel: row.defaultIdeogramModel,
    defaultReplicateModel: row.defaultReplicateModel,
    defaultModel: row.defaultModel,
  };
}

function assertReplicateModelId(modelId: string): void {
  if (!REPLICATE_MODEL_PATTERN.test(modelId)) {
    throw appError("INVALID_ARGUMENT", `"${modelId}" is not a Replicate model id (owner/name).`);
  }
}

/** Writes the given fields over the settings in force (creating the row the first time). */
export async function updateAdminSettings(
  ctx: MutationCtx,
  patch: Partial<AdminSettings>,
): Promise<AdminSettings> {
  if (patch.defaultReplicateModel !== undefined) {
    assertReplicateModelId(patch.defaultReplicateModel.trim());
  }
  const next: AdminSettings = {
    ...(await getAdminSettings(ctx)),
    ...patch,
    ...(patch.defaultReplicateModel && {
      defaultReplicateModel: patch.defaultReplicateModel.trim(),
    }),
  };
  const row = await settingsRow(ctx);
  const document = { ...next, updatedAt: Date.now() };
  if (row === null) await ctx.db.insert("adminSettings", document);
  else await ctx.db.replace("adminSettings", row._id, document);
  return next;
}

function toDto(row: Doc<"replicateModels">): ReplicateModelDto {
  return { id: row._id, name: row.name, modelId: row.modelId, isActive: row.isActive };
}

const byName = (a: ReplicateModelDto, b: ReplicateModelDto) => a.name.localeCompare(b.name);

/** Active models first, each group by name. */
export async function listReplicateModels(ctx: ReadCtx): Promise<ReplicateModelDto[]> {
  const active = await ctx.db
    .query("replicateModels")
    .withIndex("by_isActive", (q) => q.eq("isActive", true))
    .take(REPLICATE_MODELS_LIMIT);
  const inactive = await ctx.db
    .query("replicateModels")
    .withIndex("by_isActive", (q) => q.eq("isActive", false))
    .take(REPLICATE_MODELS_LIMIT - active.length);
  return [...active.map(toDto).sort(byName), ...inactive.map(toDto).sort(byName)];
}

/** Adds a model or updates the one with the same modelId. */
export async function saveReplicateModel(
  ctx: MutationCtx,
  input: { name: string; modelId: string; isActive: boolean },
): Promise<ReplicateModelDto> {
  const name = input.name.replace(/\s+/g, " ").trim();
  const modelId = input.modelId.trim();
  if (name === "" || name.length > NAME_MAX_CHARS) {
    throw appError(
      "INVALID_ARGUMENT",
      `Give the model a name of 1 to ${NAME_MAX_CHARS} characters.`,
    );
  }
  assertReplicateModelId(modelId);
  const existing = await ctx.db
    .query("replicateModels")
    .withIndex("by_modelId", (q) => q.eq("modelId", modelId))
    .unique();
  const fields = { name, modelId, isActive: input.isActive };
  if (existing !== null) {
    await ctx.db.patch("replicateModels", existing._id, fields);
    return toDto({ ...existing, ...fields });
  }
  const id = await ctx.db.insert("replicateModels", fields);
  return { id, ...fields };
}
