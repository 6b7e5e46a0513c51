import type { SeedStep } from "./model";
import { demoAccountsSeedStep } from "../users/demoAccounts";
import { tiersSeedStep } from "../billing/tiers";
import { creditPackagesSeedStep } from "../billing/packages";
import { adminSettingsSeedStep, replicateModelsSeedStep } from "../admin/seed";
import { legendsSeedStep } from "../legends/seed";
import { placeholderExamplesSeedStep } from "../marketing/placeholderExamples";
import { ideaFavoritesSeedStep } from "../ideas/favoritesMigration";
import { inviteExpiriesSeedStep } from "../sharing/migrations";

/**
 * Every seed step, run in this order by `system/seed:run`. Later features append theirs here
 * (e.g. the legends roster, subscription tiers, credit packages); keep each step's data in its
 * own domain folder and import the step.
 */
export const seedSteps: readonly SeedStep[] = [
  tiersSeedStep,
  creditPackagesSeedStep,
  replicateModelsSeedStep,
  adminSettingsSeedStep,
  legendsSeedStep,
  placeholderExamplesSeedStep,
  // After the tiers: demo accounts get their plan's credits.
  demoAccountsSeedStep,
  // Data migration: legacy per-idea favourite flags become per-person rows.
  ideaFavoritesSeedStep,
  // Data migration: invites from before their expiry was scheduled get theirs (issue 37).
  inviteExpiriesSeedStep,
];
