import { describe, expect, it } from "vitest";
import { DEFAULT_CHAT_TUNING } from "../lib/ai/openaiCompatible";
import { IDEOGRAM_TIMEOUT_MS } from "../lib/ai/ideogram";
import { REPLICATE_TIMEOUT_MS } from "../lib/ai/replicate";
import { WEBSITE_READING } from "../../shared/constants";
import {
  ACTION_LIMIT_MS,
  IMAGE_CALL_MS,
  IMAGE_STEP_MS,
  QUEUED_MS,
  RUNNING_CAP_MS,
  TEXT_CALL_MS,
  TEXT_STEP_MS,
} from "./deadlines";
import { JOB_SHAPES } from "./jobShapes";
import { jobKind, registeredKinds } from "./kinds";

/** Every source file of convex/, as text: where the job kinds are declared. */
const sources = import.meta.glob<string>(["../**/*.ts", "!../**/*.test.ts", "!../_generated/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const shared = import.meta.glob<string>("../../shared/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The value of every `…_JOB_KIND = "…"` declaration, and the test panel's kind. */
function declaredKinds(): string[] {
  const found = new Set<string>();
  for (const text of [...Object.values(sources), ...Object.values(shared)]) {
    for (const match of text.matchAll(/_JOB_KIND = "([^"]+)"/g)) found.add(match[1]);
  }
  return [...found].sort();
}

describe("the job kinds registry", () => {
  it("lists every job kind the code declares, so none escapes the supervisor's hooks", () => {
    const declared = declaredKinds();
    expect(declared).toEqual(
      expect.arrayContaining(["ideas", "sellDeck", "adLob", "pretest", "sharpen", "thumbnails"]),
    );
    expect([...registeredKinds()].sort()).toEqual(declared);
  });

  it("gives every declared kind its stored shapes, under its own name", () => {
    expect(Object.keys(JOB_SHAPES).sort()).toEqual(declaredKinds());
    for (const [name, shape] of Object.entries(JOB_SHAPES)) {
      expect(shape.kind, name).toBe(name);
      expect(shape.input.kind, name).toBe("object");
      expect(shape.result.kind, name).toBe("object");
    }
  });

  it("gives every kind a step budget a healthy job fits in and a dead one soon passes", () => {
    for (const kind of registeredKinds()) {
      const { stepMs } = jobKind(kind);
      expect(stepMs, kind).toBeGreaterThanOrEqual(IMAGE_STEP_MS);
      expect(stepMs, kind).toBeLessThan(ACTION_LIMIT_MS);
    }
    expect(jobKind("ideas").stepMs).toBe(TEXT_STEP_MS);
    expect(jobKind("thumbnails").stepMs).toBe(IMAGE_STEP_MS);
    expect(jobKind("adLob").stepMs).toBe(TEXT_STEP_MS);
    // @ts-expect-error kinds are a closed set: a row of an unknown kind cannot exist
    expect(() => jobKind("not-a-kind").stepMs).toThrow(TypeError);
  });

  it("offers an admin Retry for kinds whose runner works from the job alone", () => {
    const retryable = registeredKinds().filter((kind) => jobKind(kind).runner !== undefined);
    expect(retryable.sort()).toEqual(
      [
        "brandAlternatives",
        "brief",
        "discovery",
        "ideas",
        "pretest",
        "sharpen",
        "strategies",
        "test",
        "thumbnails",
        "visual",
      ].sort(),
    );
    for (const kind of ["sellDeck", "adLob", "import", "pretest", "brief", "strategies"] as const) {
      expect(jobKind(kind).onFailed, kind).toBeTypeOf("function");
    }
  });
});

describe("the deadlines", () => {
  it("follow the providers' own timeouts", () => {
    expect(TEXT_CALL_MS).toBe(DEFAULT_CHAT_TUNING.timeoutMs);
    expect(IMAGE_CALL_MS).toBe(Math.max(IDEOGRAM_TIMEOUT_MS, REPLICATE_TIMEOUT_MS));
    // A text step covers the answer and its one repair call, a site read, and slack.
    expect(TEXT_STEP_MS).toBeGreaterThan(2 * TEXT_CALL_MS + WEBSITE_READING.timeoutMs);
    expect(TEXT_STEP_MS).toBeLessThanOrEqual(6 * 60_000);
    expect(IMAGE_STEP_MS).toBeGreaterThan(IMAGE_CALL_MS);
    expect(QUEUED_MS).toBeLessThan(ACTION_LIMIT_MS);
    expect(RUNNING_CAP_MS).toBeGreaterThan(ACTION_LIMIT_MS);
  });
});
