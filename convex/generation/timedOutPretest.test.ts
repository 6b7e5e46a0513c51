import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { balance, rows } from "../ideas/ideas.fixtures";
import { pretestRows, pretestWorld, useOfflineStudio } from "../pretest/pretest.fixtures";
import { PRETEST_JOB_KIND, SHARPEN_JOB_KIND } from "../../shared/pretest";
import { FAILURE_TEXT } from "./failures";
import { TEXT_STEP_MS } from "./deadlines";
import { finishScheduled, jobOf, startRunner, sweepAfter } from "./supervisor.fixtures";

/**
 * The pre-test and Sharpen when their action dies mid-run, and the admin's Retry of timed-out
 * jobs: the same end state as a thrown failure, late answers refused, every retry open.
 */

useOfflineStudio();

const SCORES = ["keyMessage", "audience", "distinctive", "brandLinkage", "simplicity"] as const;
const LATE_RESULT = {
  scores: SCORES.map((dimension) => ({ dimension, score: 5, reason: "Late." })),
  swap: {
    competitor: "Rival",
    competitorAssumed: true,
    rewrite: "Rival: late.",
    stillWorks: false,
    verdict: "Late.",
  },
};

describe("a pre-test that timed out", () => {
  it("fails its rows with words to re-run it; late scores are refused; Re-run scores them", async () => {
    const t = makeTest();
    const world = await pretestWorld(t, { run: false });
    // The ideas job ran; the pre-test job it queued starts, then its action dies.
    const ideasJob = (await rows(t, "generationJobs")).find((job) => job.kind === "ideas")!;
    await finishIdeasOnly(t, ideasJob._id);
    const pretestJob = (await rows(t, "generationJobs")).find(
      (job) => job.kind === PRETEST_JOB_KIND,
    )!;
    await startRunner(t, pretestJob._id);
    await t.mutation(internal.pretest.generation.markRunning, { jobId: pretestJob._id });

    await sweepAfter(t, TEXT_STEP_MS + 1);
    const failed = await pretestRows(t);
    expect(failed.map((row) => row.status)).toEqual(["failed"]);
    const [ideaId] = failed.map((row) => row.ideaId);
    const view = await asUser(t, world.owner).query(api.pretest.queries.forIdea, { ideaId });
    expect(view).toMatchObject({ status: "failed", errorMessage: expect.stringMatching(/Re-run/) });
    expect((await jobOf(t, pretestJob._id)).errorMessage).not.toMatch(/credit/i);

    await t.mutation(internal.pretest.generation.saveResults, {
      jobId: pretestJob._id,
      results: failed.map((row) => ({ ideaId: row.ideaId, result: LATE_RESULT })),
      jobResult: { briefId: world.briefId, ideaIds: failed.map((row) => row.ideaId) },
    });
    expect((await pretestRows(t)).map((row) => row.status)).toEqual(["failed"]);
    expect((await jobOf(t, pretestJob._id)).status).toBe("failed");

    await asUser(t, world.owner).mutation(api.pretest.mutations.rerun, { ideaId });
    await finishScheduled(t);
    const rerun = await asUser(t, world.owner).query(api.pretest.queries.forIdea, { ideaId });
    expect(rerun?.status).toBe("done");
  });

  it("is re-queued by an admin's Retry, its rows waiting again, and then scored", async () => {
    const t = makeTest();
    const world = await pretestWorld(t, { run: false });
    const ideasJob = (await rows(t, "generationJobs")).find((job) => job.kind === "ideas")!;
    await finishIdeasOnly(t, ideasJob._id);
    const pretestJob = (await rows(t, "generationJobs")).find(
      (job) => job.kind === PRETEST_JOB_KIND,
    )!;
    await sweepAfter(t, 10 * 60_000);
    expect((await jobOf(t, pretestJob._id)).errorCode).toBe("TIMED_OUT");
    const adminId = await createUser(t, { isAdmin: true });
    const admin = asUser(t, adminId);
    const listed = await admin.query(api.admin.jobs.list, {});
    expect(listed.failed).toContainEqual(
      expect.objectContaining({ id: pretestJob._id, errorCode: "TIMED_OUT", canRetry: true }),
    );

    expect((await pretestRows(t)).map((row) => row.status)).toEqual(["failed"]);
    await admin.mutation(api.admin.jobs.retry, { jobId: pretestJob._id });
    expect((await pretestRows(t)).map((row) => row.status)).toEqual(["queued"]);
    await finishScheduled(t);
    expect((await jobOf(t, pretestJob._id)).status).toBe("succeeded");
    const [row] = await pretestRows(t);
    expect(row).toMatchObject({ status: "done", briefId: world.briefId });
    expect(row.scores).toHaveLength(5);
  });
});

/** Runs the ideas job's write-back by hand, so its pre-test job is queued but never runs. */
async function finishIdeasOnly(t: ReturnType<typeof makeTest>, jobId: string) {
  const id = jobId as never;
  await t.mutation(internal.generation.jobs.start, { jobId: id, step: "Writing…" });
  const idea = {
    title: "Dated bags",
    campaignName: "The Morning Record",
    coreIdea: "Proof, not promises.",
    concept: "Every bag is dated.",
    headline: "Roasted Monday",
    description: "Dated bags.",
    tone: "Warm",
    keyVisualElements: ["A dated label"],
    executionStrategy: ["Outdoor"],
    selfCritique: "Fine.",
    visualPrompt: "A dated bag",
    legendThinking: "1. Read.",
  };
  await t.mutation(internal.ideas.generation.saveIdeas, { jobId: id, ideas: [idea] });
}

describe("a Sharpen that timed out", () => {
  it("is refunded, shows failed on the idea's pre-test with its words, writes no late version", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const [ideaId] = world.ideaIds;
    const owner = asUser(t, world.owner);
    const before = await balance(t, world.owner);
    const { jobId } = await owner.mutation(api.pretest.mutations.sharpen, {
      ideaId,
      dimension: "distinctive",
    });
    await startRunner(t, jobId);
    expect((await owner.query(api.pretest.queries.forIdea, { ideaId }))?.sharpen).toEqual({
      dimension: "distinctive",
      status: "working",
      errorMessage: null,
    });

    await sweepAfter(t, TEXT_STEP_MS + 1);
    expect(await balance(t, world.owner)).toBe(before);
    expect((await owner.query(api.pretest.queries.forIdea, { ideaId }))?.sharpen).toEqual({
      dimension: "distinctive",
      status: "failed",
      errorMessage: FAILURE_TEXT.TIMED_OUT,
    });
    // A viewer of the brief sees it too, without the button; a stranger sees nothing.
    const viewerView = await asUser(t, world.viewer).query(api.pretest.queries.forIdea, {
      ideaId,
    });
    expect(viewerView).toMatchObject({ canEdit: false, sharpen: { status: "failed" } });
    const board = await owner.query(api.pretest.queries.forBrief, { briefId: world.briefId });
    expect(board.find((row) => row.ideaId === ideaId)?.sharpen?.status).toBe("failed");
    expect(board.filter((row) => row.sharpen !== null)).toHaveLength(1);
    await expectAppError(
      asUser(t, world.stranger).query(api.pretest.queries.forIdea, { ideaId }),
      "NOT_FOUND",
    );
    const ideasBefore = (await rows(t, "ideas")).length;
    const late = await t.mutation(internal.pretest.sharpen.saveSharpened, {
      jobId,
      idea: {
        title: "Late",
        campaignName: "Late",
        coreIdea: "Late.",
        concept: "Late.",
        headline: "Late",
        description: "Late.",
        tone: "",
        keyVisualElements: [],
        executionStrategy: [],
        selfCritique: "",
        visualPrompt: "late",
        legendThinking: "",
      },
    });
    expect(late).toBeNull();
    expect(await rows(t, "ideas")).toHaveLength(ideasBefore);

    // Try again (the same Sharpen) writes the version; the notice gives way to it.
    await owner.mutation(api.pretest.mutations.sharpen, { ideaId, dimension: "distinctive" });
    await finishScheduled(t);
    expect(await rows(t, "ideas")).toHaveLength(ideasBefore + 1);
    expect((await owner.query(api.pretest.queries.forIdea, { ideaId }))?.sharpen).toBeNull();
    expect(await balance(t, world.owner)).toBe(before - 1);
  });

  it("can be retried by an admin at the studio's expense, once", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const [ideaId] = world.ideaIds;
    const { jobId } = await asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
      ideaId,
      dimension: "simplicity",
    });
    await sweepAfter(t, 10 * 60_000);
    const adminId = await createUser(t, { isAdmin: true });
    const admin = asUser(t, adminId);
    const before = await balance(t, world.owner);
    await admin.mutation(api.admin.jobs.retry, { jobId });
    await expectAppError(admin.mutation(api.admin.jobs.retry, { jobId }), "CONFLICT");
    await finishScheduled(t);
    expect((await jobOf(t, jobId)).status).toBe("succeeded");
    expect(
      (await rows(t, "generationJobs")).filter((j) => j.kind === SHARPEN_JOB_KIND),
    ).toHaveLength(1);
    expect(await balance(t, world.owner)).toBe(before);
  });
});
