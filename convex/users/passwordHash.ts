import { Scrypt } from "lucia";

/**
 * How account passwords are hashed: Scrypt, in the format @convex-dev/auth's own Password
 * provider stores (`<salt hex>:<key hex>`), which the demo accounts' seeded hash also uses. A
 * module of its own so tests that make many accounts can swap in a fast stand-in.
 */
export async function hashPassword(password: string): Promise<string> {
  return await new Scrypt().hash(password);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return await new Scrypt().verify(hash, password);
}
