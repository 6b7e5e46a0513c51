import { defineTable } from "convex/server";
import { jobDocumentValidator } from "./jobShapes";

/**
 * One row per piece of slow work (ARCHITECTURE 3). The client subscribes to it for progress.
 * A union on `kind`: each kind's row has the shared fields (./validators.ts jobDocumentFields)
 * and its own `input` and `result` (./jobShapes.ts), so a row of one kind never holds another's.
 */
export const generationTables = {
  generationJobs: defineTable(jobDocumentValidator)
    .index("by_owner_and_kind", ["ownerId", "kind"])
    // Kept beside by_status_and_deadline for its order: the admin console lists the failed jobs
    // of the last 24 h by creation time (admin/jobsModel.ts).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_status", ["status"])
    /** The supervisor's sweep reads only the queued and running jobs past their deadline. */
    .index("by_status_and_deadline", ["status", "deadlineAt"])
    /** The admin console's system view reads the last 24 h of finished jobs through this. */
    .index("by_finished", ["finishedAt"]),
};
