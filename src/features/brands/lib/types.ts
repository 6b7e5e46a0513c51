import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

export type MyBrands = FunctionReturnType<typeof api.brands.queries.mine>;
export type BrandProfile = MyBrands["brands"][number];
export type WebsiteDraft = Extract<
  FunctionReturnType<typeof api.brands.draft.fromWebsite>,
  { ok: true }
>["draft"];
