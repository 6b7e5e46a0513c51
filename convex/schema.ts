import { defineSchema } from "convex/server";
import { usersTables } from "./users/schema";
import { mailTables } from "./mail/schema";
import { systemTables } from "./system/schema";

export default defineSchema({
  ...usersTables,
  ...mailTables,
  ...systemTables,
});
