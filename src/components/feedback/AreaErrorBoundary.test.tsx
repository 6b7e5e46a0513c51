import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { AreaErrorBoundary } from "./AreaErrorBoundary";

let failure: Error | null = null;

function Flaky() {
  if (failure) throw failure;
  return <p>Legends loaded</p>;
}

function renderArea(props: Partial<React.ComponentProps<typeof AreaErrorBoundary>> = {}) {
  return render(
    <Theme>
      <p>Rest of the page</p>
      <AreaErrorBoundary area="Featured legends" {...props}>
        <Flaky />
      </AreaErrorBoundary>
    </Theme>,
  );
}

describe("AreaErrorBoundary", () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the test expects them.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    failure = null;
    vi.restoreAllMocks();
  });

  it("contains a failing child, shows the server's message, and recovers on retry", async () => {
    failure = new ConvexError({
      code: "LEGENDS_FAILED",
      message: "Failed to fetch creative legends",
    });
    const onReset = vi.fn();
    renderArea({ onReset });

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Featured legends couldn’t be shown.");
    expect(alert).toHaveTextContent("Failed to fetch creative legends");
    expect(screen.getByText("Rest of the page")).toBeInTheDocument();

    failure = null;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText("Legends loaded")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("hides a bug's raw message behind the generic wording", () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'name')");
    renderArea();

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong. Please try again.");
    expect(alert).not.toHaveTextContent("Cannot read properties");
  });

  it("shows the failure again if retrying fails", async () => {
    failure = new Error("still broken");
    renderArea();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });

  it("tries again by itself when a reset key changes", () => {
    failure = new Error("bad id");
    const { rerender } = renderArea({ resetKeys: ["idea-1"] });
    expect(screen.getByRole("alert")).toBeInTheDocument();

    failure = null;
    rerender(
      <Theme>
        <p>Rest of the page</p>
        <AreaErrorBoundary area="Featured legends" resetKeys={["idea-2"]}>
          <Flaky />
        </AreaErrorBoundary>
      </Theme>,
    );
    expect(screen.getByText("Legends loaded")).toBeInTheDocument();
  });
});
