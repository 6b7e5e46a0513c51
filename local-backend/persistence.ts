import {
  closeSync,
  existsSync,
  fdatasync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
} from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { tableFromId, type CommitEvent, type Engine } from "./engine.ts";
import type { MutationRecord } from "./mutationLog.ts";

/**
 * Durable state of the local backend, in the data directory:
 * - `wal-<gen>.log`: one JSON line per committed transaction (the documents it wrote or
 *   deleted) and per mutation result (idempotency), appended on commit, so a commit costs
 *   O(its writes). The fdatasync runs off the event loop, one for every record appended while
 *   the previous ran (group commit), and nothing is acknowledged or shown to a client before
 *   it is done (`settled`), so a crash loses nothing anyone saw;
 * - `snapshot.jsonl`: a header line, then one document per line. Compaction starts a new log
 *   generation, writes the state at that instant to a temp file in the background, renames it
 *   into place, and only then deletes the older generations;
 * - `storage/<id>`: file contents, written before an upload is acknowledged.
 * Start-up loads the snapshot and replays the newer generations; a torn last line (a crash
 * mid-append) is dropped.
 */

const FORMAT = 2;
const LEGACY_SNAPSHOT = "snapshot.json";
const SNAPSHOT = "snapshot.jsonl";
const WAL_FILE = /^wal-(\d+)\.log$/;
/** The log is compacted once it outgrows this, or a quarter of the snapshot if larger. */
const COMPACT_BYTES = Number(process.env.LOCAL_BACKEND_COMPACT_BYTES ?? 4 * 1024 * 1024);
const DOCS_PER_CHUNK = 500;
/** Log generations replayed at a start beyond which it compacts (in the background). */
const MAX_GENERATIONS = 8;

type Header = {
  format: number;
  savedAt: string;
  /** The first log generation that is not in this snapshot. */
  walGen: number;
  lastCommitTs: string;
  nextDocId: number;
  lastCreationTime: number;
  extra: Record<string, JSONValue>;
};
type CommitRecord = { c: string; p: JSONValue[]; d: string[] };
type MutationLine = { m: MutationRecord };
type Replayed = {
  lastCommitTs: bigint;
  nextDocId: number;
  lastCreationTime: number;
  /** Already decoded (Convex values), by id. */
  documents: Map<string, Record<string, Value>>;
  extra: Record<string, JSONValue>;
  mutations: MutationRecord[];
  walGen: number;
};

export class Persistence {
  private fd: number | null = null;
  private gen = 0;
  private walBytes = 0;
  private snapshotBytes = 0;
  private compacting: Promise<void> | null = null;
  private readonly blobsOnDisk = new Set<string>();
  /** Log files with records not yet fdatasync'd, and the loop syncing them. */
  private readonly unsynced = new Set<number>();
  private syncing: Promise<void> | null = null;
  private readonly blobWrites = new Set<Promise<void>>();
  /** What the restart benchmark prints. */
  readonly stats = {
    commits: 0,
    commitMs: 0,
    commitBytes: 0,
    compactions: 0,
    lastCompactionMs: 0,
    /** The phases of the last load, in ms. */
    load: {} as Record<string, number>,
  };
  /** Other state to keep with the snapshot (e.g. mutation results for de-duplication). */
  extra: () => Record<string, JSONValue> = () => ({});

  constructor(
    private readonly dataDir: string,
    private readonly engine: Engine,
  ) {}

  private get storageDir() {
    return path.join(this.dataDir, "storage");
  }
  private walPath(gen: number) {
    return path.join(this.dataDir, `wal-${gen}.log`);
  }

  /**
   * Loads the snapshot and the log into the engine and starts logging its commits. Returns
   * the extra state with `mutations` (every recorded mutation result), or null on first start.
   */
  async load(): Promise<Record<string, JSONValue> | null> {
    await mkdir(this.storageDir, { recursive: true });
    for (const name of await readdir(this.dataDir)) {
      if (name.endsWith(".tmp")) await rm(path.join(this.dataDir, name), { force: true });
    }
    const phase = phaseTimer(this.stats.load);
    const state = await this.readSnapshot();
    phase("snapshot");
    const gens = await this.walGens();
    for (const gen of gens.filter((g) => g < state.walGen)) await rm(this.walPath(gen));
    const replay = gens.filter((g) => g >= state.walGen);
    for (const gen of replay) {
      this.walBytes += replayWal(this.walPath(gen), state, gen === replay.at(-1));
    }
    phase("log replay");
    const storage = await this.loadBlobs(state.documents);
    phase("files");
    this.engine.importState({
      lastCommitTs: state.lastCommitTs,
      nextDocId: state.nextDocId,
      lastCreationTime: state.lastCreationTime,
      documents: [...state.documents.values()],
      storage,
    });
    phase("import");
    this.gen = Math.max(state.walGen, ...replay) + 1;
    this.fd = openSync(this.walPath(this.gen), "a");
    this.engine.onCommit((event) => this.logCommit(event));
    const existed = replay.length > 0 || this.snapshotBytes > 0;
    // Each start opens a generation; a watch session restarts at every save, so many small
    // generations are folded into the snapshot too, not only a large log.
    const legacy = existsSync(path.join(this.dataDir, LEGACY_SNAPSHOT));
    if (legacy || replay.length > MAX_GENERATIONS) void this.compact();
    else this.markDirty();
    return existed ? { ...state.extra, mutations: state.mutations as JSONValue } : null;
  }

  private async readSnapshot(): Promise<Replayed> {
    const state: Replayed = {
      lastCommitTs: 0n,
      nextDocId: 10000,
      lastCreationTime: 0,
      documents: new Map(),
      extra: {},
      mutations: [],
      walGen: 0,
    };
    const file = path.join(this.dataDir, SNAPSHOT);
    const legacy = path.join(this.dataDir, LEGACY_SNAPSHOT);
    if (!existsSync(file) && !existsSync(legacy)) return state;
    const text = await readFile(existsSync(file) ? file : legacy, "utf8");
    this.snapshotBytes = Buffer.byteLength(text);
    const lines = existsSync(file) ? text.split("\n") : [text];
    const header = JSON.parse(lines[0]) as Header & { documents?: JSONValue[] };
    if (header.format !== FORMAT && !(header.format === 1 && header.documents)) {
      throw new Error(
        `${file} has format ${header.format}, expected ${FORMAT}. Start with --reset to wipe local data.`,
      );
    }
    for (const entry of header.documents ?? []) {
      const doc = jsonToConvex(entry) as Record<string, Value>;
      state.documents.set(doc._id as string, doc);
    }
    for (let i = 1; i < lines.length; i++) {
      if (lines[i] === "") continue;
      const doc = decodeLine(lines[i]);
      state.documents.set(doc._id as string, doc);
    }
    state.lastCommitTs = BigInt(header.lastCommitTs);
    state.nextDocId = header.nextDocId;
    state.lastCreationTime = header.lastCreationTime;
    state.walGen = header.walGen ?? 0;
    const { mutations, ...extra } = header.extra;
    state.extra = extra;
    if (Array.isArray(mutations)) state.mutations = mutations as MutationRecord[];
    return state;
  }

  private async walGens(): Promise<number[]> {
    const names = await readdir(this.dataDir);
    return names
      .map((name) => WAL_FILE.exec(name))
      .filter((match) => match !== null)
      .map((match) => Number(match[1]))
      .sort((a, b) => a - b);
  }

  /** File contents of the stored files; a file whose contents never reached disk was never acknowledged. */
  private async loadBlobs(documents: Replayed["documents"]) {
    const storage: Record<string, Blob> = {};
    for (const [id, doc] of documents) {
      if (tableFromId(id) !== "_storage") continue;
      const file = path.join(this.storageDir, id);
      if (!existsSync(file)) {
        console.warn(`[local-backend] dropping stored file ${id}: its contents were not saved`);
        documents.delete(id);
        continue;
      }
      const type = (doc as { contentType?: unknown }).contentType;
      storage[id] = new Blob([await readFile(file)], typeof type === "string" ? { type } : {});
      this.blobsOnDisk.add(id);
    }
    return storage;
  }

  private append(record: CommitRecord | MutationLine) {
    if (this.fd === null) return;
    const line = Buffer.from(`${JSON.stringify(record)}\n`);
    writeSync(this.fd, line);
    this.unsynced.add(this.fd);
    this.syncing ??= this.syncLog();
    this.walBytes += line.length;
    this.stats.commitBytes += line.length;
  }

  private logCommit({ ts, ids }: CommitEvent) {
    const started = performance.now();
    const puts: JSONValue[] = [];
    const deletes: string[] = [];
    for (const id of ids) {
      const doc = this.engine.document(id);
      if (doc) puts.push(convexToJson(doc));
      else deletes.push(id);
      if (tableFromId(id) !== "_storage") continue;
      if (doc && !this.blobsOnDisk.has(id)) this.saveBlob(id);
      if (!doc) this.deleteBlob(id);
    }
    this.append({ c: ts.toString(), p: puts, d: deletes });
    this.stats.commits += 1;
    this.stats.commitMs += performance.now() - started;
  }

  /** fdatasyncs the log until nothing appended is left unsynced. */
  private async syncLog(): Promise<void> {
    try {
      while (this.unsynced.size > 0) {
        const fds = [...this.unsynced];
        this.unsynced.clear();
        await Promise.all(fds.map(syncFd));
      }
    } catch (error) {
      console.error("[local-backend] failed to sync the write-ahead log:", error);
    } finally {
      this.syncing = null;
    }
  }

  /** Resolves once every record appended so far is on disk. */
  async logged(): Promise<void> {
    while (this.syncing) await this.syncing;
  }

  /** Called with each mutation result before it is sent, so a re-sent mutation is answered after a crash too. */
  logMutation(record: MutationRecord) {
    this.append({ m: record });
  }

  /** The contents arrive just after their `_storage` document commits (convex-test stores them after). */
  private saveBlob(id: string) {
    const write = (async () => {
      for (let attempt = 0; attempt < 1000; attempt++) {
        const file = this.engine.getFile(id);
        if (file) {
          await writeDurably(
            path.join(this.storageDir, id),
            Buffer.from(await file.blob.arrayBuffer()),
          );
          this.blobsOnDisk.add(id);
          return;
        }
        if (!this.engine.document(id)) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })().catch((error: unknown) => {
      console.error(`[local-backend] failed to save stored file ${id}:`, error);
    });
    this.blobWrites.add(write);
    void write.finally(() => this.blobWrites.delete(write));
  }

  private deleteBlob(id: string) {
    this.blobsOnDisk.delete(id);
    void Promise.all(this.blobWrites)
      .then(() => rm(path.join(this.storageDir, id), { force: true }))
      .catch(() => {});
  }

  /** Resolves once every commit so far, and the contents of every stored file, are on disk. */
  async settled(): Promise<void> {
    while (this.blobWrites.size > 0) await Promise.all(this.blobWrites);
    await this.logged();
  }

  private get logOutgrown() {
    return this.walBytes >= Math.max(COMPACT_BYTES, this.snapshotBytes / 4);
  }

  /** Called after commits: compacts in the background once the log has grown enough. */
  markDirty() {
    if (!this.compacting && this.logOutgrown) void this.compact();
  }

  /**
   * Every commit is already durable in the log, so a stop need not wait for a compaction under
   * way (its temp file is removed at the next start); this compacts only a log that has
   * outgrown its bound, so a stop or a start does not rewrite the whole database.
   */
  async flush(): Promise<void> {
    await this.logged();
    if (!this.compacting && this.logOutgrown) await this.compact();
  }

  /** Resolves when no compaction is under way (tests and benchmarks). */
  async idle(): Promise<void> {
    while (this.compacting) await this.compacting;
  }

  /** Compacts now, whatever the log's size (the restart benchmark times it). */
  compactNow(): Promise<void> {
    return this.compact();
  }

  private compact(): Promise<void> {
    this.compacting ??= this.writeSnapshot()
      .catch((error: unknown) => {
        console.error("[local-backend] failed to save the snapshot:", error);
      })
      .finally(() => {
        this.compacting = null;
      });
    return this.compacting;
  }

  private async writeSnapshot() {
    if (this.fd === null) return;
    const started = performance.now();
    // Everything committed before this instant is in the state exported now; later commits
    // go to the new generation, which the snapshot's header tells a restart to replay.
    const previous = this.fd;
    const gen = this.gen + 1;
    this.fd = openSync(this.walPath(gen), "a");
    this.gen = gen;
    this.walBytes = 0;
    const state = this.engine.exportState();
    const header: Header = {
      format: FORMAT,
      savedAt: new Date().toISOString(),
      walGen: gen,
      lastCommitTs: state.lastCommitTs.toString(),
      nextDocId: state.nextDocId,
      lastCreationTime: state.lastCreationTime,
      extra: this.extra(),
    };
    await this.settled();
    closeSync(previous);
    const file = path.join(this.dataDir, SNAPSHOT);
    const tmp = `${file}.${process.pid}.tmp`;
    const handle = await open(tmp, "w");
    try {
      await handle.write(`${JSON.stringify(header)}\n`);
      for (let i = 0; i < state.documents.length; i += DOCS_PER_CHUNK) {
        const lines = state.documents
          .slice(i, i + DOCS_PER_CHUNK)
          .map((doc) => `${JSON.stringify(convexToJson(doc))}\n`);
        await handle.write(lines.join(""));
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
    await syncDir(this.dataDir);
    this.snapshotBytes = (await stat(file)).size;
    await rm(path.join(this.dataDir, LEGACY_SNAPSHOT), { force: true });
    for (const old of await this.walGens()) if (old < gen) await rm(this.walPath(old));
    this.stats.compactions += 1;
    this.stats.lastCompactionMs = performance.now() - started;
  }

  /** Stops logging once what was appended is on disk (the process is about to exit). */
  async close() {
    await this.logged();
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/**
 * One document of the snapshot. Most documents hold no value that JSON cannot (no int64, bytes
 * or special floats, which Convex's JSON spells as `{"$integer": …}` and the like, and field
 * names never start with `$`), so they are used as parsed: decoding every document again was a
 * third of a restart at 50k documents.
 */
function decodeLine(line: string): Record<string, Value> {
  const parsed = JSON.parse(line) as JSONValue;
  return (line.includes('"$') ? jsonToConvex(parsed) : parsed) as Record<string, Value>;
}

/** Records the time since the previous call under each phase's name. */
function phaseTimer(into: Record<string, number>) {
  for (const key of Object.keys(into)) delete into[key];
  let last = performance.now();
  return (name: string) => {
    const now = performance.now();
    into[name] = now - last;
    last = now;
  };
}

/** Applies one log file to `state`; returns the bytes kept. A torn last line is cut off. */
function replayWal(file: string, state: Replayed, last: boolean): number {
  const text = readFileSync(file);
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf(10, offset);
    const line = end === -1 ? null : text.subarray(offset, end).toString("utf8");
    let record: CommitRecord | MutationLine | null = null;
    try {
      if (line !== null) record = JSON.parse(line) as CommitRecord | MutationLine;
    } catch {
      record = null;
    }
    if (record === null) {
      console.warn(
        `[local-backend] ${path.basename(file)}: ignoring an incomplete record at byte ${offset} (a crash mid-write)`,
      );
      if (last) {
        const fd = openSync(file, "r+");
        ftruncateSync(fd, offset);
        closeSync(fd);
      }
      return offset;
    }
    applyRecord(state, record);
    offset = end + 1;
  }
  return offset;
}

function applyRecord(state: Replayed, record: CommitRecord | MutationLine) {
  if ("m" in record) {
    state.mutations.push(record.m);
    return;
  }
  state.lastCommitTs = BigInt(record.c);
  for (const id of record.d) state.documents.delete(id);
  for (const doc of record.p) {
    const { _id, _creationTime } = doc as { _id: string; _creationTime: number };
    state.documents.set(_id, jsonToConvex(doc) as Record<string, Value>);
    state.nextDocId = Math.max(state.nextDocId, Number(/^\d+/.exec(_id)?.[0] ?? 0) + 1);
    state.lastCreationTime = Math.max(state.lastCreationTime, _creationTime);
  }
}

function syncFd(fd: number): Promise<void> {
  return new Promise((resolve, reject) =>
    fdatasync(fd, (error) => (error ? reject(error) : resolve())),
  );
}

async function writeDurably(file: string, data: Buffer) {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await open(tmp, "w");
  try {
    await handle.write(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}

async function syncDir(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes everything the local backend keeps (the `--reset` flag). */
export async function wipeDataDir(dataDir: string) {
  if (!existsSync(dataDir)) return;
  for (const entry of await readdir(dataDir)) {
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
