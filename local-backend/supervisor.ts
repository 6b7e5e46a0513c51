import { fork, type ChildProcess } from "node:child_process";
import { existsSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BackendConfig, configToEnv } from "./config.ts";
import { wipeDataDir } from "./persistence.ts";

/**
 * Runs the backend worker and restarts it when the functions change, the way
 * `convex dev` pushes new code. Data survives a restart through the snapshot;
 * connected clients reconnect by themselves.
 */

// import.meta.dirname also holds under test environments that give modules a non-file URL.
const WORKER = import.meta.dirname
  ? path.join(import.meta.dirname, "worker.ts")
  : fileURLToPath(new URL("./worker.ts", import.meta.url));
const RESTART_DEBOUNCE_MS = 300;
const STOP_GRACE_MS = 5000;

export type LocalBackend = {
  /** Resolves when the first run is serving. */
  ready: Promise<void>;
  /** Restarts the worker now (tests use it to simulate a code push). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  /** The running worker's process id (tests kill it to simulate a crash). */
  pid: () => number | null;
  /** Resolves when a worker started after this call is serving (after a restart, say). */
  nextReady: () => Promise<void>;
};

export async function startLocalBackend(
  config: BackendConfig,
  options: {
    reset?: boolean;
    log?: (line: string) => void;
    watchDirs?: string[];
    /** Receives the worker's output instead of the terminal (tests read it). */
    output?: (text: string) => void;
    /** Deployment variables for the functions, over this process's own (tests configure providers). */
    env?: Record<string, string>;
    /** The environment those are laid over, when not this process's current one. */
    baseEnv?: NodeJS.ProcessEnv;
  } = {},
): Promise<LocalBackend> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (options.reset) {
    await wipeDataDir(config.dataDir);
    log(`[local-backend] wiped ${config.dataDir}`);
  }
  let child: ChildProcess | null = null;
  let stopped = false;
  let firstReady: (() => void) | null = null;
  let firstFailed: ((error: Error) => void) | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    firstReady = resolve;
    firstFailed = reject;
  });
  const readyWaiters = new Set<() => void>();

  const spawn = () =>
    new Promise<void>((resolve) => {
      const worker = fork(WORKER, [], {
        execArgv: ["--import", "tsx"],
        env: { ...(options.baseEnv ?? process.env), ...options.env, ...configToEnv(config) },
        stdio: options.output
          ? ["ignore", "pipe", "pipe", "ipc"]
          : ["ignore", "inherit", "inherit", "ipc"],
      });
      child = worker;
      const output = options.output;
      if (output) {
        worker.stdout?.on("data", (chunk: Buffer) => output(chunk.toString("utf8")));
        worker.stderr?.on("data", (chunk: Buffer) => output(chunk.toString("utf8")));
      }
      worker.on("message", (message: { type: string; message?: string }) => {
        if (message.type === "ready") {
          firstReady?.();
          firstReady = firstFailed = null;
          for (const waiter of readyWaiters) waiter();
          readyWaiters.clear();
          resolve();
        } else if (message.type === "failed") {
          firstFailed?.(new Error(message.message));
          firstReady = firstFailed = null;
          resolve();
        }
      });
      worker.on("exit", (code, signal) => {
        if (child === worker) child = null;
        if (!stopped && code !== 0 && signal === null) {
          log("[local-backend] stopped with an error; fix the code and save to restart it.");
        }
        resolve();
      });
    });

  const stopChild = async () => {
    const current = child;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
    current.kill("SIGTERM");
    const timer = setTimeout(() => current.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  let restarting: Promise<void> = Promise.resolve();
  const restart = () => {
    restarting = restarting.then(async () => {
      if (stopped) return;
      await stopChild();
      if (!stopped) await spawn();
    });
    return restarting;
  };

  const watchers: FSWatcher[] = [];
  if (config.watch) {
    let timer: NodeJS.Timeout | null = null;
    const dirs = options.watchDirs ?? [config.functionsDir];
    for (const dir of dirs.filter((d) => existsSync(d))) {
      watchers.push(
        watch(dir, { recursive: true }, (_event, file) => {
          if (file && /(^|[/\\])(node_modules|\.local-backend)([/\\]|$)|\.tmp$/.test(file)) return;
          if (timer) clearTimeout(timer);
          timer = setTimeout(() => {
            log(
              `[local-backend] ${path.join(path.basename(dir), String(file))} changed, restarting…`,
            );
            void restart();
          }, RESTART_DEBOUNCE_MS);
        }),
      );
    }
  }

  void spawn();
  return {
    ready,
    restart,
    pid: () => child?.pid ?? null,
    nextReady: () => new Promise<void>((resolve) => readyWaiters.add(resolve)),
    stop: async () => {
      stopped = true;
      for (const watcher of watchers) watcher.close();
      await restarting;
      await stopChild();
    },
  };
}
