import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwordHash";

/*
 * The real hashing, once (three Scrypt runs): other account tests swap it for a fast stand-in
 * (auth.fixtures.ts), since Scrypt is deliberately slow. The demo accounts' test also signs in
 * against a stored hash with it.
 */
describe("password hashing", () => {
  it("hashes in @convex-dev/auth's Scrypt format and verifies only the password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsE", hash)).toBe(false);
  });
});
