import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

/** Scheduled upkeep. Each job is an internal function that bounds its own work per run. */
const crons = cronJobs();

// Upload tickets that lapsed and uploads nobody claimed within a day (convex/uploads/sweep.ts).
crons.interval("sweep lapsed uploads", { hours: 1 }, internal.uploads.sweep.run, {});

export default crons;
