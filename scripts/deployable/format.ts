import type { Report } from "./types.ts";

/** The report as the terminal shows it: one line when deployable, each problem otherwise. */
export function formatReport({ modules, violations, unusedAllowances }: Report): {
  ok: boolean;
  text: string;
} {
  const problems = [
    ...violations.map((v) => `[${v.rule}] ${v.message}\n    ${v.chain.join("\n  → ")}`),
    ...unusedAllowances.map(
      (a) =>
        `[allowance] The allowance for ${a.call}() in ${a.via}, reached from ${a.module}, ` +
        `matches nothing any more: remove it from scripts/deployable/allowed.ts.`,
    ),
  ];
  if (problems.length === 0) {
    const total = modules.isolate + modules.node;
    return {
      ok: true,
      text: `convex/ is deployable: ${total} modules (${modules.isolate} default runtime, ${modules.node} node)`,
    };
  }
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return { ok: false, text: `${problems.join("\n\n")}\n\nconvex/ would not deploy: ${count}.` };
}
