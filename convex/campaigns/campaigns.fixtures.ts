/**
 * Shared by the convex/campaigns tests (two dots in the name: never deployed): an idea with a
 * collage, its campaign page, and members of its brief, with every provider off (the offline
 * studio writes and draws).
 */
import { vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, type TestApp } from "../test.setup";
import { ideaFixture, type IdeaFixture } from "../visuals/visuals.fixtures";

export const COLLAGE = ["/api/media/hero.png", "/api/media/one.png", "/api/media/two.png"];

/** No text or image provider configured: the offline studio answers. */
export function offlineStudio() {
  for (const name of [
    "OPENROUTER_API_KEY",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "IDEOGRAM_API_KEY",
    "REPLICATE_API_TOKEN",
  ]) {
    vi.stubEnv(name, "");
  }
}

/** An idea (10 credits, business plan) whose collage exists. */
export async function ideaWithCollage(
  t: TestApp,
  overrides: Parameters<typeof ideaFixture>[1] = {},
): Promise<IdeaFixture> {
  const fixture = await ideaFixture(t, overrides);
  await t.run(async (ctx) => {
    await ctx.db.patch("ideas", fixture.ideaId, {
      thumbnails: COLLAGE,
      thumbnailKeys: ["hero.png", "one.png", "two.png"],
    });
  });
  return fixture;
}

/** The idea's campaign page, made by its owner. */
export async function pageFixture(t: TestApp, overrides: Parameters<typeof ideaFixture>[1] = {}) {
  const fixture = await ideaWithCollage(t, overrides);
  const { campaignPageId } = await asUser(t, fixture.userId).mutation(
    api.campaigns.mutations.createFromIdea,
    { ideaId: fixture.ideaId },
  );
  return { ...fixture, campaignPageId };
}

/** A user who is `role` on the brief (with credits of their own). */
export async function member(
  t: TestApp,
  briefId: Id<"briefs">,
  invitedBy: Id<"users">,
  role: "viewer" | "editor",
): Promise<Id<"users">> {
  const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 10 });
  await t.run(async (ctx) => {
    await ctx.db.insert("briefMembers", {
      briefId,
      userId,
      role,
      addedAt: Date.now(),
      invitedBy,
    });
  });
  return userId;
}
