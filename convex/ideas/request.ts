import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { messages } from "../../shared/errors";
import { getAdminSettings } from "../admin/model";
import { briefAccessOrThrow } from "../briefs/access";
import type { ExperimentalSettings } from "../generation/settings";
import { defaultSettingsFor, resolveTextSettings } from "../generation/settings";
import { requireUsableLegends } from "../legends/access";
import { assertCanAfford, printedOnBrief, startIdeaJob, studioRequestOf } from "./jobs";

/**
 * Get Creative Ideas for a known caller: the app's mutation (./mutations.ts generate, the caller
 * from the session) and the MCP server (convex/mcp, the caller from an API key) start the same
 * jobs and spend the same credits through here.
 */
export async function startIdeas(
  ctx: MutationCtx,
  user: Doc<"users">,
  {
    briefId,
    legendIds,
    experimental,
  }: { briefId: string; legendIds: string[]; experimental?: ExperimentalSettings },
) {
  // Adding ideas writes to the brief: owner and editors (who pay with their own credits).
  const { brief } = await briefAccessOrThrow(
    ctx,
    briefId,
    user,
    "write",
    messages.sharing.viewerCannotGenerate,
  );
  const legends = await requireUsableLegends(ctx, user, legendIds);
  const admin = await getAdminSettings(ctx);
  const settings = resolveTextSettings(user, experimental, defaultSettingsFor(admin.defaultModel));
  assertCanAfford(user, legends.length);
  const batchAt = Date.now();
  const jobs = [];
  // The legends work in parallel: each is told the brief's saved lines and the legends
  // before it, so the offline studio never prints one headline twice on the brief.
  const written = await printedOnBrief(ctx, brief);
  const before = [];
  for (const [position, legend] of legends.entries()) {
    const jobId = await startIdeaJob(ctx, {
      user,
      brief,
      legend,
      settings,
      batchAt,
      position,
      written,
      before: [...before],
    });
    before.push(studioRequestOf(legend, jobId));
    jobs.push({ legendId: legend._id, jobId });
  }
  return { briefId: brief._id, jobs };
}
