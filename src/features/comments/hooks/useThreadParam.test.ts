import { describe, expect, it } from "vitest";
import { parseThreadParam } from "./useThreadParam";

describe("parseThreadParam", () => {
  it("reads type:id for the four comment targets", () => {
    expect(parseThreadParam("idea:abc123")).toEqual({ type: "idea", id: "abc123" });
    expect(parseThreadParam("adLob:z")).toEqual({ type: "adLob", id: "z" });
  });

  it("ignores missing, unknown and malformed values", () => {
    expect(parseThreadParam(null)).toBeNull();
    expect(parseThreadParam("deck:1")).toBeNull();
    expect(parseThreadParam("idea:")).toBeNull();
    expect(parseThreadParam("idea")).toBeNull();
  });
});
