import { describe, expect, it } from "vitest";
import { expiresPhrase, sentPhrase } from "./inviteTimes";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2025, 2, 12, 14, 5);

describe("a pending invitation's times, in words", () => {
  it("says when it was sent", () => {
    expect(sentPhrase(NOW - 20_000, NOW)).toBe("Sent just now");
    expect(sentPhrase(NOW - MINUTE - 5_000, NOW)).toBe("Sent 1 minute ago");
    expect(sentPhrase(NOW - 12 * MINUTE - 59_000, NOW)).toBe("Sent 12 minutes ago");
    expect(sentPhrase(NOW - 3 * HOUR, NOW)).toBe("Sent 3 hours ago");
    expect(sentPhrase(NOW - 47 * HOUR, NOW)).toBe("Sent 47 hours ago");
    expect(sentPhrase(NOW - 2 * DAY + 1_000, NOW)).toBe("Sent 2 days ago");
    expect(sentPhrase(NOW - 3 * DAY, NOW)).toBe("Sent 3 days ago");
  });

  it("says when it runs out, never '0 minutes'", () => {
    expect(expiresPhrase(NOW + 7 * DAY, NOW)).toBe("expires in 7 days");
    expect(expiresPhrase(NOW + 7 * DAY - 30_000, NOW)).toBe("expires in 7 days");
    expect(expiresPhrase(NOW + 5 * HOUR, NOW)).toBe("expires in 5 hours");
    expect(expiresPhrase(NOW + 61_000, NOW)).toBe("expires in 2 minutes");
    expect(expiresPhrase(NOW + 10_000, NOW)).toBe("expires in under a minute");
    expect(expiresPhrase(NOW - 10_000, NOW)).toBe("expires in under a minute");
  });
});
