import { makeFunctionReference } from "convex/server";
import type { Id } from "../_generated/dataModel";
import { describe, expect, it } from "vitest";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";

// The probes live in functions.fixtures.ts, which codegen skips, so they are referenced by path.
type Caller = { userId: Id<"users">; email?: string };
type NoArgs = Record<string, never>;
const probe = {
  userQuery: makeFunctionReference<"query", NoArgs, Caller>(
    "lib/functions.fixtures:userQueryProbe",
  ),
  userMutation: makeFunctionReference<"mutation", NoArgs, Caller>(
    "lib/functions.fixtures:userMutationProbe",
  ),
  userAction: makeFunctionReference<"action", NoArgs, Caller>(
    "lib/functions.fixtures:userActionProbe",
  ),
  adminQuery: makeFunctionReference<"query", NoArgs, Caller>(
    "lib/functions.fixtures:adminQueryProbe",
  ),
  adminMutation: makeFunctionReference<"mutation", NoArgs, Caller>(
    "lib/functions.fixtures:adminMutationProbe",
  ),
  adminAction: makeFunctionReference<"action", NoArgs, Caller>(
    "lib/functions.fixtures:adminActionProbe",
  ),
};

describe("user builders", () => {
  it("refuse anonymous callers with UNAUTHENTICATED", async () => {
    const t = makeTest();
    await expectAppError(t.query(probe.userQuery, {}), "UNAUTHENTICATED");
    await expectAppError(t.mutation(probe.userMutation, {}), "UNAUTHENTICATED");
    await expectAppError(t.action(probe.userAction, {}), "UNAUTHENTICATED");
  });

  it("refuse a token whose user no longer exists", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await t.run(async (ctx) => await ctx.db.delete("users", userId));
    const asGone = asUser(t, userId);
    await expectAppError(asGone.query(probe.userQuery, {}), "UNAUTHENTICATED");
    await expectAppError(asGone.mutation(probe.userMutation, {}), "UNAUTHENTICATED");
    await expectAppError(asGone.action(probe.userAction, {}), "UNAUTHENTICATED");
  });

  it("give the handler the caller's own user document", async () => {
    const t = makeTest();
    const alice = await createUser(t, { email: "alice@example.com" });
    const bob = await createUser(t, { email: "bob@example.com" });
    const expected = { userId: alice, email: "alice@example.com" };
    const asAlice = asUser(t, alice);

    expect(await asAlice.query(probe.userQuery, {})).toEqual(expected);
    expect(await asAlice.mutation(probe.userMutation, {})).toEqual(expected);
    expect(await asAlice.action(probe.userAction, {})).toEqual(expected);
    expect(await asUser(t, bob).action(probe.userAction, {})).toEqual({
      userId: bob,
      email: "bob@example.com",
    });
  });
});

describe("admin builders", () => {
  it("refuse anonymous callers with UNAUTHENTICATED", async () => {
    const t = makeTest();
    await expectAppError(t.query(probe.adminQuery, {}), "UNAUTHENTICATED");
    await expectAppError(t.mutation(probe.adminMutation, {}), "UNAUTHENTICATED");
    await expectAppError(t.action(probe.adminAction, {}), "UNAUTHENTICATED");
  });

  it("refuse signed-in non-admins with FORBIDDEN", async () => {
    const t = makeTest();
    const asMember = asUser(t, await createUser(t));
    await expectAppError(asMember.query(probe.adminQuery, {}), "FORBIDDEN");
    await expectAppError(asMember.mutation(probe.adminMutation, {}), "FORBIDDEN");
    await expectAppError(asMember.action(probe.adminAction, {}), "FORBIDDEN");
  });

  it("treat only isAdmin === true as admin", async () => {
    const t = makeTest();
    const unset = await createUser(t, { isAdmin: undefined });
    await expectAppError(asUser(t, unset).query(probe.adminQuery, {}), "FORBIDDEN");
  });

  it("let admins through", async () => {
    const t = makeTest();
    const adminId = await createUser(t, { email: "boss@example.com", isAdmin: true });
    const asAdmin = asUser(t, adminId);
    const expected = { userId: adminId, email: "boss@example.com" };
    expect(await asAdmin.query(probe.adminQuery, {})).toEqual(expected);
    expect(await asAdmin.mutation(probe.adminMutation, {})).toEqual(expected);
    expect(await asAdmin.action(probe.adminAction, {})).toEqual(expected);
  });
});
