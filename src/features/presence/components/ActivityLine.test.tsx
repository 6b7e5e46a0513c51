import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { BriefActivity } from "../lib/types";
import { ActivityLine } from "./ActivityLine";

function job(n: number, overrides: Partial<BriefActivity> = {}): BriefActivity {
  return {
    jobId: `generationJobs:${n}` as Id<"generationJobs">,
    userId: "users:2" as Id<"users">,
    name: "Grace Hopper",
    legendName: "Bill Bernbach",
    isYou: false,
    ...overrides,
  };
}

function renderLine(activity: BriefActivity[]) {
  return render(
    <Theme>
      <ActivityLine activity={activity} />
    </Theme>,
  );
}

describe("ActivityLine", () => {
  it("says who is generating ideas with which legend", () => {
    renderLine([job(1)]);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Grace Hopper is generating ideas with Bill Bernbach…",
    );
  });

  it("gathers one person's legends into one line", () => {
    renderLine([
      job(1),
      job(2, { legendName: "David Ogilvy" }),
      job(3, { legendName: "Mary Wells Lawrence" }),
    ]);
    expect(
      screen.getByText(
        "Grace Hopper is generating ideas with Bill Bernbach, David Ogilvy and Mary Wells Lawrence…",
      ),
    ).toBeVisible();
  });

  it("leaves out the caller's own jobs, and says nothing when only those run", () => {
    renderLine([job(1, { isYou: true, name: "Ada Lovelace" })]);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
