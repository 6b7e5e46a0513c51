import { pngBytes } from "./images";
import { startFake, type FakeAnswer, type RecordedRequest } from "./server";

/**
 * Replicate's HTTP API as documented, enough for the SDK: POST /v1/models/{owner}/{name}/predictions
 * and POST /v1/predictions (with a version) create a prediction (201, or the finished one when
 * `Prefer: wait` lets it finish); GET /v1/predictions/{id} polls; POST .../cancel cancels. Errors
 * are problem details `{ title, detail, status }`. Output files are served from /files/.
 */

export const REPLICATE_TOKEN = "r8_test_token";
export const OUTPUT_PNG = pngBytes(48, 60, [20, 90, 200]);

export type Prediction = {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  logs: string;
  output: unknown;
  data_removed: boolean;
  error: string | null;
  status: "starting" | "processing" | "succeeded" | "failed" | "canceled";
  created_at: string;
  urls: { get: string; cancel: string; web: string };
};

export type ReplicateScript = {
  /** Answer to a create call (call index from 1); default: a succeeded prediction. */
  create?: (request: RecordedRequest, call: number, base: Prediction) => FakeAnswer;
  /** Answer to a poll of prediction `id` (poll index from 1). */
  poll?: (id: string, poll: number, base: Prediction) => FakeAnswer;
};

export function problem(status: number, title: string, detail: string): FakeAnswer {
  return {
    status,
    body: { title, detail, status },
    headers: { "Content-Type": "application/problem+json" },
  };
}

export async function startReplicateFake(script: ReplicateScript = {}) {
  let creates = 0;
  const polls = new Map<string, number>();
  const fake = await startFake((request) => {
    const { path, method } = request;
    if (path.startsWith("/files/")) {
      return { status: 200, rawBody: OUTPUT_PNG, headers: { "Content-Type": "image/png" } };
    }
    if (request.headers.authorization !== `Bearer ${REPLICATE_TOKEN}`) {
      return problem(401, "Unauthenticated", "You did not pass a valid authentication token");
    }
    const model = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(path)?.[1];
    if (method === "POST" && (model || path === "/v1/predictions")) {
      creates += 1;
      const body = JSON.parse(request.body) as { input: Record<string, unknown>; version?: string };
      const id = `pred${creates}`;
      const count = typeof body.input.num_outputs === "number" ? body.input.num_outputs : 1;
      const base = prediction(fake.url, id, model ?? "owner/versioned", body.version, body.input, {
        status: "succeeded",
        output: Array.from({ length: count }, (_, i) => `${fake.url}/files/${id}-${i}.png`),
      });
      return script.create?.(request, creates, base) ?? { status: 201, body: base };
    }
    const poll = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(path);
    if (poll) {
      const id = poll[1];
      const base = prediction(fake.url, id, "owner/name", undefined, {}, {});
      if (poll[2]) return { status: 200, body: { ...base, status: "canceled" } };
      const count = (polls.get(id) ?? 0) + 1;
      polls.set(id, count);
      return script.poll?.(id, count, base) ?? { status: 200, body: base };
    }
    return problem(404, "Not found", `No route for ${method} ${path}`);
  });
  return fake;
}

export function prediction(
  baseUrl: string,
  id: string,
  model: string,
  version: string | undefined,
  input: Record<string, unknown>,
  fields: Partial<Prediction>,
): Prediction {
  return {
    id,
    model,
    version: version ?? "hidden",
    input,
    logs: "",
    output: null,
    data_removed: false,
    error: null,
    status: "starting",
    created_at: "2025-01-01T00:00:00.000Z",
    urls: {
      get: `${baseUrl}/v1/predictions/${id}`,
      cancel: `${baseUrl}/v1/predictions/${id}/cancel`,
      web: `https://replicate.com/p/${id}`,
    },
    ...fields,
  };
}
