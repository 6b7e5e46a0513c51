import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { E2E_BASE_PORTS, e2eDataDir, e2ePorts, e2eStack, e2eWorkers } from "../e2e/support/ports";

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../e2e");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("e2e ports", () => {
  it("shift every server by LEGENDARY_E2E_PORT_OFFSET", () => {
    expect(e2ePorts({})).toEqual({ backend: 3310, site: 3311, web: 5183, fixtureSite: 3312 });
    expect(e2ePorts({ LEGENDARY_E2E_PORT_OFFSET: "200" })).toEqual({
      backend: 3510,
      site: 3511,
      web: 5383,
      fixtureSite: 3512,
    });
  });

  it("give each Playwright worker its own stack; the stand-in website is shared", () => {
    expect(e2ePorts({ TEST_PARALLEL_INDEX: "1" })).toEqual({
      backend: 3330,
      site: 3331,
      web: 5203,
      fixtureSite: 3312,
    });
    expect(e2ePorts({ LEGENDARY_E2E_PORT_OFFSET: "200" }, 1).web).toBe(5403);
    expect(e2eStack({})).toBe(0);
    expect(e2eDataDir({ LEGENDARY_E2E_DATA: "/tmp/run", TEST_PARALLEL_INDEX: "1" })).toBe(
      path.join("/tmp/run", "stack-1"),
    );
    expect(() => e2eDataDir({})).toThrow(/LEGENDARY_E2E_DATA/);
  });

  it("run two workers unless told otherwise, and refuse a count that isn't 1–4", () => {
    expect(e2eWorkers({})).toBe(2);
    expect(e2eWorkers({ LEGENDARY_E2E_WORKERS: "1" })).toBe(1);
    for (const bad of ["0", "5", "two"]) {
      expect(() => e2eWorkers({ LEGENDARY_E2E_WORKERS: bad })).toThrow(/1 to 4/);
    }
  });

  it("refuse an offset that is not a small whole number", () => {
    for (const bad of ["-1", "1.5", "abc", "20000"]) {
      expect(() => e2ePorts({ LEGENDARY_E2E_PORT_OFFSET: bad })).toThrow(/whole number/);
    }
  });

  it("are never written as literals in a spec or helper, which would ignore the offset", () => {
    const literal = new RegExp(`\\b(${Object.values(E2E_BASE_PORTS).join("|")})\\b`);
    const offenders = sourceFiles(e2eDir)
      .filter((file) => path.basename(file) !== "ports.ts")
      .filter((file) => literal.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(e2eDir, file));
    expect(offenders).toEqual([]);
  });
});
