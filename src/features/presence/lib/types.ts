import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

/** A person with the brief open now (api.presence.queries.onBrief). */
export type PresentPerson = FunctionReturnType<typeof api.presence.queries.onBrief>[number];
/** An ideas job under way on the brief (api.presence.queries.activity). */
export type BriefActivity = FunctionReturnType<typeof api.presence.queries.activity>[number];
