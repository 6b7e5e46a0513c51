/**
 * The malformed-id sweep's tools (convex/sharing/access.table.test.ts): which arguments of a
 * public function are document ids, read from the registered args validators; the malformed
 * values to try; a missing (deleted) id of a table; and a fingerprint of the whole database to
 * check that a refused call wrote nothing. Two dots in the name: never deployed.
 */
import type { TableNames } from "../_generated/dataModel";
import type { TestApp } from "../test.setup";
import schema from "../schema";

export type IdTable = TableNames | "_storage";

/**
 * One id argument: its top-level name, whether it is a list of ids or optional, and its table.
 * An optional id sent empty means "none" (the brief form's 'brandId (brand profile id or none)',
 * spec 3), so the sweep sends an empty string only where the id is required.
 */
export type IdArg = { name: string; list: boolean; optional: boolean; table: IdTable };

/** A validator as `exportArgs()` writes it (only the parts the sweep reads). */
type ValidatorJson = {
  type: string;
  tableName?: string;
  value?: unknown;
};
type FieldsJson = Record<string, { fieldType: ValidatorJson; optional: boolean }>;

/** The table a string argument named like an id points at, by its name. */
const TABLE_OF_NAME: Record<string, IdTable> = {
  briefId: "briefs",
  parentBriefId: "briefs",
  ideaId: "ideas",
  jobId: "generationJobs",
  legendId: "creativeLegends",
  legendIds: "creativeLegends",
  teamLegendId: "creativeLegends",
  campaignPageId: "campaignPages",
  adLobId: "adLobs",
  adLobIds: "adLobs",
  kitId: "channelKits",
  presentationId: "presentations",
  slideId: "slides",
  slideIds: "slides",
  brandId: "brandProfiles",
  userId: "users",
  inviteId: "invites",
  discoveryIQSessionId: "discoverySessions",
  storageId: "_storage",
  imageIds: "_storage",
  commentId: "comments",
  parentId: "comments",
  notificationId: "notifications",
  keyId: "apiKeys",
};

/** Names whose table depends on the function ("fn.arg"). */
const TABLE_OF_FUNCTION_ARG: Record<string, IdTable> = {
  "discovery/queries:session.sessionId": "discoverySessions",
  "marketing/logoAdmin:remove.id": "brandLogos",
  // Issue 41: a target's id, whose table is named by `targetType`; the sweep's baseline args
  // (access.table.test.ts) name an idea, a campaign page or a deck.
  "comments/queries:forTarget.targetId": "ideas",
  "comments/mutations:post.targetId": "ideas",
  "reviews/queries:forTarget.targetId": "campaignPages",
  "reviews/mutations:act.targetId": "presentations",
};

/**
 * Arguments named like ids that are not document ids, and what they are instead ("fn.arg", or
 * just the arg name for every function). A new id-like name must be listed here or above.
 */
export const NOT_DOCUMENT_IDS: Record<string, string> = {
  shareId: "a public link's random id (shareLinks: unknown links answer NOT_FOUND by index)",
  modelId: "a Replicate model name",
  priceId: "a Stripe price id",
  stripePriceId: "a Stripe price id",
  packageId: "a credit package's own key (billing/schema.ts), not a document id",
  "billing/localCheckout:session.sessionId": "a test checkout session's random id",
  "billing/localCheckout:pay.sessionId": "a test checkout session's random id",
  "billing/localCheckout:cancel.sessionId": "a test checkout session's random id",
  "billing/queries:checkoutResult.sessionId": "a Stripe checkout session id",
  "briefs/mutations:generate.sessionId": "a visitor's browser key (generation/visitors.ts)",
  "strategies/mutations:request.sessionId": "a visitor's browser key (generation/visitors.ts)",
  "generation/queries:visitorJob.sessionId": "a visitor's browser key (generation/visitors.ts)",
  "presence/mutations:heartbeat.sessionId": "a browser tab's random key",
  "presence/mutations:leave.sessionId": "a browser tab's random key",
  "visuals/mutations:generateVisual.slideId":
    "a free label unless it is a real slide's id (decks/slideLink.ts, the spec's optional slideId)",
};

const ID_LIKE = /(^id|Id|Ids)$/;

/**
 * The id arguments of a function, from its args validator: every `v.id` (also inside lists and
 * unions) and every string or list of strings named like an id. `paginationOpts` is Convex's.
 * Answers the args classified, and the names neither classified nor listed as not ids.
 */
export function idArgsOf(fn: string, args: unknown): { idArgs: IdArg[]; unclassified: string[] } {
  const idArgs: IdArg[] = [];
  const unclassified: string[] = [];
  const fields = (args as { type?: string; value?: FieldsJson } | null)?.value ?? {};
  for (const [name, field] of Object.entries(fields)) {
    if (name === "paginationOpts") continue;
    const found = idShape(field.fieldType);
    if (found === null) continue;
    const key = `${fn}.${name}`;
    const { list } = found;
    if (found.table !== null) {
      idArgs.push({ name, list, optional: field.optional, table: found.table });
    } else if (!ID_LIKE.test(name) || NOT_DOCUMENT_IDS[key] || NOT_DOCUMENT_IDS[name]) {
      continue;
    } else {
      const table = TABLE_OF_FUNCTION_ARG[key] ?? TABLE_OF_NAME[name];
      if (table === undefined) unclassified.push(key);
      else idArgs.push({ name, list, optional: field.optional, table });
    }
  }
  return { idArgs, unclassified };
}

/** A `v.id` (table known) or a string (table null), alone, in a list or in a union; else null. */
function idShape(validator: ValidatorJson): { list: boolean; table: IdTable | null } | null {
  if (validator.type === "id") return { list: false, table: validator.tableName as IdTable };
  if (validator.type === "string") return { list: false, table: null };
  if (validator.type === "array") {
    const inner = idShape(validator.value as ValidatorJson);
    return inner === null || inner.list ? null : { list: true, table: inner.table };
  }
  if (validator.type === "union") {
    for (const member of validator.value as ValidatorJson[]) {
      const inner = idShape(member);
      if (inner !== null) return inner;
    }
  }
  return null;
}

/**
 * Values a caller may send for an id that names no document of its table: empty (required ids
 * only, see IdArg), words, an id of another table (`otherTableId`), and a very long string.
 */
export function malformedIds(arg: IdArg, otherTableId: string): Record<string, string> {
  return {
    ...(arg.optional ? {} : { empty: "" }),
    words: "not-an-id",
    otherTable: otherTableId,
    long: "k".repeat(5000),
  };
}

/** An id of `table` in the right shape whose document no longer exists (made, then deleted). */
export async function missingId(t: TestApp, table: IdTable): Promise<string> {
  return await t.run(async (ctx) => {
    if (table === "_storage") {
      const id = await ctx.storage.store(new Blob(["gone"], { type: "image/png" }));
      await ctx.storage.delete(id);
      return id;
    }
    const existing = await ctx.db.query(table).first();
    if (existing === null) throw new Error(`the sweep's world has no ${table} row to copy`);
    const { _id, _creationTime, ...fields } = existing;
    void _id;
    void _creationTime;
    const id = await ctx.db.insert(table, fields);
    await ctx.db.delete(table, id);
    return id;
  });
}

/** Every document of every table, the scheduled functions and stored files, as one string. */
export async function fingerprint(t: TestApp): Promise<string> {
  return await t.run(async (ctx) => {
    const parts: unknown[] = [];
    for (const table of Object.keys(schema.tables) as TableNames[]) {
      parts.push(table, await ctx.db.query(table).collect());
    }
    parts.push(await ctx.db.system.query("_scheduled_functions").collect());
    parts.push(await ctx.db.system.query("_storage").collect());
    return JSON.stringify(parts);
  });
}
