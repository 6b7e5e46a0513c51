import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  DEMO_ACCOUNT,
  signIn,
  signUpVerified,
  skipWelcomeTour,
  welcomeTour,
} from "./support/accounts.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { e2ePorts } from "./support/ports.ts";
import { captureAtWidths, captureDialogAtWidths, VIEWPORTS } from "./support/screens.ts";
import { readStoredSession } from "./support/sessionTokens.ts";

/*
 * Colleagues on a brief (issue 14), from the invitee's side: the demo owner shares a brief (the
 * share dialog is another journey's; here through POST /api/send-invite, as it does), the
 * invitee follows the emailed link from the development mailbox signed out, signs in on the
 * invite page and lands on the brief. Someone else's invite and a broken link each get their
 * own page. The owner's side of a pending invitation (issue 39): listed in the share dialog,
 * 'Already invited — resend?' instead of a silent second email, resent, withdrawn, and every
 * replaced or withdrawn link dead.
 */

const BRIEF_TITLE = `Oat & Co spring launch ${Date.now()}`;
const BRIEF_LINE = "Invite journey: oat milk for people who hate mornings.";

/** Saves a brief as the signed-in demo owner through the backend's HTTP API; its id. */
async function saveBrief(
  request: APIRequestContext,
  jwt: string,
  title = BRIEF_TITLE,
): Promise<string> {
  const response = await request.post(`http://127.0.0.1:${e2ePorts().backend}/api/mutation`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: {
      path: "briefs/mutations:save",
      format: "json",
      args: [
        {
          title,
          brand: "Oat & Co",
          audience: "Commuters in their twenties",
          message: "Mornings, made bearable",
          tone: "Warm and wry",
          content: `# ${title}\n\n${BRIEF_LINE}`,
        },
      ],
    },
  });
  const body = (await response.json()) as { status: string; value?: { briefId: string } };
  expect(body.status, JSON.stringify(body)).toBe("success");
  return body.value!.briefId;
}

/** The path of the newest invitation link emailed to `to`, read in /dev/mailbox on `page`. */
async function newestInvitePath(page: Page, to: string): Promise<string> {
  await page.goto("/dev/mailbox");
  const message = page.getByRole("article").filter({ hasText: to }).first();
  const link = message.getByRole("link", { name: /\/invite\// });
  return new URL((await link.textContent())!.trim()).pathname;
}

async function sendInvite(page: Page, jwt: string, body: Record<string, string>) {
  const response = await page.request.post("/api/send-invite", {
    headers: { Authorization: `Bearer ${jwt}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Follows the newest invitation to `to` from /dev/mailbox, as its clickable link. */
async function followInviteFromMailbox(page: Page, to: string) {
  await page.goto("/dev/mailbox");
  const message = page.getByRole("article").filter({ hasText: to }).first();
  await expect(message).toBeVisible();
  await message.getByRole("link", { name: /\/invite\// }).click();
  await expect(page).toHaveURL(/\/invite\/[A-Za-z0-9_-]+$/);
}

test("an invitee follows the emailed link, signs in on the page and lands on the brief", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const invitee = {
    fullName: "Ivy Invitee",
    email: `ivy.${Date.now()}@example.com`,
    password: "invite-secret",
  };
  const other = `someone.${Date.now()}@example.com`;

  // The invitee has an account (made in its own browser, then left).
  const inviteeContext = await browser.newContext();
  await signUpVerified(await inviteeContext.newPage(), inviteeContext, invitee);
  await inviteeContext.close();

  // The owner shares a brief with them as an editor, and another with someone else.
  await signIn(page, DEMO_ACCOUNT);
  const { jwt } = await readStoredSession(page);
  expect(jwt).not.toBeNull();
  const briefId = await saveBrief(page.request, jwt!);
  await sendInvite(page, jwt!, { email: invitee.email, briefId, role: "editor" });
  await sendInvite(page, jwt!, { email: other, briefId });

  // --- Someone else's invite, opened by the owner: the someone-else page -------------------
  await followInviteFromMailbox(page, other);
  await expect(
    page.getByRole("heading", { level: 1, name: "This invite is for someone else" }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/It was sent to/)).toContainText(DEMO_ACCOUNT.email);
  await expectFitsNarrowScreens(page, "the someone-else invite page");
  await captureAtWidths(page, "invite-someone-else");

  // Switching account stays here and shows the invitation signed out.
  await page.getByRole("button", { name: "Sign out and switch account" }).click();
  await expect(page.getByRole("button", { name: "Sign in to join" })).toBeVisible();
  await expect(page).toHaveURL(/\/invite\//);

  // --- The invitee, signed out, follows their link ------------------------------------------
  await page.setViewportSize(VIEWPORTS.desktop);
  await followInviteFromMailbox(page, invitee.email);
  const inviteUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: `Join “${BRIEF_TITLE}”` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/invited you to the brief/)).toContainText(
    `${DEMO_ACCOUNT.fullName} invited you to the brief “${BRIEF_TITLE}” — you can edit it.`,
  );
  await expect(page.getByText(/^i\*\*\*@example\.com$/)).toBeVisible();
  await expectFitsNarrowScreens(page, "the signed-out invite page");
  await captureAtWidths(page, "invite-signed-out");

  await page.getByRole("button", { name: "Sign in to join" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await dialog.getByLabel("Email").fill(invitee.email);
  await dialog.getByLabel("Password", { exact: true }).fill(invitee.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();

  // Joined in place, then the home page opens the brief.
  await expect(page.getByText(`You joined "${BRIEF_TITLE}"`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  if (await welcomeTour(page).isVisible()) await skipWelcomeTour(page);
  await expect(
    page
      .getByRole("region", { name: "Generated brief" })
      .getByRole("heading", { level: 3, name: BRIEF_TITLE }),
  ).toBeVisible({ timeout: 30_000 });
  await captureAtWidths(page, "invite-joined");

  // The same link again: it has been used, by them, so it simply takes them back to the brief.
  await page.goto(inviteUrl);
  await expect(page).toHaveURL(/\/(\?.*)?$/, { timeout: 20_000 });
  await expect(
    page
      .getByRole("region", { name: "Generated brief" })
      .getByRole("heading", { level: 3, name: BRIEF_TITLE }),
  ).toBeVisible({ timeout: 30_000 });

  // Anyone else who gets hold of the link now is told it was used.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(inviteUrl);
  await expect(
    stranger.getByRole("heading", { level: 1, name: "This invite has already been used" }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(stranger.getByText(/Each invitation works once/)).toBeVisible();
  await strangerContext.close();
});

test("a broken invite link says it isn't valid and offers the way on", async ({ page }) => {
  await page.goto("/invite/not-a-real-token");
  await expect(
    page.getByRole("heading", { level: 1, name: "This invite link isn’t valid" }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Go to Legendary" })).toHaveAttribute("href", "/");
  await expectFitsNarrowScreens(page, "the invalid invite page");
  await captureAtWidths(page, "invite-unknown");
});

test("the owner sees a pending invite, is asked before resending it, and withdraws it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Oat & Co pending ${Date.now()}`;
  const pending = `pending.${Date.now()}@example.com`;
  await signIn(page, DEMO_ACCOUNT);
  const { jwt } = await readStoredSession(page);
  const briefId = await saveBrief(page.request, jwt!, title);
  const mailbox = await page.context().newPage();
  const stranger = await (await browser.newContext()).newPage();
  const expectDead = async (path: string) => {
    await stranger.goto(path);
    await expect(
      stranger.getByRole("heading", { level: 1, name: "This invite link isn’t valid" }),
    ).toBeVisible();
  };

  // Invited once, the address is listed as pending beside the members.
  await page.goto(`/?briefId=${briefId}`);
  const panel = page.getByRole("region", { name: "Generated brief" });
  await panel.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share with a colleague" });
  const email = share.getByLabel("Colleague’s email");
  await email.fill(pending);
  await share.getByRole("button", { name: "Send invite" }).click();
  await expect(share.getByText(`Invitation sent to ${pending}.`)).toBeVisible();
  const list = share.getByRole("list", { name: "Pending invitations" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText(
    `${pending}Can view · Sent just now · expires in 7 days`,
  );
  const first = await newestInvitePath(mailbox, pending);

  // The same address again: asked, not sent; Resend sends a fresh link with the role chosen now.
  await email.fill(pending);
  await share.getByRole("radio", { name: "can edit" }).click();
  await share.getByRole("button", { name: "Send invite" }).click();
  const prompt = share.getByRole("alert").filter({ hasText: "Already invited — resend?" });
  await expect(prompt).toBeVisible();
  await share.screenshot({ path: "test-results/screenshots/sharing-already-invited.png" });
  await prompt.getByRole("button", { name: "Resend" }).click();
  await expect(share.getByText(`Invitation sent again to ${pending}.`)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Can edit");
  await expect.poll(() => newestInvitePath(mailbox, pending)).not.toBe(first);
  const second = await newestInvitePath(mailbox, pending);
  await expectDead(first);
  await captureDialogAtWidths(page, "sharing-pending", list);
  await page.setViewportSize({ width: 375, height: 812 });
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/sharing-pending-375.png" });
  await page.setViewportSize(VIEWPORTS.desktop);

  // Withdrawn: gone from the list at once, and the link in their inbox is dead.
  await list.getByRole("button", { name: `Withdraw ${pending}` }).click();
  const confirm = page.getByRole("alertdialog", {
    name: `Withdraw the invitation to ${pending}?`,
  });
  await confirm.getByRole("button", { name: "Withdraw" }).click();
  await expect(share.getByText(`Invitation to ${pending} withdrawn.`)).toBeVisible();
  await expect(list).toHaveCount(0);
  await expectDead(second);
  await stranger.context().close();
  await mailbox.close();
});
