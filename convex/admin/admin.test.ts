import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { runSeedSteps } from "../system/model";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { DEFAULT_ADMIN_SETTINGS } from "./model";
import { adminSettingsSeedStep, replicateModelsSeedStep, SEEDED_REPLICATE_MODELS } from "./seed";

/** Generation defaults and Replicate models: seed, reads, admin writes, HTTP routes. */

const steps = [replicateModelsSeedStep, adminSettingsSeedStep];

async function seed(t: TestApp) {
  return await t.run(async (ctx) => await runSeedSteps(ctx, steps));
}

async function getJson(t: Pick<TestApp, "fetch">, path: string) {
  const response = await t.fetch(path, { method: "GET" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as unknown;
}

describe("admin seed steps", () => {
  it("seed the Replicate models and the default settings once", async () => {
    const t = makeTest();
    expect(await seed(t)).toEqual({
      ran: ["admin.replicateModels", "admin.settings"],
      skipped: [],
    });
    expect(await seed(t)).toEqual({
      ran: [],
      skipped: ["admin.replicateModels", "admin.settings"],
    });
    const counts = await t.run(async (ctx) => ({
      models: (await ctx.db.query("replicateModels").take(50)).length,
      settings: (await ctx.db.query("adminSettings").take(5)).length,
    }));
    expect(counts).toEqual({ models: SEEDED_REPLICATE_MODELS.length, settings: 1 });
  });

  it("re-running a step keeps what an admin changed and adds nothing twice", async () => {
    const t = makeTest();
    await seed(t);
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    await admin.mutation(api.admin.settings.update, { defaultImageProvider: "replicate" });
    await admin.mutation(api.admin.settings.saveReplicateModel, {
      name: "FLUX.1 [schnell]",
      modelId: "black-forest-labs/flux-schnell",
      isActive: false,
    });

    // What a version bump does: the steps' bodies run again over their own output.
    await t.run(async (ctx) => {
      await replicateModelsSeedStep.run(ctx);
      await adminSettingsSeedStep.run(ctx);
    });

    const models = await t.query(api.admin.settings.replicateModels, {});
    expect(models).toHaveLength(SEEDED_REPLICATE_MODELS.length);
    expect(models.find((m) => m.modelId === "black-forest-labs/flux-schnell")?.isActive).toBe(
      false,
    );
    expect((await admin.query(api.admin.settings.get, {})).defaultImageProvider).toBe("replicate");
  });
});

describe("GET /api/admin/settings", () => {
  it("is for admins only: 401 without a token, 403 for other users", async () => {
    const t = makeTest();
    const anonymous = await t.fetch("/api/admin/settings", { method: "GET" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    const user = asUser(t, await createUser(t));
    const refused = await user.fetch("/api/admin/settings", { method: "GET" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "FORBIDDEN" });
    await expectAppError(user.query(api.admin.settings.get, {}), "FORBIDDEN");
  });

  it("answers the defaults before anything is stored, then the stored settings", async () => {
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    expect(await getJson(admin, "/api/admin/settings")).toEqual({
      defaultImageProvider: "ideogram",
      defaultIdeogramModel: "V_2A",
      defaultReplicateModel: "black-forest-labs/flux-schnell",
      defaultModel: "gpt-4.1",
    });

    await admin.mutation(api.admin.settings.update, {
      defaultIdeogramModel: "V_1I",
      defaultModel: "claude-sonnet-4",
    });
    expect(await getJson(admin, "/api/admin/settings")).toEqual({
      ...DEFAULT_ADMIN_SETTINGS,
      defaultIdeogramModel: "V_1I",
      defaultModel: "claude-sonnet-4",
    });
  });
});

describe("GET /api/direct/replicate-models", () => {
  it("lists the models with ids, active ones first, each group by name", async () => {
    const t = makeTest();
    await seed(t);
    const body = (await getJson(t, "/api/direct/replicate-models")) as {
      models: { id: string; name: string; modelId: string; isActive: boolean }[];
    };
    expect(body.models.map((m) => [m.name, m.isActive])).toEqual([
      ["FLUX 1.1 [pro]", true],
      ["FLUX.1 [schnell]", true],
      ["Ideogram 2.0 Turbo", true],
      ["Ideogram 2a", false],
    ]);
    expect(body.models[0]).toEqual({
      id: expect.any(String),
      name: "FLUX 1.1 [pro]",
      modelId: "black-forest-labs/flux-1.1-pro",
      isActive: true,
    });
  });

  it("answers an empty list before the seed", async () => {
    expect(await getJson(makeTest(), "/api/direct/replicate-models")).toEqual({ models: [] });
  });
});

describe("admin.settings mutations", () => {
  it("only admins change settings; anonymous and other users are refused", async () => {
    const t = makeTest();
    await expectAppError(
      t.mutation(api.admin.settings.update, { defaultImageProvider: "replicate" }),
      "UNAUTHENTICATED",
    );
    const user = asUser(t, await createUser(t));
    await expectAppError(
      user.mutation(api.admin.settings.update, { defaultImageProvider: "replicate" }),
      "FORBIDDEN",
    );
    await expectAppError(
      user.mutation(api.admin.settings.saveReplicateModel, {
        name: "Mine",
        modelId: "me/model",
        isActive: true,
      }),
      "FORBIDDEN",
    );
    expect(await t.run(async (ctx) => await ctx.db.query("adminSettings").first())).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("replicateModels").first())).toBeNull();
  });

  it("updates only the given fields and answers the settings in force", async () => {
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const first = await admin.mutation(api.admin.settings.update, {
      defaultReplicateModel: "  black-forest-labs/flux-1.1-pro ",
    });
    expect(first).toEqual({
      ...DEFAULT_ADMIN_SETTINGS,
      defaultReplicateModel: "black-forest-labs/flux-1.1-pro",
    });
    const second = await admin.mutation(api.admin.settings.update, {
      defaultImageProvider: "replicate",
    });
    expect(second).toEqual({ ...first, defaultImageProvider: "replicate" });
    expect(await t.run(async (ctx) => (await ctx.db.query("adminSettings").take(5)).length)).toBe(
      1,
    );
  });

  it("refuses invalid input with a clear error and writes nothing", async () => {
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    await expectAppError(
      admin.mutation(api.admin.settings.update, { defaultReplicateModel: "not a model" }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      admin.mutation(api.admin.settings.saveReplicateModel, {
        name: " ",
        modelId: "acme/model",
        isActive: true,
      }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      admin.mutation(api.admin.settings.saveReplicateModel, {
        name: "Acme",
        modelId: "https://replicate.com/acme/model",
        isActive: true,
      }),
      "INVALID_ARGUMENT",
    );
    await expect(
      admin.mutation(api.admin.settings.update, {
        defaultImageProvider: "midjourney" as "ideogram",
      }),
    ).rejects.toThrow(/Validator error/);
    expect(await t.run(async (ctx) => await ctx.db.query("adminSettings").first())).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("replicateModels").first())).toBeNull();
  });

  it("saves a model once per modelId, updating name and state", async () => {
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const created = await admin.mutation(api.admin.settings.saveReplicateModel, {
      name: "Recraft V3",
      modelId: "recraft-ai/recraft-v3",
      isActive: true,
    });
    const updated = await admin.mutation(api.admin.settings.saveReplicateModel, {
      name: "Recraft  v3 ",
      modelId: "recraft-ai/recraft-v3",
      isActive: false,
    });
    expect(updated).toEqual({ ...created, name: "Recraft v3", isActive: false });
    expect(await t.query(api.admin.settings.replicateModels, {})).toEqual([updated]);
  });
});
