import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/renderWithRouter";
import { NotFoundPage } from "./NotFoundPage";

describe("NotFoundPage", () => {
  it("says the page doesn't exist, names the path, and links home", async () => {
    const { router } = renderRoutes(
      [
        { path: "/", element: <p>Home page</p> },
        { path: "*", element: <NotFoundPage /> },
      ],
      "/campaigns/old-link",
    );

    expect(
      screen.getByRole("heading", { level: 1, name: /never made it past the brief/i }),
    ).toBeInTheDocument();
    expect(screen.getByText("/campaigns/old-link")).toBeInTheDocument();

    const home = screen.getByRole("link", { name: "Back to home" });
    expect(home).toHaveAttribute("href", "/");

    await userEvent.click(home);
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
