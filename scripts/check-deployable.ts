import path from "node:path";
import { fileURLToPath } from "node:url";
import { FETCH_OR_TIMER_ALLOWED } from "./deployable/allowed.ts";
import { checkDeployable } from "./deployable/check.ts";
import { formatReport } from "./deployable/format.ts";

/**
 * `npm run check:deployable`: fails when convex/ would not deploy to a real Convex deployment
 * (the local backend runs whatever Node runs, so it cannot tell). Offline; see
 * scripts/deployable/check.ts for what it checks.
 */

const convexDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../convex");
const report = await checkDeployable(convexDir, { allowed: FETCH_OR_TIMER_ALLOWED });
const { ok, text } = formatReport(report);
if (ok) console.log(text);
else console.error(text);
process.exitCode = ok ? 0 : 1;
