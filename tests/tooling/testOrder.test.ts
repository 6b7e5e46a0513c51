import { describe, expect, it } from "vitest";
import {
  AFTER,
  blockedPhases,
  PHASES,
  readyPhases,
  type Phase,
  type PhaseState,
} from "../../scripts/test";

const states = (overrides: Partial<Record<Phase, PhaseState>>) =>
  ({
    ...Object.fromEntries(PHASES.map((phase) => [phase, "waiting"])),
    ...overrides,
  }) as Record<Phase, PhaseState>;

describe("npm test's order (scripts/test.ts)", () => {
  it("starts the static checks together, first", () => {
    expect(readyPhases(states({}))).toEqual(["typecheck", "lint", "check:deployable"]);
  });

  it("starts the unit tests beside a linter still running, once the code compiles and deploys", () => {
    const now = states({ typecheck: "passed", "check:deployable": "passed", lint: "running" });
    expect(readyPhases(now)).toEqual(["test:unit"]);
  });

  it("keeps the browser journeys until every other check passed", () => {
    expect(AFTER["test:e2e"]).toEqual(PHASES.filter((phase) => phase !== "test:e2e"));
    const unitDone = states({
      typecheck: "passed",
      "check:deployable": "passed",
      "test:unit": "passed",
      lint: "running",
    });
    expect(readyPhases(unitDone)).toEqual([]);
    expect(readyPhases({ ...unitDone, lint: "passed" })).toEqual(["test:e2e"]);
  });

  it("never starts what waits on a failure", () => {
    const failed = states({ typecheck: "failed", lint: "passed", "check:deployable": "passed" });
    expect(readyPhases(failed)).toEqual([]);
    expect(blockedPhases(failed)).toEqual(["test:unit", "test:e2e"]);
    const lintFailed = states({
      typecheck: "passed",
      "check:deployable": "passed",
      lint: "failed",
      "test:unit": "running",
    });
    expect(blockedPhases(lintFailed)).toEqual(["test:e2e"]);
  });
});
