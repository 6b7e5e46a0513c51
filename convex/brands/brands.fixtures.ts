/** Brand profile helpers for convex/brands tests (two dots: never deployed). */
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, type TestApp } from "../test.setup";
import { ownUpload, pngOfSize } from "../uploads/uploads.fixtures";

export const PROFILE = {
  name: "Northbound Coffee",
  industry: "Coffee",
  audience: "Remote workers who take their first cup seriously",
  voice: ["warm", "witty"],
  keyMessages: ["Roasted this week, at your desk by nine."],
  colors: ["#1A2B3C", "#F5E6D3"],
  dos: ["Name the roast day"],
  donts: ["Promise next-day delivery"],
};

/** A user who may keep `brandLimit` profiles. */
export async function brandUser(t: TestApp, brandLimit = 3, legendCredits = 10) {
  return await createUser(t, { brandLimit, legendCredits });
}

export async function createProfile(
  t: TestApp,
  userId: Id<"users">,
  overrides: Partial<typeof PROFILE> & { logoKey?: string } = {},
): Promise<Id<"brandProfiles">> {
  return await asUser(t, userId).mutation(api.brands.mutations.create, {
    ...PROFILE,
    ...overrides,
  });
}

/** A file of `bytes` bytes stored as `userId`'s unclaimed logo upload (no rule check). */
export async function upload(
  t: TestApp,
  userId: Id<"users">,
  type: string,
  bytes = 100,
): Promise<Id<"_storage">> {
  return await ownUpload(t, userId, "brandLogo", type, pngOfSize(bytes));
}
