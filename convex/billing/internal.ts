import { v } from "convex/values";
import { internalQuery } from "../lib/functions";
import { activePackages, activeTiers, toPlanDto } from "./model";

export const tiers = internalQuery({
  args: {},
  handler: async (ctx) => (await activeTiers(ctx)).map(toPlanDto),
});

export const packages = internalQuery({
  args: {},
  returns: v.array(v.any()),
  handler: async (ctx) =>
    (await activePackages(ctx)).map(({ _id, _creationTime, ...row }) => ({ id: _id, ...row })),
});
