import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpVerified } from "./support/accounts.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { webFontsReady } from "./support/screens.ts";

/*
 * Issue 43: a person makes an API key on /account (shown once, copied), an assistant uses it
 * on the site's own /mcp, the list shows the use, and revoking it stops the next call. The
 * section fits a 320–414 px phone.
 */

test.use({
  viewport: { width: 414, height: 860 },
  permissions: ["clipboard-read", "clipboard-write"],
});

async function mcpCall(request: APIRequestContext, key: string, name: string) {
  return await request.post("/mcp", {
    headers: {
      Authorization: `Bearer ${key}`,
      Accept: "application/json, text/event-stream",
    },
    data: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: {} } },
  });
}

test("an API key made on /account drives /mcp until it is revoked", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page, context, {
    fullName: "Kei Keymaker",
    email: "keys@legendary.test",
    password: "keys-secret-55",
  });
  await page.goto("/account");
  const section = page.getByRole("region", { name: "API keys" });
  await expect(section.getByText("No API keys yet.")).toBeVisible();
  await expect(section.getByText(/\/mcp$/)).toBeVisible();

  await section.getByLabel("Key name").fill("Claude Desktop");
  await section.getByRole("button", { name: "Create key" }).click();
  const shown = section.getByRole("status");
  await expect(shown).toContainText("It won't be shown again.");
  const key = (await shown.getByLabel("Your new API key").textContent()) ?? "";
  expect(key).toMatch(/^lgd_[A-Za-z0-9]{40}$/);
  await shown.getByRole("button", { name: "Copy key" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectFitsNarrowScreens(page, "the API keys section with a new key");
  await page.setViewportSize({ width: 320, height: 860 });
  await webFontsReady(page);
  await section.screenshot({ path: "test-results/screenshots/account-api-keys-320.png" });

  // The assistant's call, through the site's own address; the list shows the use, live.
  const answer = await mcpCall(request, key, "get_credits");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as {
    result: { structuredContent: { legendCredits: number } };
  };
  expect(body.result.structuredContent.legendCredits).toBeGreaterThanOrEqual(0);
  const item = section.getByRole("listitem").filter({ hasText: "Claude Desktop" });
  await expect(item).toContainText("Last used just now");

  await shown.getByRole("button", { name: "Done, I’ve saved it" }).click();
  await expect(section.getByText(key)).toHaveCount(0);
  await item.getByRole("button", { name: "Revoke Claude Desktop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(item.getByText("Revoked", { exact: true })).toBeVisible();
  const refused = await mcpCall(request, key, "get_credits");
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toMatch(/^Bearer /);
  await expectFitsNarrowScreens(page, "the API keys section with a revoked key");
});
