import { describe, expect, it } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { brandUser, createProfile } from "./brands.fixtures";

/** GET /api/brands (spec 7), with bearer identity. */
describe("GET /api/brands", () => {
  it("answers the caller's brands as { id, name, industry } and the limit", async () => {
    const t = makeTest();
    const userId = await brandUser(t, 2);
    const id = await createProfile(t, userId);
    await createProfile(t, await brandUser(t), { name: "Not yours" });
    const response = await asUser(t, userId).fetch("/api/brands");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      brands: [{ id, name: "Northbound Coffee", industry: "Coffee" }],
      brandLimit: 2,
    });
  });

  it("answers a free account with no brands and a limit of 0", async () => {
    const t = makeTest();
    const response = await asUser(t, await createUser(t)).fetch("/api/brands");
    expect(await response.json()).toEqual({ brands: [], brandLimit: 0 });
  });

  it("answers 401 without a bearer", async () => {
    const t = makeTest();
    const response = await t.fetch("/api/brands");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
