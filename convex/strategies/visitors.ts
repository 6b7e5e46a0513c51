import type { VisitorAllowance } from "../generation/visitors";
import { ANONYMOUS_STRATEGIES } from "../../shared/constants";
import { messages } from "../../shared/errors";

/** Visitors' free Ad Strategist / quick ideas runs (spec 1, 6: strategies once). */
export const STRATEGY_VISITORS: VisitorAllowance = {
  table: "strategyVisitors",
  budget: "visitorStrategiesGlobal",
  perSession: ANONYMOUS_STRATEGIES.perSession,
  signIn: messages.strategy.signInRequired,
};
