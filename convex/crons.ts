import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

/**
 * The deployment's recurring work. Convex runs it on a real deployment; the local backend runs
 * the same definitions (local-backend/crons.ts), so `npm start` and the tests behave alike. Each
 * job is an internal function that bounds its own work per run.
 */
const crons = cronJobs();

/**
 * The job supervisor (generation/supervisor.ts): fails and refunds, once, every job that went
 * past its deadline without a sign of life, its action having died without a word. Hand-written
 * rather than a component, which offline codegen cannot type (ARCHITECTURE 1) and the local
 * backend could not run. Every minute: a dead job ends at most a minute after its deadline.
 */
export const SUPERVISOR_CRON = "fail stale generation jobs";
crons.interval(SUPERVISOR_CRON, { minutes: 1 }, internal.generation.supervisor.sweep, {});

// Upload tickets that lapsed and uploads nobody claimed within a day (convex/uploads/sweep.ts).
export const UPLOADS_SWEEP_CRON = "sweep lapsed uploads";
crons.interval(UPLOADS_SWEEP_CRON, { hours: 1 }, internal.uploads.sweep.run, {});

// Brand logos kept but never saved on a profile within a day (convex/uploads/sweep.ts).
export const UNATTACHED_LOGOS_CRON = "release unattached logos";
crons.interval(
  UNATTACHED_LOGOS_CRON,
  { hours: 1 },
  internal.uploads.sweep.releaseUnattachedLogos,
  {},
);

export default crons;
