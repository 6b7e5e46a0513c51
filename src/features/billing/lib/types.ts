import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

export type UpgradeOptions = FunctionReturnType<typeof api.billing.queries.upgradeOptions>;
export type PlanOption = UpgradeOptions["plans"][number];
export type PackageOption = UpgradeOptions["packages"][number];
export type UpgradeKind = "creative_idea" | "production";

export type Pricing = FunctionReturnType<typeof api.billing.queries.pricing>;
export type PricingPlan = Pricing["plans"][number];
