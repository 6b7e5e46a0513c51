import { PHASES } from "../../scripts/test";
import { describe, expect, it } from "vitest";
import { SEED_FUNCTION_PATH } from "../../convex/system/seed";
import { deploymentVariables, readRepoFile } from "./support/repo";

/*
 * README's "Deploying" is the runbook a person follows to a production deployment (issue 13).
 * No test here can reach Convex Cloud, so this keeps the runbook true to the code it drives:
 * the seed function it runs, the variables it sets, and the production flag on every command
 * that writes to a deployment.
 */

function deployingSection(): string {
  const readme = readRepoFile("README.md");
  const start = readme.indexOf("## Deploying");
  expect(start).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

function scripts(): Record<string, string> {
  return (JSON.parse(readRepoFile("package.json")) as { scripts: Record<string, string> }).scripts;
}

/** Every `npx …` command the runbook gives, one per match. */
function commands(section: string): string[] {
  return [...section.matchAll(/npx [^`\n]+/g)].map((match) => match[0].trim());
}

describe("README's deployment runbook", () => {
  const section = deployingSection();
  const all = commands(section);

  it("seeds with the function the seed registers, on production", () => {
    expect(all).toContain(`npx convex run --prod ${SEED_FUNCTION_PATH}`);
  });

  it("sets the sign-in keys on production, with the public site address", () => {
    expect(
      all.some((c) => /^npx @convex-dev\/auth --prod --web-server-url https:\/\//.test(c)),
    ).toBe(true);
  });

  it("targets production in every command that writes to a deployment", () => {
    const writing = all.filter((c) => /^npx (convex (env set|run)|@convex-dev\/auth)\b/.test(c));
    expect(writing.length).toBeGreaterThanOrEqual(3);
    expect(writing.filter((c) => !c.includes("--prod"))).toEqual([]);
  });

  it("sets only variables the deployment reads", () => {
    const known = deploymentVariables();
    const set = [...section.matchAll(/npx convex env set --prod ([A-Z0-9_]+)/g)].map((m) => m[1]);
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((name) => !known.includes(name))).toEqual([]);
  });

  it("builds the web app against the deployment it pushes to", () => {
    expect(all).toContain(
      'npx convex deploy --cmd "npm run build" --cmd-url-env-var-name VITE_CONVEX_URL',
    );
    expect(scripts().build).toMatch(/vite build/);
  });

  it("is backed by the offline deployability check that npm test runs", () => {
    expect(section).toContain("npm run check:deployable");
    // npm test runs its phases through scripts/test.ts, the deployability check among them.
    expect(scripts().test).toBe("node --import tsx scripts/test.ts");
    expect(PHASES).toContain("check:deployable");
    expect(scripts()["check:deployable"]).toMatch(/scripts\/check-deployable\.ts/);
  });
});
