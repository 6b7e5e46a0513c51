import type { MutationCtx } from "../_generated/server";

/**
 * One unit of seed data. Bump `version` when its data changes: the step then runs again on the
 * next seed, so write steps as upserts (safe to re-run over their own earlier output).
 */
export type SeedStep = {
  step: string;
  version: number;
  run: (ctx: MutationCtx) => Promise<void>;
  /**
   * Runs only where this says so (read at seed time); a step skipped this way is not recorded,
   * so it runs once the condition holds.
   */
  when?: () => boolean;
};

export type SeedReport = { ran: string[]; skipped: string[] };

/**
 * Runs each step whose recorded version is missing or lower than its own, in order, and records
 * it in `seedRuns`. All in the caller's transaction: a failing step leaves nothing half-seeded.
 */
export async function runSeedSteps(
  ctx: MutationCtx,
  steps: readonly SeedStep[],
): Promise<SeedReport> {
  assertWellFormed(steps);
  const report: SeedReport = { ran: [], skipped: [] };
  for (const step of steps) {
    if (step.when && !step.when()) {
      report.skipped.push(step.step);
      continue;
    }
    const recorded = await ctx.db
      .query("seedRuns")
      .withIndex("by_step", (q) => q.eq("step", step.step))
      .unique();
    if (recorded !== null && recorded.version >= step.version) {
      report.skipped.push(step.step);
      continue;
    }
    await step.run(ctx);
    const row = { step: step.step, version: step.version, ranAt: Date.now() };
    if (recorded === null) await ctx.db.insert("seedRuns", row);
    else await ctx.db.replace("seedRuns", recorded._id, row);
    report.ran.push(step.step);
  }
  return report;
}

/** Registry mistakes are bugs: fail before anything is written. */
function assertWellFormed(steps: readonly SeedStep[]): void {
  const names = new Set<string>();
  for (const { step, version } of steps) {
    if (step.trim() === "") throw new Error("Seed step without a name");
    if (names.has(step)) throw new Error(`Seed step "${step}" is registered twice`);
    if (!Number.isInteger(version) || version < 1) {
      throw new Error(`Seed step "${step}" needs a positive integer version, got ${version}`);
    }
    names.add(step);
  }
}
