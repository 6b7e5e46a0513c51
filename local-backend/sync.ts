import type { WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { Engine, QueryOutcome, ReadSet, Write } from "./engine.ts";
import type { TokenVerifier } from "./auth.ts";
import type { MutationLog, MutationResult } from "./mutationLog.ts";
import { encodeTs } from "./timestamps.ts";
import { parseClientMessage, type ClientMessage } from "./clientMessage.ts";

/**
 * One WebSocket connection speaking the Convex sync protocol (see
 * shared/docs/local-backend-protocol.md). Everything that changes what the
 * client has seen — query-set changes, identity changes, commits, mutation
 * results — runs on one serial queue, because the client rejects a Transition
 * whose start version is not exactly the version it holds.
 */

type QueryState = {
  udfPath: string;
  args: JSONValue;
  journal: string | null;
  /** What the client holds, to skip unchanged results. */
  sent: string | null;
  readSet: ReadSet | null;
};

type Modification = Record<string, unknown> & { type: string; queryId: number };

type SessionContext = {
  engine: Engine;
  verifier: TokenVerifier;
  mutationLog: MutationLog;
  /**
   * `logged`: every commit so far is on disk; `settled`: and every stored file's contents (they
   * reach disk after their commit). Nothing is shown or acknowledged before.
   */
  persistence?: { settled: () => Promise<void>; logged: () => Promise<void> };
  log: (line: string) => void;
};

const PING_MS = 15_000;

export class SyncSession {
  private sessionId = "unknown";
  private querySetVersion = 0;
  private identityVersion = 0;
  private ts = 0n;
  /** Identity used by queries: changes only inside a Transition. */
  private identity: UserIdentity | null = null;
  /** Identity for requests received from now on (auth is applied in order). */
  private requestIdentity: UserIdentity | null = null;
  private readonly queries = new Map<number, QueryState>();
  /** Writes committed since the last Transition, checked against each query's read set. */
  private pendingWrites: Write[] = [];
  private refreshQueued = false;
  private inbound: Promise<void> = Promise.resolve();
  private outbound: Promise<void> = Promise.resolve();
  private mutations: Promise<void> = Promise.resolve();
  private closed = false;
  /** Query runs caused by commits or identity changes (not by adding a query): for tests. */
  reruns = 0;
  private readonly ping: NodeJS.Timeout;
  private readonly stopListening: () => void;

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: SessionContext,
  ) {
    this.stopListening = ctx.engine.onCommit(({ writes }) => this.onCommit(writes));
    this.ping = setInterval(() => this.send({ type: "Ping" }), PING_MS);
    ws.on("message", (data: Buffer) => {
      const message = parseClientMessage(data.toString("utf8"));
      if ("invalid" in message) {
        this.fatal(message.invalid);
        return;
      }
      this.inbound = this.inbound.then(() => this.receive(message)).catch((e) => this.fatal(e));
    });
    ws.on("close", () => this.close());
    ws.on("error", () => this.close());
  }

  /** Resolves once everything received so far has been handled and answered (tests, bench). */
  async settled(): Promise<void> {
    for (;;) {
      const chains = [this.inbound, this.mutations, this.outbound];
      await Promise.all(chains);
      if (chains[0] === this.inbound && chains[1] === this.mutations && chains[2] === this.outbound)
        return;
    }
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.ping);
    this.stopListening();
  }

  private send(message: Record<string, unknown>) {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  private fatal(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    this.ctx.log(`[sync] closing a connection after a protocol error: ${message}`);
    this.send({ type: "FatalError", error: message });
    this.ws.close(1011, "FatalError");
    this.close();
  }

  private enqueue(task: () => Promise<void>) {
    this.outbound = this.outbound.then(task).catch((e) => this.fatal(e));
  }

  private async receive(message: ClientMessage) {
    switch (message.type) {
      case "Connect":
        this.sessionId = message.sessionId;
        return;
      case "ModifyQuerySet":
        this.enqueue(() => this.modifyQuerySet(message));
        return;
      case "Authenticate":
        await this.authenticate(message);
        return;
      case "Mutation": {
        const identity = this.requestIdentity;
        this.mutations = this.mutations
          .then(() => this.mutation(message, identity))
          .catch((e) => this.fatal(e));
        return;
      }
      case "Action":
        this.action(message, this.requestIdentity).catch((e) => this.fatal(e));
        return;
      default:
        return;
    }
  }

  private async authenticate(message: Extract<ClientMessage, { type: "Authenticate" }>) {
    let identity: UserIdentity | null = null;
    if (message.tokenType === "User") {
      const verified = await this.ctx.verifier.verify(message.value ?? "");
      if ("error" in verified) {
        this.enqueue(async () => {
          this.send({
            type: "AuthError",
            error: verified.error,
            baseVersion: message.baseVersion,
            authUpdateAttempted: true,
          });
        });
        return;
      }
      identity = verified.identity;
    } else if (message.tokenType === "Admin") {
      this.enqueue(async () => {
        this.send({
          type: "AuthError",
          error: "Admin keys are not supported by the local backend",
          baseVersion: message.baseVersion,
          authUpdateAttempted: true,
        });
      });
      return;
    }
    this.requestIdentity = identity;
    this.enqueue(() =>
      this.transition({ identityVersion: message.baseVersion + 1, identity, reevaluateAll: true }),
    );
  }

  private async modifyQuerySet(message: Extract<ClientMessage, { type: "ModifyQuerySet" }>) {
    if (message.baseVersion !== this.querySetVersion) {
      throw new Error(
        `Query set base version ${message.baseVersion} does not match ${this.querySetVersion}`,
      );
    }
    const added: number[] = [];
    const removed: Modification[] = [];
    for (const change of message.modifications) {
      if (change.type === "Add") {
        this.queries.set(change.queryId, {
          udfPath: change.udfPath,
          args: change.args[0] ?? {},
          journal: change.journal ?? null,
          sent: null,
          readSet: null,
        });
        added.push(change.queryId);
      } else {
        this.queries.delete(change.queryId);
        removed.push({ type: "QueryRemoved", queryId: change.queryId });
      }
    }
    await this.transition({ querySetVersion: message.newVersion, added, removed });
  }

  private onCommit(writes: Write[]) {
    for (const write of writes) this.pendingWrites.push(write);
    if (this.refreshQueued) return;
    this.refreshQueued = true;
    this.enqueue(async () => {
      this.refreshQueued = false;
      await this.transition({});
    });
  }

  /**
   * Re-runs what may have changed and sends one Transition. It is sent when
   * anything changed, or when `force` asks for it (a mutation response needs
   * a Transition at or after its timestamp before its promise resolves).
   */
  private async transition(options: {
    querySetVersion?: number;
    identityVersion?: number;
    identity?: UserIdentity | null;
    added?: number[];
    removed?: Modification[];
    reevaluateAll?: boolean;
    force?: boolean;
  }) {
    if (options.identityVersion !== undefined) this.identity = options.identity ?? null;
    const ts = this.ctx.engine.lastCommitTs;
    const writes = this.pendingWrites;
    this.pendingWrites = [];
    const added = new Set(options.added ?? []);
    const toRun = [...this.queries].filter(
      ([id, q]) =>
        added.has(id) ||
        options.reevaluateAll ||
        q.readSet === null ||
        (writes.length > 0 && this.ctx.engine.touches(q.readSet, writes)),
    );
    this.reruns += toRun.filter(([id]) => !added.has(id)).length;
    const results = await Promise.all(
      toRun.map(async ([id, q]) => {
        const outcome = await this.ctx.engine.query(q.udfPath, q.args, this.identity, q.journal);
        return [id, q, outcome] as const;
      }),
    );
    const modifications: Modification[] = [...(options.removed ?? [])];
    for (const [id, q, outcome] of results) {
      if (this.queries.get(id) !== q) continue;
      q.readSet = outcome.readSet;
      q.journal = outcome.journal;
      const modification = toModification(id, outcome);
      const fingerprint = JSON.stringify({ ...modification, logLines: undefined });
      if (fingerprint === q.sent && !added.has(id)) continue;
      q.sent = fingerprint;
      modifications.push(modification);
    }
    const querySet = options.querySetVersion ?? this.querySetVersion;
    const identity = options.identityVersion ?? this.identityVersion;
    const nextTs = ts > this.ts ? ts : this.ts;
    const versionChanged = querySet !== this.querySetVersion || identity !== this.identityVersion;
    if (modifications.length === 0 && !versionChanged && !options.force) return;
    if (writes.length > 0) await this.ctx.persistence?.logged();
    this.send({
      type: "Transition",
      startVersion: {
        querySet: this.querySetVersion,
        identity: this.identityVersion,
        ts: encodeTs(this.ts),
      },
      endVersion: { querySet, identity, ts: encodeTs(nextTs) },
      modifications,
    });
    this.querySetVersion = querySet;
    this.identityVersion = identity;
    this.ts = nextTs;
  }

  private async mutation(
    message: Extract<ClientMessage, { type: "Mutation" }>,
    identity: UserIdentity | null,
  ) {
    const key = `${this.sessionId}:${message.requestId}`;
    const result = await this.ctx.mutationLog.run(key, async (): Promise<MutationResult> => {
      const outcome = await this.ctx.engine.mutation(
        message.udfPath,
        message.args[0] ?? {},
        identity,
      );
      return { ...outcome, ts: outcome.ts.toString() };
    });
    this.enqueue(async () => {
      await this.ctx.persistence?.logged();
      this.send({
        type: "MutationResponse",
        requestId: message.requestId,
        logLines: result.logLines,
        ...(result.success
          ? { success: true, result: result.value, ts: encodeTs(BigInt(result.ts)) }
          : { success: false, result: result.errorMessage, errorData: result.errorData }),
      });
      await this.transition({ force: true });
    });
  }

  private async action(
    message: Extract<ClientMessage, { type: "Action" }>,
    identity: UserIdentity | null,
  ) {
    const result = await this.ctx.engine.action(message.udfPath, message.args[0] ?? {}, identity);
    // Its mutations were logged as they committed; the files it stored may still be on the way.
    await this.ctx.persistence?.settled();
    this.send({
      type: "ActionResponse",
      requestId: message.requestId,
      logLines: result.logLines,
      ...(result.success
        ? { success: true, result: result.value }
        : { success: false, result: result.errorMessage, errorData: result.errorData }),
    });
  }
}

function toModification(queryId: number, outcome: QueryOutcome): Modification {
  return outcome.success
    ? {
        type: "QueryUpdated",
        queryId,
        value: outcome.value,
        logLines: outcome.logLines,
        journal: outcome.journal,
      }
    : {
        type: "QueryFailed",
        queryId,
        errorMessage: outcome.errorMessage,
        ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
        logLines: outcome.logLines,
        journal: outcome.journal,
      };
}
