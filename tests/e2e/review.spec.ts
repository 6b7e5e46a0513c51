import { expect, test } from "@playwright/test";
import { COLLEAGUE_ACCOUNT, DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import {
  acceptFromMailbox,
  chooseLegends,
  expectLegendsDone,
  inviteToBrief,
  saveBrief,
  writeBrief,
} from "./support/ideasJourney.ts";
import { webFontsReady } from "./support/screens.ts";

/*
 * Client review (issue 41), with two accounts and a signed-out visitor: the owner asks the
 * viewer (their client) to review an idea; the viewer comments and approves; the owner sees
 * both arrive live; a visitor comments through the idea's public link once comments are allowed,
 * and the box goes as soon as they are turned off.
 */

const LEGEND = ["David Ogilvy"] as const;
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

test("an owner asks a client to review an idea; the client comments and approves, live; a visitor comments through the link", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const permissions = ["clipboard-read", "clipboard-write"];
  const ownerContext = await browser.newContext({ viewport: WIDE, permissions });
  const clientContext = await browser.newContext({ viewport: WIDE });
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  const client = await clientContext.newPage();
  const visitor = await visitorContext.newPage();
  for (const page of [owner, client, visitor])
    page.on("pageerror", (error) => errors.push(error.message));
  await signIn(owner, DEMO_ACCOUNT);
  await signIn(client, COLLEAGUE_ACCOUNT);

  // The owner's brief, shared with the client as a viewer, and one legend's ideas.
  const title = `Review ${Date.now().toString(36)}`;
  const panel = await writeBrief(owner, "Quayside Ferries", {
    audience: "Island families who plan the week around the boat",
    message: "The crossing is the best part of the day",
  });
  await saveBrief(owner, panel, title);
  await inviteToBrief(owner, panel, COLLEAGUE_ACCOUNT.email);
  await acceptFromMailbox(client, COLLEAGUE_ACCOUNT.email, title);
  await expect(
    client.getByRole("region", { name: "Generated brief" }).getByRole("heading", { name: title }),
  ).toBeVisible({ timeout: 20_000 });
  await chooseLegends(owner, LEGEND);
  await owner
    .getByRole("region", { name: "Pick Your Legends" })
    .getByRole("button", { name: "Get Creative Ideas" })
    .click();
  await expectLegendsDone(owner, LEGEND);
  await expectLegendsDone(client, LEGEND);
  const ownerCard = owner
    .getByRole("region", { name: "Ideas for this brief" })
    .getByRole("article")
    .first();
  const campaign = (await ownerCard.getByRole("heading", { level: 4 }).textContent())!.trim();
  const clientCard = client
    .getByRole("region", { name: "Ideas for this brief" })
    .getByRole("article")
    .filter({ has: client.getByRole("heading", { level: 4, name: campaign }) });

  // The owner requests a review from the client.
  await ownerCard.getByRole("button", { name: /^Review: Draft/ }).click();
  await owner.getByRole("checkbox", { name: COLLEAGUE_ACCOUNT.fullName }).click();
  await owner.getByRole("button", { name: "Request review" }).click();
  await expect(ownerCard.getByRole("button", { name: /^Review: In review/ })).toBeVisible();
  await owner.keyboard.press("Escape");

  // The client sees it, live: the chip and the bell.
  await expect(clientCard.getByRole("button", { name: /^Review: In review/ })).toBeVisible();
  await expect(
    client.getByRole("banner").getByRole("button", { name: /^Notifications, \d+ unread$/ }),
  ).toBeVisible();

  // The client comments in the side panel and approves there.
  await clientCard.getByRole("button", { name: "Comments" }).click();
  const clientPanel = client.getByRole("dialog", { name: "Comments" });
  // The panel says which item it is about.
  await expect(clientPanel).toHaveAccessibleDescription(campaign);
  await expect(clientPanel.getByText("No comments yet.", { exact: false })).toBeVisible();
  // "@" opens the brief's members; typing narrows them, Enter picks.
  const clientBox = clientPanel.getByRole("textbox", { name: /Write a comment/ });
  await clientBox.pressSequentially("@Da");
  const mentions = clientPanel.getByRole("listbox", { name: "Mention a member" });
  await expect(mentions.getByRole("option", { name: `@${DEMO_ACCOUNT.fullName}` })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await clientBox.press("Enter");
  await expect(mentions).toBeHidden();
  await clientBox.pressSequentially("Love the line. Can we try it shorter?");
  await expect(clientBox).toHaveValue(
    `@${DEMO_ACCOUNT.fullName} Love the line. Can we try it shorter?`,
  );
  await clientPanel.getByRole("button", { name: "Comment", exact: true }).click();
  // Sent, the box empties (until then its text would match the comment's too).
  await expect(clientPanel.getByRole("textbox", { name: /Write a comment/ })).toHaveValue("");
  await expect(clientPanel.getByText("Love the line. Can we try it shorter?")).toBeVisible();
  await clientPanel.getByRole("button", { name: /^Review: In review/ }).click();
  await client
    .getByRole("textbox", { name: "Note (optional)" })
    .fill("Approved with the shorter line");
  await client.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(
    clientPanel.getByRole("button", { name: /^Review: Approved by Cole Colleague/ }),
  ).toBeVisible();
  await client.keyboard.press("Escape");
  await expect(client.getByRole("button", { name: "Approve", exact: true })).toBeHidden();

  // The panel at 1440 and 375 px.
  await webFontsReady(client);
  await client.screenshot({ path: "test-results/screenshots/review-panel-1440.png" });
  await client.setViewportSize(PHONE);
  await expectFitsNarrowScreens(client, "the comments panel");
  await client.screenshot({ path: "test-results/screenshots/review-panel-375.png" });
  // The @mention list at phone widths; Escape closes it and leaves the panel open.
  await clientBox.pressSequentially("@");
  await expect(mentions).toBeVisible();
  await expectFitsNarrowScreens(client, "the @mention list");
  await client.setViewportSize({ width: 320, height: 780 });
  await client.screenshot({ path: "test-results/screenshots/review-mention-320.png" });
  await clientBox.press("Escape");
  await expect(mentions).toBeHidden();
  await expect(clientPanel).toBeVisible();
  await clientBox.fill("");
  await client.setViewportSize(WIDE);

  // The owner sees both, live: the count on the card and the decision on the chip.
  await expect(ownerCard.getByRole("button", { name: "1 comment" })).toBeVisible();
  await expect(
    ownerCard.getByRole("button", { name: /^Review: Approved by Cole Colleague/ }),
  ).toBeVisible();
  await expect(
    owner.getByRole("banner").getByRole("button", { name: /^Notifications, \d+ unread$/ }),
  ).toBeVisible();

  // ... and the email, through the same mail path as invites (the dev mailbox offline).
  const mailbox = await ownerContext.newPage();
  await mailbox.goto("/dev/mailbox");
  await expect(
    mailbox
      .getByRole("article")
      .filter({ hasText: DEMO_ACCOUNT.email })
      .filter({
        has: mailbox.getByRole("heading", {
          name: `${COLLEAGUE_ACCOUNT.fullName} approved "${campaign}"`,
        }),
      })
      .first(),
  ).toBeVisible();
  await mailbox.close();

  // A visitor comments through the idea's public link once the owner allows it.
  await ownerCard.getByRole("button", { name: "Share", exact: true }).click();
  await expect(owner.getByText("Link copied")).toBeVisible();
  const shareUrl = await owner.evaluate(() => navigator.clipboard.readText());
  await visitor.goto(new URL(shareUrl).pathname);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("textbox", { name: "Your name" })).toHaveCount(0);
  // The switch sits in the idea's thread, where the owner reads what the link's visitors say.
  await ownerCard.getByRole("button", { name: "1 comment" }).click();
  const allow = owner
    .getByRole("dialog", { name: "Comments" })
    .getByRole("switch", { name: "Allow comments" });
  await allow.click();
  await expect(allow).toBeChecked();
  await owner.keyboard.press("Escape");
  const name = visitor.getByRole("textbox", { name: "Your name" });
  await expect(name).toBeVisible();
  await name.fill("Sam from Quayside");
  const box = visitor.getByRole("textbox", { name: /Write a comment for the team/ });
  await box.fill("<b>Bold</b> move — we like it");
  await visitor.getByRole("button", { name: "Comment", exact: true }).click();
  // The box empties once the comment is kept (the live list may show it a moment before).
  await expect(box).toHaveValue("");
  await expect(visitor.getByText("<b>Bold</b> move — we like it")).toBeVisible();
  await expectFitsNarrowScreens(visitor, "the shared page with comments");
  await visitor.screenshot({
    path: "test-results/screenshots/review-shared-375.png",
    fullPage: true,
  });

  // It joins the idea's thread, marked, for the owner.
  await expect(ownerCard.getByRole("button", { name: "2 comments" })).toBeVisible();
  await ownerCard.getByRole("button", { name: "2 comments" }).click();
  const ownerPanel = owner.getByRole("dialog", { name: "Comments" });
  await expect(ownerPanel.getByText("via public link")).toBeVisible();
  await expect(ownerPanel.getByRole("button", { name: "Resolve" }).first()).toBeVisible();

  // The owner answers the client's thread; the client's bell opens it from anywhere.
  await ownerPanel.getByRole("button", { name: "Reply", exact: true }).first().click();
  const replyForm = ownerPanel.locator("form").filter({
    has: owner.getByRole("textbox", { name: "Reply…" }),
  });
  await replyForm.getByRole("textbox").fill("A shorter line is on its way");
  await replyForm.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(ownerPanel.getByRole("textbox", { name: "Reply…" })).toHaveCount(0);
  await expect(ownerPanel.getByText("A shorter line is on its way")).toBeVisible();
  await client.keyboard.press("Escape");
  await expect(client.getByRole("dialog", { name: "Comments" })).toBeHidden();
  await client.goto("/dashboard");
  await client
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications, \d+ unread$/ })
    .click();
  await client
    .getByRole("button", { name: new RegExp(`^${DEMO_ACCOUNT.fullName} replied`) })
    .click();
  await expect(client).toHaveURL(/[?&]thread=idea(%3A|:)/);
  await expect(
    client.getByRole("dialog", { name: "Comments" }).getByText("A shorter line is on its way"),
  ).toBeVisible({ timeout: 20_000 });

  // Turned off, the visitor's box goes at once.
  await ownerPanel.getByRole("switch", { name: "Allow comments" }).click();
  await expect(visitor.getByRole("textbox", { name: "Your name" })).toHaveCount(0);

  expect(errors).toEqual([]);
  await ownerContext.close();
  await clientContext.close();
  await visitorContext.close();
});
