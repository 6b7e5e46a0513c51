import { spawn, type ChildProcess } from "node:child_process";

/**
 * `npm run dev`: the production-shaped path. `convex dev` pushes convex/ to a
 * real deployment (Convex Cloud, or a self-hosted backend through
 * CONVEX_SELF_HOSTED_URL / CONVEX_SELF_HOSTED_ADMIN_KEY) and writes
 * VITE_CONVEX_URL to .env.local; Vite serves the app against it.
 */

const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, args: string[]) {
  // VITE_CONFIG_NATIVE_IGNORE_WARNING: see scripts/start.ts.
  const env = { VITE_CONFIG_NATIVE_IGNORE_WARNING: "true", ...process.env };
  const child = spawn(command, args, { stdio: "inherit", shell: false, env });
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) stop(code ?? 1);
  });
  return child;
}

function stop(code: number) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("npx", ["convex", "dev"]);
run("npx", ["vite"]);
