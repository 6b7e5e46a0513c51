import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PaginationResult } from "convex/server";
import type { Doc } from "./fixture/convex/_generated/dataModel";
import { api } from "./fixture/convex/_generated/api";
import { startHarness, watch, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

type Page = PaginationResult<Doc<"messages">>;

describe("paginated queries keep their pages stable", () => {
  test("a row inserted inside a subscribed page grows the page instead of shifting it", async () => {
    const http = h.http();
    for (const rank of [10, 20, 30, 40]) {
      await http.mutation(api.messages.send, { body: `row ${rank}`, rank });
    }
    const client = h.client();
    const args = { paginationOpts: { numItems: 2, cursor: null } };
    // One subscription throughout: a fresh one opened after the write would
    // rightly read [10, 15] (a new page), so the pinned end is only seen by a
    // subscription that existed before the write.
    const pages = watch<Page>((cb) => client.onUpdate(api.messages.page, args, cb));
    try {
      const first = await pages.next(() => true);
      expect(first.page.map((m) => m.rank)).toEqual([10, 20]);

      await http.mutation(api.messages.send, { body: "row 15", rank: 15 });
      const after = await pages.next((p) => p.page.length === 3);
      expect(after.page.map((m) => m.rank)).toEqual([10, 15, 20]);
      // The next page still starts where it did: nothing is skipped or repeated.
      expect(after.continueCursor).toBe(first.continueCursor);
      const second = await http.query(api.messages.page, {
        paginationOpts: { numItems: 2, cursor: first.continueCursor },
      });
      expect(second.page.map((m) => m.rank)).toEqual([30, 40]);
    } finally {
      pages.stop();
    }
  });

  test("a garbage cursor from a client is refused with InvalidCursor", async () => {
    await expect(
      h.http().query(api.messages.page, { paginationOpts: { numItems: 2, cursor: "garbage" } }),
    ).rejects.toThrow(/InvalidCursor: Failed to parse cursor/);
  });
});
