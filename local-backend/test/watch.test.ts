import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { anyApi } from "convex/server";
import { api } from "./fixture/convex/_generated/api";
import { FIXTURE_FUNCTIONS, startHarness, type Harness } from "./harness.ts";

// A copy inside the repository, so its imports resolve from node_modules.
const copy = path.join(
  path.dirname(FIXTURE_FUNCTIONS),
  "..",
  `.tmp-watch-${process.pid}`,
  "convex",
);
let h: Harness;

beforeAll(async () => {
  await cp(FIXTURE_FUNCTIONS, copy, { recursive: true });
  h = await startHarness({ functionsDir: copy, watch: true });
});
afterAll(async () => {
  await h.stop();
  await rm(path.dirname(copy), { recursive: true, force: true });
});

test("a change to the functions restarts the backend with the new code and the same data", async () => {
  const http = h.http();
  await http.mutation(api.messages.send, { body: "kept", rank: 1 });
  await expect(http.query(anyApi.extra.hello, {})).rejects.toThrow(
    /Could not find public function/,
  );

  const restarted = h.backend.nextReady();
  await writeFile(
    path.join(copy, "extra.ts"),
    [
      'import { query } from "./_generated/server";',
      'export const hello = query({ args: {}, handler: async () => "hello from new code" });',
      "",
    ].join("\n"),
  );
  await restarted;
  const answer: unknown = await http.query(anyApi.extra.hello, {});
  expect(answer).toBe("hello from new code");
  expect(h.output()).toMatch(/changed, restarting/);
  expect(await http.query(api.messages.list, {})).toEqual(["kept"]);
});
