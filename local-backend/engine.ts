import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import { convexTest } from "convex-test";
import {
  makeFunctionReference,
  type GenericDataModel,
  type GenericMutationCtx,
  type UserIdentity,
} from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import {
  buildModuleMap,
  listModuleFiles,
  moduleLoader,
  warmUp,
  type ModuleMap,
} from "./modules.ts";
import { UploadTokens } from "./uploadTokens.ts";

/**
 * The Convex engine of the local backend: `convex-test` running the app's
 * `convex/` folder, plus what a server needs that tests don't: public-only
 * dispatch, identities from verified tokens, what each query read (to
 * re-run only affected subscriptions), query journals for pagination, commit
 * notifications, function logs, and the raw state for snapshots.
 */

export type UdfType = "query" | "mutation" | "action";

export type Outcome =
  | { success: true; value: JSONValue; logLines: string[] }
  | { success: false; errorMessage: string; errorData?: JSONValue; logLines: string[] };

export type QueryOutcome = Outcome & {
  /** What the query read; null when unknown (then any commit re-runs it). */
  readSet: ReadSet | null;
  /** The journal to hand back to the client (pagination end cursor). */
  journal: string | null;
};

/** One committed write: the document before and after (null when absent). */
export type Write = {
  id: string;
  oldDoc: Record<string, Value> | null;
  newDoc: Record<string, Value> | null;
};

/** `ids`: the documents the commit wrote, in order (persistence logs them). */
export type CommitEvent = { ts: bigint; tables: Set<string>; writes: Write[]; ids: string[] };

/** An index range a query read, as convex-test's patch reports it (opaque here). */
export type RangeRead = { table: string; index: string | null };

/**
 * What one query run read: whole tables (search, counts), single documents (`db.get`) and index
 * ranges (only the part it looked at). A commit re-runs the query only if one of its writes
 * lies in it, before or after the write.
 */
export type ReadSet = { tables: Set<string>; ids: Set<string>; ranges: RangeRead[] };

type Db = {
  _documents: Record<string, Record<string, Value>>;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
  _writes: unknown[];
};
type ConvexGlobal = {
  components: Record<string, { db: Db }>;
  transactionManager: { _lastCommitTs: bigint };
  syscall: (op: string, json: string) => string;
  asyncSyscall: (op: string, json: string) => Promise<string>;
  hooks: {
    onCommit?: (ts: bigint, writtenIds: string[], writes: Write[]) => void;
    onRead?: (read: RangeRead) => void;
    storageUrl?: (storageId: string) => string;
    uploadUrl?: () => string;
  };
};
type ScheduledJob = {
  _id: string;
  name: string;
  args: Value[];
  scheduledTime: number;
  state: { kind: string };
};
type LocalBackendHooks = {
  convexGlobal: ConvexGlobal;
  armScheduledJob: (job: ScheduledJob) => void;
  currentExecution: () => { udfPath: string; udfType: string } | null;
  readCovers: (read: RangeRead, doc: Record<string, Value>) => boolean;
};
type Accessor = {
  run: (fn: (ctx: never) => Promise<unknown>) => Promise<unknown>;
  query: (ref: unknown, args: unknown) => Promise<unknown>;
  mutation: (ref: unknown, args: unknown) => Promise<unknown>;
  action: (ref: unknown, args?: unknown) => Promise<unknown>;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  withIdentity: (identity: Partial<UserIdentity>) => Accessor;
};

type Evaluation = { readSet: ReadSet; journalIn: string | null; journalOut: string | null };

const evaluationStorage = new AsyncLocalStorage<Evaluation>();
const logStorage = new AsyncLocalStorage<string[]>();
const mutationStorage = new AsyncLocalStorage<{ commitTs?: bigint }>();

/** Ids of the engine look like `<digits><table>`; only this folder relies on it. */
export function tableFromId(id: string): string | null {
  const match = /^[0-9]+([A-Za-z_][A-Za-z0-9_]*)$/.exec(id);
  return match ? match[1] : null;
}

/** Reads a syscall makes that the patch does not report itself (index ranges it does). */
function trackRead(readSet: ReadSet, op: string, json: string) {
  if (op !== "1.0/get" && op !== "1.0/storageGetUrl" && op !== "1.0/storageGetMetadata") return;
  const args = JSON.parse(json) as { id?: unknown; storageId?: unknown };
  const id = op === "1.0/get" ? args.id : args.storageId;
  if (typeof id === "string") readSet.ids.add(id);
}

/** Whether any of `writes` changes what a query with `readSet` read. */
export function readSetTouched(
  readSet: ReadSet,
  writes: Write[],
  covers: (read: RangeRead, doc: Record<string, Value>) => boolean,
): boolean {
  for (const { id, oldDoc, newDoc } of writes) {
    if (readSet.ids.has(id)) return true;
    const table = tableFromId(id);
    if (table === null || readSet.tables.has(table)) return true;
    for (const read of readSet.ranges) {
      if (read.table !== table) continue;
      if ((oldDoc && covers(read, oldDoc)) || (newDoc && covers(read, newDoc))) return true;
    }
  }
  return false;
}

export type EngineOptions = {
  functionsDir: string;
  cloudUrl: string;
  siteUrl: string;
  /** Where a function's console output goes (the terminal). */
  log: (line: string) => void;
};

export class Engine {
  private readonly commitListeners = new Set<(event: CommitEvent) => void>();
  private readonly lb: LocalBackendHooks;
  /** What `ctx.storage.generateUploadUrl()` hands out; the upload endpoint checks them. */
  readonly uploadTokens = new UploadTokens();

  private constructor(
    private readonly t: Accessor,
    private readonly loadModule: (p: string) => Promise<Record<string, unknown> | null>,
    readonly options: EngineOptions,
    private readonly modules: ModuleMap,
  ) {
    const lb = (t as unknown as { localBackend?: LocalBackendHooks }).localBackend;
    if (!lb) {
      throw new Error(
        "convex-test is missing the local backend hooks: its patch in patches/ did not apply. " +
          "Run `npm install` (patch-package applies it) and check that the pinned convex-test " +
          "version matches the patch file name.",
      );
    }
    this.lb = lb;
    executionLookup = lb.currentExecution;
    this.installHooks();
  }

  static async load(options: EngineOptions): Promise<Engine> {
    const functionsDir = path.resolve(options.functionsDir);
    const files = await listModuleFiles(functionsDir);
    const modules = buildModuleMap(files);
    const schemaFile = files.find((f) => /^schema\.(ts|js)$/.test(path.relative(functionsDir, f)));
    const schema = schemaFile
      ? ((await import(pathToFileURL(schemaFile).href)) as { default: unknown }).default
      : undefined;
    installConsole(options.log);
    const make = convexTest as unknown as (schema: unknown, modules: unknown) => Accessor;
    return new Engine(make(schema, modules), moduleLoader(functionsDir, modules), options, modules);
  }

  /** Loads every functions module in the background (see `warmUp`). */
  warmUp(): Promise<void> {
    return warmUp(this.modules);
  }

  private get db(): Db {
    return this.lb.convexGlobal.components[""].db;
  }

  get lastCommitTs(): bigint {
    return this.lb.convexGlobal.transactionManager._lastCommitTs;
  }

  /** Whether a commit's writes change what a query with `readSet` read. */
  touches(readSet: ReadSet, writes: Write[]): boolean {
    return readSetTouched(readSet, writes, this.lb.readCovers);
  }

  onCommit(listener: (event: CommitEvent) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  private installHooks() {
    const g = this.lb.convexGlobal;
    const { cloudUrl } = this.options;
    g.hooks.storageUrl = (storageId) => `${cloudUrl}/api/storage/${storageId}`;
    g.hooks.uploadUrl = () => `${cloudUrl}/api/storage/upload?token=${this.uploadTokens.issue()}`;
    g.hooks.onCommit = (ts, writtenIds, writes) => {
      const store = mutationStorage.getStore();
      if (store && store.commitTs === undefined) store.commitTs = ts;
      const tables = new Set<string>();
      for (const id of writtenIds) {
        const table = tableFromId(id);
        if (table) tables.add(table);
      }
      for (const listener of this.commitListeners)
        listener({ ts, tables, writes, ids: writtenIds });
    };
    g.hooks.onRead = (read) => {
      const evaluation = evaluationStorage.getStore();
      if (!evaluation) return;
      if (read.index === null) evaluation.readSet.tables.add(read.table);
      else evaluation.readSet.ranges.push(read);
    };
    const asyncSyscall = g.asyncSyscall;
    g.asyncSyscall = async (op, json) => {
      const evaluation = evaluationStorage.getStore();
      if (!evaluation) return await asyncSyscall(op, json);
      trackRead(evaluation.readSet, op, json);
      if (op !== "1.0/queryPage") return await asyncSyscall(op, json);
      // A subscribed page keeps the end it had when first run, so rows
      // inserted inside it grow the page instead of pushing rows off it.
      const args = JSON.parse(json) as { endCursor?: string | null };
      if (evaluation.journalIn !== null && (args.endCursor ?? null) === null) {
        args.endCursor = evaluation.journalIn;
        json = JSON.stringify(args);
      }
      const result = await asyncSyscall(op, json);
      evaluation.journalOut = (JSON.parse(result) as { continueCursor: string }).continueCursor;
      return result;
    };
  }

  /** Checks that `udfPath` names a public function and returns its type. */
  async resolvePublic(udfPath: string): Promise<UdfType | null> {
    const [modulePath, exportName = "default"] = splitUdfPath(udfPath);
    let mod: Record<string, unknown> | null;
    try {
      mod = await this.loadModule(modulePath);
    } catch (error) {
      this.options.log(`Failed to load module ${modulePath}: ${format(error)}`);
      return null;
    }
    const fn = mod?.[exportName] as
      | { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean }
      | undefined;
    if (!fn?.isPublic) return null;
    if (fn.isQuery) return "query";
    if (fn.isMutation) return "mutation";
    if (fn.isAction) return "action";
    return null;
  }

  /**
   * The type of any function, public or internal (null when there is none): what a cron job or
   * a tool needs to run it by path.
   */
  async resolveAny(udfPath: string): Promise<UdfType | null> {
    const [modulePath, exportName = "default"] = splitUdfPath(udfPath);
    const mod = await this.loadModule(modulePath).catch(() => null);
    const fn = mod?.[exportName] as
      { isQuery?: boolean; isMutation?: boolean; isAction?: boolean } | undefined;
    if (fn?.isQuery) return "query";
    if (fn?.isMutation) return "mutation";
    if (fn?.isAction) return "action";
    return null;
  }

  /**
   * The cron jobs `crons.ts` defines (its default export, a `Crons` object), by identifier; none
   * when the app has no crons.ts.
   */
  async cronJobs(): Promise<Record<string, unknown>> {
    const mod = await this.loadModule("crons");
    const crons = mod?.default as
      { isCrons?: boolean; crons?: Record<string, unknown> } | undefined;
    return crons?.isCrons === true && crons.crons ? crons.crons : {};
  }

  private as(identity: UserIdentity | null): Accessor {
    return identity ? this.t.withIdentity(identity) : this.t;
  }

  async query(
    udfPath: string,
    args: JSONValue,
    identity: UserIdentity | null,
    journal: string | null = null,
  ): Promise<QueryOutcome> {
    const evaluation: Evaluation = {
      readSet: { tables: new Set(), ids: new Set(), ranges: [] },
      journalIn: decodeJournal(journal),
      journalOut: null,
    };
    const outcome = await evaluationStorage.run(evaluation, () =>
      this.call("query", udfPath, args, identity),
    );
    const journalOut = evaluation.journalOut ?? evaluation.journalIn;
    return {
      ...outcome,
      readSet: outcome.success ? evaluation.readSet : null,
      journal: journalOut === null ? null : JSON.stringify({ endCursor: journalOut }),
    };
  }

  async mutation(
    udfPath: string,
    args: JSONValue,
    identity: UserIdentity | null,
  ): Promise<Outcome & { ts: bigint }> {
    const store: { commitTs?: bigint } = {};
    const outcome = await mutationStorage.run(store, () =>
      this.call("mutation", udfPath, args, identity),
    );
    return { ...outcome, ts: store.commitTs ?? this.lastCommitTs };
  }

  async action(udfPath: string, args: JSONValue, identity: UserIdentity | null): Promise<Outcome> {
    return await this.call("action", udfPath, args, identity);
  }

  /** Runs an internal or public function by path with no identity (seeding, tools). */
  async runInternal(kind: UdfType, udfPath: string, args: JSONValue): Promise<Outcome> {
    return await this.call(kind, udfPath, args, null, false);
  }

  /**
   * Runs `fn` as one mutation with raw database access (convex-test's `t.run`), optionally as
   * `identity`: for tools and benchmarks that set up data or read transaction metrics. Never
   * reachable from a client.
   */
  async run<Ctx = GenericMutationCtx<GenericDataModel>, T = unknown>(
    fn: (ctx: Ctx) => Promise<T>,
    identity: UserIdentity | null = null,
  ): Promise<T> {
    return (await this.as(identity).run(fn)) as T;
  }

  /** Clients may call public functions only, and only as their own type. */
  private async refusePrivate(kind: UdfType, udfPath: string): Promise<string | null> {
    const actual = await this.resolvePublic(udfPath);
    if (actual === null) {
      return `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`;
    }
    if (actual !== kind) {
      return `Trying to execute ${udfPath} as ${capitalize(kind)}, but it is defined as ${capitalize(actual)}.`;
    }
    return null;
  }

  private async call(
    kind: UdfType,
    udfPath: string,
    args: JSONValue,
    identity: UserIdentity | null,
    publicOnly = true,
  ): Promise<Outcome> {
    const logLines: string[] = [];
    if (publicOnly) {
      const refusal = await this.refusePrivate(kind, udfPath);
      if (refusal) return { success: false, errorMessage: refusal, logLines };
    }
    const [modulePath, exportName = "default"] = splitUdfPath(udfPath);
    const ref = makeFunctionReference(`${modulePath}:${exportName}`);
    try {
      const value = await logStorage.run(logLines, () =>
        this.as(identity)[kind](ref, jsonToConvex(args)),
      );
      return { success: true, value: convexToJson(value as Value), logLines };
    } catch (error) {
      return { success: false, ...describeError(error, udfPath, this.options.log), logLines };
    }
  }

  /** Serves an HTTP action; `url` is the full request URL on the site origin. */
  async http(url: string, init: RequestInit, identity: UserIdentity | null): Promise<Response> {
    return await this.as(identity).fetch(url, init);
  }

  async storeFile(blob: Blob): Promise<string> {
    return (await this.t.action(async (ctx: { storage: { store: (b: Blob) => Promise<string> } }) =>
      ctx.storage.store(blob),
    )) as string;
  }

  /** A committed document, or null. */
  document(id: string): Record<string, Value> | null {
    return this.db._documents[id] ?? null;
  }

  /** A committed file and its content type, or null. */
  getFile(storageId: string): { blob: Blob; contentType: string | null } | null {
    const meta = this.db._documents[storageId];
    const blob = this.db._storage[storageId];
    if (!meta || !blob || tableFromId(storageId) !== "_storage") return null;
    const contentType = typeof meta.contentType === "string" ? meta.contentType : null;
    return { blob, contentType };
  }

  exportState() {
    const db = this.db;
    return {
      lastCommitTs: this.lastCommitTs,
      nextDocId: db._nextDocId,
      lastCreationTime: db._lastCreationTime,
      documents: Object.values(db._documents),
      storage: db._storage,
    };
  }

  /** Restores committed state and re-arms the scheduled functions it holds. */
  importState(state: ReturnType<Engine["exportState"]>) {
    const db = this.db;
    db._documents = Object.fromEntries(state.documents.map((doc) => [doc._id as string, doc]));
    db._storage = { ...state.storage };
    db._nextDocId = state.nextDocId;
    db._lastCreationTime = state.lastCreationTime;
    this.lb.convexGlobal.transactionManager._lastCommitTs = state.lastCommitTs;
    for (const doc of Object.values(db._documents)) {
      if (tableFromId(doc._id as string) !== "_scheduled_functions") continue;
      const job = doc as unknown as ScheduledJob;
      if (job.state.kind === "pending") {
        this.lb.armScheduledJob(job);
      } else if (job.state.kind === "inProgress") {
        // It was cut off by the restart; like a crashed action, it failed.
        db._documents[job._id] = {
          ...doc,
          state: { kind: "failed" },
          completedTime: Date.now(),
        };
      }
    }
  }
}

function splitUdfPath(udfPath: string): [string, string | undefined] {
  const index = udfPath.lastIndexOf(":");
  const modulePath = index === -1 ? udfPath : udfPath.slice(0, index);
  const exportName = index === -1 ? undefined : udfPath.slice(index + 1);
  return [modulePath.replace(/\.js$/, ""), exportName];
}

function capitalize(word: string) {
  return word[0].toUpperCase() + word.slice(1);
}

function decodeJournal(journal: string | null): string | null {
  if (!journal) return null;
  try {
    const parsed = JSON.parse(journal) as { endCursor?: unknown };
    return typeof parsed.endCursor === "string" ? parsed.endCursor : null;
  } catch {
    return null;
  }
}

function isConvexError(error: unknown): error is Error & { data: Value } {
  return typeof error === "object" && error !== null && Symbol.for("ConvexError") in error;
}

function describeError(
  error: unknown,
  udfPath: string,
  log: (line: string) => void,
): { errorMessage: string; errorData?: JSONValue } {
  if (isConvexError(error)) {
    return { errorMessage: error.message, errorData: convexToJson(error.data) };
  }
  // Refused before the function ran, as Convex words it (no "Uncaught": nothing ran).
  if (error instanceof Error && error.name === "ArgumentValidationError") {
    const message = `ArgumentValidationError: ${error.message.replace(/^Validator error: /, "")}`;
    log(`${udfPath}: ${message}`);
    return { errorMessage: message };
  }
  // Unexpected errors are bugs: show the stack in the terminal, and the
  // message to the client the way a development deployment does.
  log(`Uncaught error in ${udfPath}: ${format(error)}`);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { errorMessage: `Uncaught ${message}` };
}

let consoleInstalled = false;

/**
 * Function output goes to the terminal prefixed with the function's name and
 * into the calling client's log lines, as a development deployment does.
 */
function installConsole(log: (line: string) => void) {
  if (consoleInstalled) return;
  consoleInstalled = true;
  const real = globalThis.console;
  const levels = {
    log: "LOG",
    info: "INFO",
    warn: "WARN",
    error: "ERROR",
    debug: "DEBUG",
  } as const;
  const wrapped = Object.create(real) as Console;
  for (const [method, level] of Object.entries(levels)) {
    (wrapped as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const lines = logStorage.getStore();
      const execution = currentExecution();
      if (!execution) {
        (real[method as keyof typeof levels] as (...a: unknown[]) => void)(...args);
        return;
      }
      const text = format(...args);
      lines?.push(`[${level}] ${text}`);
      log(`[${execution.udfType} ${execution.udfPath}] [${level}] ${text}`);
    };
  }
  globalThis.console = wrapped;
}

let executionLookup: (() => { udfPath: string; udfType: string } | null) | null = null;
function currentExecution() {
  return executionLookup?.() ?? null;
}
