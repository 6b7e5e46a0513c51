/**
 * The steps of the ideas journey as a person takes them, shared by tests/e2e/ideas.spec.ts and
 * the render benchmark (bench/ideasRender.ts): a new brief, legends, their ideas.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export const THREE_LEGENDS = ["David Ogilvy", "Bill Bernbach", "Lee Clow"] as const;

/**
 * Writes a new, unsaved brief with the offline studio. Journeys on the same account pass their
 * own audience and message: the studio's ideas follow them, and two journeys with the same facts
 * would pitch same-named ideas into one legend's list.
 */
export async function writeBrief(
  page: Page,
  brand: string,
  {
    audience = "Commuters who take their first cup seriously",
    message = "Roasted this week, at your door before you wake",
  }: { audience?: string; message?: string } = {},
) {
  await page.goto("/?showBrief=true");
  const form = page.getByRole("form", { name: "Creative brief" });
  await form.getByLabel("Brand", { exact: true }).fill(brand);
  await form.getByLabel("Target audience").fill(audience);
  await form.getByLabel("Key message").fill(message);
  await form.getByLabel("Tone/style").fill("Warm, witty");
  await form.getByRole("button", { name: "Generate Brief" }).click();
  const panel = page.getByRole("region", { name: "Generated brief" });
  await expect(panel.getByRole("heading", { level: 1 })).toContainText("Creative Brief", {
    timeout: 30_000,
  });
  return panel;
}

/** Ticks the legends in the picker (leaving ticked ones as they are) and confirms. */
export async function chooseLegends(page: Page, names: readonly string[]) {
  const panel = page.getByRole("region", { name: "Pick Your Legends" });
  await panel.getByRole("button", { name: /legends$/ }).click();
  const picker = page.getByRole("dialog", { name: "Choose your legends" });
  const search = picker.getByPlaceholder("Search creative legends...");
  for (const name of names) {
    await search.fill(name.split(" ")[1]);
    const checkbox = page.getByRole("checkbox", { name, exact: true });
    if (!(await checkbox.isChecked())) {
      await picker.locator("label").filter({ has: checkbox }).click();
    }
    await expect(checkbox).toBeChecked();
  }
  await picker.getByRole("button", { name: "Confirm selection" }).click();
  await expect(picker).toBeHidden();
  for (const name of names) {
    await expect(panel.getByRole("link", { name })).toBeVisible();
  }
  return panel;
}

/** Every legend's column holds its three ideas, and its job is done. */
export async function expectLegendsDone(page: Page, names: readonly string[]) {
  const board = page.getByRole("region", { name: "Ideas for this brief" });
  for (const name of names) {
    const column = board.getByRole("region", { name, exact: true });
    await expect(column.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
    await expect(column).toHaveAttribute("data-job-status", "succeeded");
  }
  return board;
}

/** The collages the ideas started are drawn, so their work doesn't spill into the next round. */
export async function expectCollagesSettled(board: Locator) {
  await expect(board.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
}

/** Saves the brief on `panel` under `title` (the 'Name your brief' dialog). */
export async function saveBrief(page: Page, panel: Locator, title: string) {
  await panel.getByRole("button", { name: "Save Brief" }).click();
  const naming = page.getByRole("dialog", { name: "Name your brief" });
  await naming.getByLabel("Title").fill(title);
  await naming.getByRole("button", { name: "Save brief" }).click();
  await expect(panel.getByText("Saved · version 1")).toBeVisible();
}

/** Invites `email` to the saved brief on `panel` as a viewer ('Share with a colleague'). */
export async function inviteToBrief(page: Page, panel: Locator, email: string) {
  await panel.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share with a colleague" });
  await share.getByLabel("Colleague’s email").fill(email);
  await share.getByRole("button", { name: "Send invite" }).click();
  await expect(share.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await share.getByRole("button", { name: "Done" }).click();
}

/** The invitee opens the newest invitation to `briefTitle` in the dev mailbox and follows it. */
export async function acceptFromMailbox(page: Page, email: string, briefTitle: string) {
  await page.goto("/dev/mailbox");
  const message = page
    .getByRole("article")
    .filter({ hasText: email })
    .filter({ has: page.getByRole("heading", { name: `shared the brief "${briefTitle}"` }) })
    .first();
  await expect(message).toBeVisible();
  await message.getByRole("link", { name: /\/invite\// }).click();
}
