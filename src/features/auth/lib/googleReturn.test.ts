import { describe, expect, it } from "vitest";
import { GOOGLE_REDIRECT_PATH, readGoogleReturn, withoutGoogleMarker } from "./googleReturn";

describe("returning from Google", () => {
  it("tells a failed return (no code) from a succeeding one and from an ordinary visit", () => {
    expect(GOOGLE_REDIRECT_PATH).toBe("/?auth=google");
    expect(readGoogleReturn("?auth=google")).toBe("failed");
    expect(readGoogleReturn("?auth=google&code=12345678")).toBe("succeeding");
    expect(readGoogleReturn("?code=12345678")).toBe("none");
    expect(readGoogleReturn("")).toBe("none");
  });

  it("removes only the marker from the URL", () => {
    expect(withoutGoogleMarker("http://localhost:5173/?auth=google&x=1#top")).toBe("/?x=1#top");
  });
});
