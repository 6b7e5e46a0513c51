import { describe, expect, it } from "vitest";
import { tourMayOpenAt } from "./tourPlaces";

describe("where the welcome tour may open by itself", () => {
  it.each([
    ["/checkout/local/cs_local_abc", ""],
    ["/billing/local-portal", ""],
    ["/subscription/success", "?session_id=cs_local_abc"],
    ["/credits/success", "?session_id=cs_local_abc"],
    ["/pricing", "?canceled=1"],
    ["/invite/tok_123", ""],
    ["/dev/mailbox", ""],
  ])("never over %s%s", (pathname, search) => {
    expect(tourMayOpenAt(pathname, search)).toBe(false);
  });

  it.each([
    ["/", ""],
    ["/pricing", ""],
    ["/pricing", "?show=advanced"],
    ["/account", ""],
    ["/my-ideas", ""],
    ["/dashboard", ""],
  ])("on an ordinary page such as %s%s", (pathname, search) => {
    expect(tourMayOpenAt(pathname, search)).toBe(true);
  });
});
