import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./engine.ts";

/**
 * Snapshot persistence: the committed documents, counters and the last commit
 * timestamp go to `snapshot.json`; file blobs to `storage/<id>`. Writes are
 * debounced after commits and flushed on shutdown, and each write is atomic
 * (temp file + rename) so a crash leaves the previous snapshot intact.
 */

const FORMAT = 1;

type SnapshotFile = {
  format: number;
  savedAt: string;
  lastCommitTs: string;
  nextDocId: number;
  lastCreationTime: number;
  documents: JSONValue[];
  storage: Record<string, { contentType: string | null }>;
  extra: Record<string, JSONValue>;
};

export class Persistence {
  private timer: NodeJS.Timeout | null = null;
  private firstDirtyAt: number | null = null;
  private saving: Promise<void> = Promise.resolve();
  private readonly blobsOnDisk = new Set<string>();
  /** Other state to keep with the snapshot (e.g. mutation results for de-duplication). */
  extra: () => Record<string, JSONValue> = () => ({});

  constructor(
    private readonly dataDir: string,
    private readonly engine: Engine,
  ) {}

  private get snapshotPath() {
    return path.join(this.dataDir, "snapshot.json");
  }
  private get storageDir() {
    return path.join(this.dataDir, "storage");
  }

  /** Loads the snapshot into the engine; returns its extra state, or null on first start. */
  async load(): Promise<Record<string, JSONValue> | null> {
    await mkdir(this.storageDir, { recursive: true });
    if (!existsSync(this.snapshotPath)) return null;
    const file = JSON.parse(await readFile(this.snapshotPath, "utf8")) as SnapshotFile;
    if (file.format !== FORMAT) {
      throw new Error(
        `${this.snapshotPath} has format ${file.format}, expected ${FORMAT}. Start with --reset to wipe local data.`,
      );
    }
    const storage: Record<string, Blob> = {};
    for (const [id, meta] of Object.entries(file.storage)) {
      const bytes = await readFile(path.join(this.storageDir, id));
      storage[id] = new Blob([bytes], meta.contentType ? { type: meta.contentType } : {});
      this.blobsOnDisk.add(id);
    }
    this.engine.importState({
      lastCommitTs: BigInt(file.lastCommitTs),
      nextDocId: file.nextDocId,
      lastCreationTime: file.lastCreationTime,
      documents: file.documents.map((doc) => jsonToConvex(doc) as Record<string, Value>),
      storage,
    });
    return file.extra;
  }

  /** Called after each commit: saves soon, and at least every 2 s under constant writes. */
  markDirty() {
    const now = Date.now();
    this.firstDirtyAt ??= now;
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(200, this.firstDirtyAt + 2000 - now));
    this.timer = setTimeout(() => void this.flush(), wait);
  }

  /** Writes the snapshot now (waits for a write already under way). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.firstDirtyAt = null;
    this.saving = this.saving
      .then(() => this.write())
      .catch((error: unknown) => {
        console.error("[local-backend] failed to save the snapshot:", error);
      });
    await this.saving;
  }

  private async write() {
    const state = this.engine.exportState();
    const storage: SnapshotFile["storage"] = {};
    for (const [id, blob] of Object.entries(state.storage)) {
      storage[id] = { contentType: blob.type || null };
      if (!this.blobsOnDisk.has(id)) {
        await writeAtomic(path.join(this.storageDir, id), Buffer.from(await blob.arrayBuffer()));
        this.blobsOnDisk.add(id);
      }
    }
    const file: SnapshotFile = {
      format: FORMAT,
      savedAt: new Date().toISOString(),
      lastCommitTs: state.lastCommitTs.toString(),
      nextDocId: state.nextDocId,
      lastCreationTime: state.lastCreationTime,
      documents: state.documents.map((doc) => convexToJson(doc)),
      storage,
      extra: this.extra(),
    };
    await writeAtomic(this.snapshotPath, JSON.stringify(file));
    for (const id of [...this.blobsOnDisk]) {
      if (!(id in storage)) {
        await rm(path.join(this.storageDir, id), { force: true });
        this.blobsOnDisk.delete(id);
      }
    }
  }
}

async function writeAtomic(file: string, data: string | Buffer) {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Removes everything the local backend keeps (the `--reset` flag). */
export async function wipeDataDir(dataDir: string) {
  if (!existsSync(dataDir)) return;
  for (const entry of await readdir(dataDir)) {
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
