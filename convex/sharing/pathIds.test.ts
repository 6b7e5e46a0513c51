import { afterEach, describe, expect, it, vi } from "vitest";
import { asUser, makeTest, type TestApp } from "../test.setup";
import { seedWorld, type World } from "./accessWorld.fixtures";
import { missingId, type IdTable } from "./idArgs.fixtures";
import { stubMailEnv } from "./sharing.fixtures";

/**
 * The HTTP routes that take an id in their path (spec 7) answer a malformed one exactly as a
 * missing one: 404 with the same words, never a 500 (issue 37). The malformed-id sweep of the
 * access table covers the functions behind them; this covers the routes' own path handling.
 */

type Route = {
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: (id: string) => string;
  /** The table of the id, or the missing key itself for paths that carry another kind of key. */
  table: IdTable | { missing: string };
  body?: unknown;
};

const ROUTES: Record<string, Route> = {
  "GET /api/user/briefs/{id}": {
    method: "GET",
    path: (id) => `/api/user/briefs/${id}`,
    table: "briefs",
  },
  "GET /api/ideas/{id}/thumbnails": {
    method: "GET",
    path: (id) => `/api/ideas/${id}/thumbnails`,
    table: "ideas",
  },
  "POST /api/ideas/{id}/thumbnails": {
    method: "POST",
    path: (id) => `/api/ideas/${id}/thumbnails`,
    table: "ideas",
  },
  "POST /api/ideas/{id}/store-thumbnails": {
    method: "POST",
    path: (id) => `/api/ideas/${id}/store-thumbnails`,
    table: "ideas",
    body: { thumbnails: ["/api/media/one.png"] },
  },
  "POST /api/ideas/{id}/favorite": {
    method: "POST",
    path: (id) => `/api/ideas/${id}/favorite`,
    table: "ideas",
  },
  "PATCH /api/creative-ideas/{id}": {
    method: "PATCH",
    path: (id) => `/api/creative-ideas/${id}`,
    table: "ideas",
    body: { isFavorite: true },
  },
  "PUT /api/user/presentations/{id}/favorite (toggle)": {
    method: "PUT",
    path: (id) => `/api/user/presentations/${id}/favorite`,
    table: "presentations",
  },
  "PUT /api/user/presentations/{id}/favorite": {
    method: "PUT",
    path: (id) => `/api/user/presentations/${id}/favorite`,
    table: "presentations",
    body: { isFavorite: true },
  },
  "PUT /api/user/slides/{id}/favorite (toggle)": {
    method: "PUT",
    path: (id) => `/api/user/slides/${id}/favorite`,
    table: "slides",
  },
  "PUT /api/user/slides/{id}/favorite": {
    method: "PUT",
    path: (id) => `/api/user/slides/${id}/favorite`,
    table: "slides",
    body: { isFavorite: false },
  },
  // Keys that are not document ids, held to the same rule.
  "GET /api/shared/{shareId}/preview": {
    method: "GET",
    path: (id) => `/api/shared/${id}/preview`,
    table: { missing: "NoSuchShareLink_0001" },
  },
  "GET /api/media/{key}": {
    method: "GET",
    path: (id) => `/api/media/${id}`,
    table: { missing: "A".repeat(32) },
  },
  "GET /api/creative-legends/name/{name}": {
    method: "GET",
    path: (id) => `/api/creative-legends/name/${id}`,
    table: { missing: "Nobody%20At%20All" },
  },
};

/** Path segments a caller may send instead of an id (each already URL-encoded). */
function malformedSegments(world: World): Record<string, string> {
  return {
    words: "not-an-id",
    otherTable: world.users.owner,
    long: "k".repeat(5000),
    encodedSlash: encodeURIComponent("a/b"),
    brokenEscape: "%E0%A4%A",
    unicode: encodeURIComponent("ідея"),
  };
}

async function call(t: TestApp, world: World, route: Route, id: string) {
  const response = await asUser(t, world.users.owner).fetch(route.path(id), {
    method: route.method,
    headers: { "Content-Type": "application/json" },
    ...(route.body === undefined ? {} : { body: JSON.stringify(route.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text };
}

describe("ids in HTTP paths", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it.each(Object.entries(ROUTES))("%s: malformed answers like missing, 404", async (_, route) => {
    vi.useFakeTimers();
    stubMailEnv();
    const t = makeTest();
    const world = await seedWorld(t);
    const missingKey =
      typeof route.table === "string" ? await missingId(t, route.table) : route.table.missing;
    const missing = await call(t, world, route, missingKey);
    expect(missing.status).toBe(404);
    const got: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const [kind, segment] of Object.entries(malformedSegments(world))) {
      got[kind] = await call(t, world, route, segment);
      want[kind] = missing;
    }
    expect(got).toEqual(want);
  });
});
