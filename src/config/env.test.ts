import { describe, expect, it } from "vitest";
import { readClientEnv } from "./env";

describe("readClientEnv", () => {
  it("accepts an http or https Convex URL", () => {
    expect(readClientEnv({ VITE_CONVEX_URL: "https://happy-otter-123.convex.cloud" })).toEqual({
      ok: true,
      env: { VITE_CONVEX_URL: "https://happy-otter-123.convex.cloud" },
    });
    expect(readClientEnv({ VITE_CONVEX_URL: "http://127.0.0.1:3210" }).ok).toBe(true);
  });

  it("rejects a missing URL with a message naming the variable", () => {
    expect(readClientEnv({})).toEqual({ ok: false, problems: ["VITE_CONVEX_URL is not set."] });
  });

  it("rejects an empty URL", () => {
    expect(readClientEnv({ VITE_CONVEX_URL: "  " })).toEqual({
      ok: false,
      problems: ["VITE_CONVEX_URL is empty."],
    });
  });

  it.each(["not a url", "127.0.0.1:3210", "ws://127.0.0.1:3210", "ftp://example.com"])(
    "rejects %s",
    (value) => {
      expect(readClientEnv({ VITE_CONVEX_URL: value })).toEqual({
        ok: false,
        problems: ["VITE_CONVEX_URL must be a full http:// or https:// address."],
      });
    },
  );

  it("rejects the HTTP-actions (.convex.site) address", () => {
    const result = readClientEnv({ VITE_CONVEX_URL: "https://happy-otter-123.convex.site" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/\.convex\.cloud/);
  });
});
