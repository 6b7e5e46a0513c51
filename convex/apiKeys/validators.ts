import { v, type Infer } from "convex/values";

/** A key as its owner's list shows it: never the key or its hash. */
export const apiKeyDtoValidator = v.object({
  id: v.id("apiKeys"),
  name: v.string(),
  /** "lgd_abcd…" */
  prefix: v.string(),
  createdAt: v.number(),
  lastUsedAt: v.union(v.number(), v.null()),
  revokedAt: v.union(v.number(), v.null()),
});
export type ApiKeyDto = Infer<typeof apiKeyDtoValidator>;

/** A new key: the only time the key itself leaves the server. */
export const createdKeyValidator = v.object({ id: v.id("apiKeys"), key: v.string() });
export type CreatedKey = Infer<typeof createdKeyValidator>;
