import type { VisitorAllowance } from "../generation/visitors";
import { ANONYMOUS_BRIEFS } from "../../shared/constants";
import { messages } from "../../shared/errors";

/**
 * Visitors' free brief generations (spec 6: visitors may generate a brief): a few per browser,
 * so a first brief and a refinement or two need no account; saving it and generating ideas do.
 */
export const BRIEF_VISITORS: VisitorAllowance = {
  table: "briefVisitors",
  budget: "visitorBriefsGlobal",
  perSession: ANONYMOUS_BRIEFS.perSession,
  signIn: messages.briefAndIdeas.generateLoginRequired,
};
