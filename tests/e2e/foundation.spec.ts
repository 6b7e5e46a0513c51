import { expect, test } from "@playwright/test";
import { e2ePorts } from "./support/ports.ts";
import { captureAtWidths } from "./support/screens.ts";

test.describe("foundation: the app runs against the local backend", () => {
  test("home page loads and settles the session", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Legendary" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Auth settled: the header's "checking sign-in" placeholder is gone.
    await expect(page.getByText("Checking sign-in…")).toHaveCount(0);
    expect(errors).toEqual([]);
    await captureAtWidths(page, "home");
  });

  test("footer links lead to real terms and privacy pages", async ({ page }) => {
    await page.goto("/");
    const legal = page.getByRole("navigation", { name: "Legal" });
    await legal.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/terms/i);
    await captureAtWidths(page, "terms");

    await page
      .getByRole("navigation", { name: "Legal" })
      .getByRole("link", { name: "Privacy Policy" })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/privacy/i);
    await captureAtWidths(page, "privacy");
  });

  test("an unknown address shows the 404 page with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("Error 404")).toBeVisible();
    await expect(page.getByText("/no/such/page")).toBeVisible();
    await captureAtWidths(page, "not-found");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/api paths reach the backend's HTTP actions through the dev server", async ({ page }) => {
    const missing = await page.request.get("/api/no-such-route");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("No HttpAction routed");
    // Auth's discovery document is served by the app's own convex/http.ts.
    const siteOrigin = `http://127.0.0.1:${e2ePorts().site}`;
    const discovery = await page.request.get(`${siteOrigin}/.well-known/openid-configuration`);
    expect((await discovery.json()) as { issuer: string }).toMatchObject({ issuer: siteOrigin });
  });
});
