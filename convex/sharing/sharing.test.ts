import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { balance, seed, threeLegends } from "../ideas/ideas.fixtures";
import { readAppError } from "../../shared/errors";
import { addMember, invite, ownerWithBrief, stubMailEnv } from "./sharing.fixtures";

/** Members of a shared brief: who sees what, roles, removal, leaving, 'Shared with me'. */

beforeEach(stubMailEnv);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

async function team(t: TestApp) {
  const { ownerId, briefId } = await ownerWithBrief(t);
  await t.run(async (ctx) => {
    await ctx.db.patch("users", ownerId, { fullName: "Olive Owner" });
  });
  const editorId = await createUser(t, {
    fullName: "Eddie Editor",
    subscriptionTier: "business",
    legendCredits: 10,
  });
  const viewerId = await createUser(t, { fullName: "Vera Viewer", legendCredits: 10 });
  await addMember(t, ownerId, briefId, editorId, "editor");
  await addMember(t, ownerId, briefId, viewerId, "viewer");
  return { ownerId, briefId, editorId, viewerId };
}

describe("members", () => {
  it("lists the owner first, then members with their roles, to every member", async () => {
    const t = makeTest();
    const { ownerId, briefId, editorId, viewerId } = await team(t);
    const list = await asUser(t, viewerId).query(api.sharing.queries.members, { briefId });
    expect(list.map((m) => [m.name, m.role, m.isYou])).toEqual([
      ["Olive Owner", "owner", false],
      ["Eddie Editor", "editor", false],
      ["Vera Viewer", "viewer", true],
    ]);
    expect(list[0]?.userId).toBe(ownerId);
    expect(list[1]?.userId).toBe(editorId);
    const strangerId = await createUser(t);
    await expectAppError(
      asUser(t, strangerId).query(api.sharing.queries.members, { briefId }),
      "NOT_FOUND",
    );
  });

  it("only the owner changes roles or removes people; members hear why, strangers NOT_FOUND", async () => {
    const t = makeTest();
    const { ownerId, briefId, editorId, viewerId } = await team(t);
    const error: unknown = await asUser(t, editorId)
      .mutation(api.sharing.mutations.changeRole, { briefId, userId: viewerId, role: "editor" })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "FORBIDDEN",
      message: "Only the brief's owner can manage who has access.",
    });
    const strangerId = await createUser(t);
    await expectAppError(
      asUser(t, strangerId).mutation(api.sharing.mutations.removeMember, {
        briefId,
        userId: viewerId,
      }),
      "NOT_FOUND",
    );
    const owner = asUser(t, ownerId);
    await owner.mutation(api.sharing.mutations.changeRole, {
      briefId,
      userId: viewerId,
      role: "editor",
    });
    expect(await asUser(t, viewerId).query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: "editor",
    });
    await expectAppError(
      owner.mutation(api.sharing.mutations.changeRole, {
        briefId,
        userId: strangerId,
        role: "viewer",
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      owner.mutation(api.sharing.mutations.removeMember, { briefId, userId: ownerId }),
      "INVALID_ARGUMENT",
    );
    expect(editorId).toBeDefined();
  });

  it("removal takes effect at once: the brief's reads answer NOT_FOUND and myAccess says removed", async () => {
    const t = makeTest();
    const { ownerId, briefId, viewerId } = await team(t);
    const viewer = asUser(t, viewerId);
    expect((await viewer.query(api.sharing.queries.sharedWithMe, {})).map((b) => b.title)).toEqual([
      BRIEF.title,
    ]);
    await asUser(t, ownerId).mutation(api.sharing.mutations.removeMember, {
      briefId,
      userId: viewerId,
    });
    await expectAppError(viewer.query(api.briefs.queries.get, { briefId }), "NOT_FOUND");
    await expectAppError(viewer.query(api.ideas.queries.byBrief, { briefId }), "NOT_FOUND");
    expect(await viewer.query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: null,
      reason: "removed",
    });
    expect(await viewer.query(api.sharing.queries.sharedWithMe, {})).toEqual([]);
    const strangerId = await createUser(t);
    expect(await asUser(t, strangerId).query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: null,
      reason: "not_found",
    });
    expect(await viewer.query(api.sharing.queries.myAccess, { briefId: "nope" })).toEqual({
      role: null,
      reason: "not_found",
    });
    // Invited again, they are back.
    await addMember(t, ownerId, briefId, viewerId, "viewer");
    expect(await viewer.query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: "viewer",
    });
  });

  it("an ex-member's old link stays used, and removing them twice says they have no access", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const danaId = await createUser(t, { email: "dana@example.com" });
    const token = await invite(t, ownerId, "dana@example.com", briefId, "editor");
    await asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token });
    const owner = asUser(t, ownerId);
    await owner.mutation(api.sharing.mutations.removeMember, { briefId, userId: danaId });
    await expectAppError(
      asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_USED",
    );
    await expectAppError(
      owner.mutation(api.sharing.mutations.removeMember, { briefId, userId: danaId }),
      "NOT_FOUND",
    );
    expect((await owner.query(api.sharing.queries.members, { briefId })).length).toBe(1);
  });

  it("a member can leave; the owner cannot", async () => {
    const t = makeTest();
    const { ownerId, briefId, editorId } = await team(t);
    await asUser(t, editorId).mutation(api.sharing.mutations.leave, { briefId });
    expect(await asUser(t, editorId).query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: null,
      reason: "removed",
    });
    await expectAppError(
      asUser(t, editorId).mutation(api.sharing.mutations.leave, { briefId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, ownerId).mutation(api.sharing.mutations.leave, { briefId }),
      "INVALID_ARGUMENT",
    );
  });
});

describe("working on a shared brief", () => {
  it("an editor's update is a new version of the owner's brief, still shared", async () => {
    const t = makeTest();
    const { ownerId, briefId, editorId, viewerId } = await team(t);
    const saved = await asUser(t, editorId).mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId,
      message: "Roasted Monday, at your desk by nine",
    });
    expect(saved.version).toBe(2);
    const v2 = await t.run(async (ctx) => await ctx.db.get("briefs", saved.briefId));
    expect(v2?.ownerId).toBe(ownerId);
    const shared = await asUser(t, viewerId).query(api.sharing.queries.sharedWithMe, {});
    expect(shared).toMatchObject([
      { briefId: saved.briefId, rootBriefId: briefId, role: "viewer" },
    ]);
    expect(
      (await asUser(t, viewerId).query(api.briefs.queries.get, { briefId: saved.briefId })).version,
    ).toBe(2);
    await expectAppError(
      asUser(t, viewerId).mutation(api.briefs.mutations.update, { ...BRIEF, briefId }),
      "FORBIDDEN",
    );
  });

  it("a viewer's brief form writes nothing: update and save-as-version are refused, saying why", async () => {
    const t = makeTest();
    const { briefId, viewerId } = await team(t);
    const viewer = asUser(t, viewerId);
    const briefs = async () =>
      await t.run(async (ctx) => (await ctx.db.query("briefs").take(50)).length);
    const before = await briefs();
    for (const attempt of [
      viewer.mutation(api.briefs.mutations.update, { ...BRIEF, briefId, message: "Changed" }),
      viewer.mutation(api.briefs.mutations.save, {
        ...BRIEF,
        parentBriefId: briefId,
        message: "Changed",
      }),
    ]) {
      expect(readAppError(await attempt.catch((e: unknown) => e))).toMatchObject({
        code: "FORBIDDEN",
        message: "You can view this brief but not change it. Ask the owner for edit access.",
      });
    }
    expect(await briefs()).toBe(before);
    expect((await viewer.query(api.briefs.queries.get, { briefId })).message).toBe(BRIEF.message);
    expect(await balance(t, viewerId)).toBe(10);
  });

  it("editors generate ideas with their own credits, for the owner's brief; viewers are told why not", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    await seed(t);
    const { ownerId, briefId, editorId, viewerId } = await team(t);
    const legendIds = (await threeLegends(t)).slice(0, 1);
    const error: unknown = await asUser(t, viewerId)
      .mutation(api.ideas.mutations.generate, { briefId, legendIds })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "FORBIDDEN",
      message:
        "Only editors can generate ideas and visuals on this brief. Ask the owner for edit access.",
    });
    const started = await asUser(t, editorId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds,
    });
    expect(await balance(t, editorId)).toBe(9);
    expect(await balance(t, ownerId)).toBe(10);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const jobId = started.jobs[0].jobId;
    // Everyone on the brief sees the job and the ideas; the ideas count as the owner's.
    expect((await asUser(t, viewerId).query(api.generation.queries.job, { jobId })).status).toBe(
      "succeeded",
    );
    const view = await asUser(t, viewerId).query(api.ideas.queries.byBrief, { briefId });
    expect(view.legends[0]?.ideas.length).toBeGreaterThan(0);
    expect((await asUser(t, ownerId).query(api.ideas.queries.myCounts, {})).ideas).toBeGreaterThan(
      0,
    );
    expect((await asUser(t, editorId).query(api.ideas.queries.myCounts, {})).ideas).toBe(0);
    const filtered = await asUser(t, viewerId).query(api.ideas.queries.myIdeas, {
      briefId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(filtered.page.length).toBe(view.legends[0]?.ideas.length);
    const strangerId = await createUser(t);
    await expectAppError(
      asUser(t, strangerId).query(api.generation.queries.job, { jobId }),
      "NOT_FOUND",
    );
  });
});
