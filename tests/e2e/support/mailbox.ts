import { expect, type BrowserContext } from "@playwright/test";
import { captureAtWidths } from "./screens.ts";

/**
 * Opens /dev/mailbox in another tab of the same browser, as a person would, and reads the code
 * of the newest email to `to` whose subject matches. Optionally screenshots the mailbox.
 */
export async function readCodeFromMailbox(
  context: BrowserContext,
  { to, subject, screenshot }: { to: string; subject: RegExp; screenshot?: string },
): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("heading", { level: 1, name: "Mailbox" })).toBeVisible();
    const message = page
      .getByRole("article")
      .filter({ hasText: to })
      .filter({ has: page.getByRole("heading", { name: subject }) })
      .first();
    await expect(message).toBeVisible();
    const code = (await message.locator("code").first().textContent())?.trim() ?? "";
    expect(code).toMatch(/^\d{8}$/);
    if (screenshot) await captureAtWidths(page, screenshot);
    return code;
  } finally {
    await page.close();
  }
}
