import { EventEmitter } from "node:events";
import type { UserIdentity } from "convex/server";
import type { TokenVerifier } from "../auth.ts";
import { Engine } from "../engine.ts";
import { MutationLog } from "../mutationLog.ts";
import { SyncSession } from "../sync.ts";
import { FIXTURE_FUNCTIONS } from "./harness.ts";

/**
 * The engine and sync sessions in this process, on sockets that record what they are sent: for
 * counting how many subscriptions a write re-runs, which no client can observe (an unchanged
 * result is not re-sent).
 */

export class RecordingSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: Record<string, unknown>[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  receive(message: unknown) {
    this.emit(
      "message",
      Buffer.from(typeof message === "string" ? message : JSON.stringify(message)),
    );
  }
}

/** Any token is accepted: its text is the subject. */
const verifier = {
  verify: async (token: string): Promise<{ identity: UserIdentity }> => ({
    identity: { subject: token, issuer: "test", tokenIdentifier: `test|${token}` },
  }),
} as unknown as TokenVerifier;

export async function loadFixtureEngine(): Promise<Engine> {
  return await Engine.load({
    functionsDir: FIXTURE_FUNCTIONS,
    cloudUrl: "http://127.0.0.1:1",
    siteUrl: "http://127.0.0.1:2",
    log: () => {},
  });
}

export type Client = {
  socket: RecordingSocket;
  session: SyncSession;
  subscribe: (udfPath: string, args: unknown) => Promise<void>;
  mutate: (udfPath: string, args: unknown) => Promise<Record<string, unknown>>;
};

export async function connect(engine: Engine, user: string | null): Promise<Client> {
  const socket = new RecordingSocket();
  const log: string[] = [];
  const session = new SyncSession(socket as never, {
    engine,
    verifier,
    mutationLog: new MutationLog(),
    log: (line) => log.push(line),
  });
  socket.receive({ type: "Connect", sessionId: crypto.randomUUID(), connectionCount: 0 });
  if (user !== null) {
    socket.receive({ type: "Authenticate", baseVersion: 0, tokenType: "User", value: user });
  }
  let querySet = 0;
  let queryId = 0;
  let requestId = 0;
  await session.settled();
  return {
    socket,
    session,
    subscribe: async (udfPath, args) => {
      socket.receive({
        type: "ModifyQuerySet",
        baseVersion: querySet,
        newVersion: ++querySet,
        modifications: [{ type: "Add", queryId: queryId++, udfPath, args: [args] }],
      });
      await session.settled();
    },
    mutate: async (udfPath, args) => {
      const id = ++requestId;
      socket.receive({ type: "Mutation", requestId: id, udfPath, args: [args] });
      await session.settled();
      const response = socket.sent.find((m) => m.type === "MutationResponse" && m.requestId === id);
      if (!response) throw new Error(`no response to ${udfPath}`);
      return response;
    },
  };
}
