import { expect, test } from "@playwright/test";
import { COLLEAGUE_ACCOUNT, DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import {
  expectCollagesSettled,
  expectLegendsDone,
  acceptFromMailbox,
  chooseLegends,
  THREE_LEGENDS,
  writeBrief,
} from "./support/ideasJourney.ts";
import {
  captureAtWidths,
  captureDialogAtWidths,
  captureElementAtWidths,
  VIEWPORTS,
} from "./support/screens.ts";

/*
 * Colleagues on a brief (issue 14), in two browsers with two accounts: the demo owner shares a
 * saved brief with the seeded colleague, who accepts from the email link in /dev/mailbox; both
 * watch the owner's three legends pitch live; the viewer cannot generate (and is told why) until
 * the owner makes them an editor; a sell deck the owner writes is theirs to read, live; the owner
 * removes them and their open page changes at once.
 */

const COLLEAGUE = COLLEAGUE_ACCOUNT;

test("an owner shares a brief; the colleague joins from the email, watches live, and loses access live", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const ownerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const colleagueContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const owner = await ownerContext.newPage();
  const colleague = await colleagueContext.newPage();
  for (const page of [owner, colleague])
    page.on("pageerror", (error) => errors.push(error.message));
  await signIn(owner, DEMO_ACCOUNT);
  await signIn(colleague, COLLEAGUE);

  // The owner writes and saves a brief.
  const title = `Team pitch ${Date.now().toString(36)}`;
  const panel = await writeBrief(owner, "Harbour Lane Bakery", {
    audience: "Night-shift nurses who want something warm at 6 a.m.",
    message: "Baked overnight, ready when your shift ends",
  });
  await panel.getByRole("button", { name: "Save Brief" }).click();
  const naming = owner.getByRole("dialog", { name: "Name your brief" });
  await naming.getByLabel("Title").fill(title);
  await naming.getByRole("button", { name: "Save brief" }).click();
  await expect(panel.getByText("Saved · version 1")).toBeVisible();

  // 'Share with a colleague': the spec's email messages, then an invite as a viewer.
  await panel.getByRole("button", { name: "Share", exact: true }).click();
  const share = owner.getByRole("dialog", { name: "Share with a colleague" });
  const email = share.getByLabel("Colleague’s email");
  await share.getByRole("button", { name: "Send invite" }).click();
  await expect(share.getByText("Please enter an email address")).toBeVisible();
  await email.fill("not-an-email");
  await share.getByRole("button", { name: "Send invite" }).click();
  await expect(share.getByText("Please enter a valid email address")).toBeVisible();
  await email.fill(DEMO_ACCOUNT.email);
  await share.getByRole("button", { name: "Send invite" }).click();
  await expect(share.getByText("You already have this brief.", { exact: false })).toBeVisible();
  await email.fill(COLLEAGUE.email);
  await expect(share.getByRole("radio", { name: "can view" })).toBeChecked();
  await share.getByRole("button", { name: "Send invite" }).click();
  await expect(share.getByText(`Invitation sent to ${COLLEAGUE.email}.`)).toBeVisible();
  await captureDialogAtWidths(owner, "sharing-invite");
  await owner.setViewportSize(VIEWPORTS.desktop);
  await share.getByRole("button", { name: "Done" }).click();

  // The colleague follows the link in the email and lands on the brief, as a viewer.
  await acceptFromMailbox(colleague, COLLEAGUE.email, title);
  const panelB = colleague.getByRole("region", { name: "Generated brief" });
  await expect(panelB.getByRole("heading", { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(panelB.getByText("Can view", { exact: true })).toBeVisible();
  await expect(panelB.getByText(`Shared by ${DEMO_ACCOUNT.fullName}`)).toBeVisible();
  // Read-only for a viewer (issue 39): the facts don't take typing, a note says why, and
  // nothing is offered that the server would refuse.
  await expect(panelB.getByRole("button", { name: "Update Brief" })).toHaveCount(0);
  await expect(panelB.getByRole("tab", { name: "Edit" })).toHaveCount(0);
  const formB = colleague.getByRole("form", { name: "Creative brief" });
  await expect(formB.getByText(/^You're a viewer on this brief/)).toBeVisible();
  const brandB = formB.getByLabel("Brand", { exact: true });
  await expect(brandB).not.toBeEditable();
  await expect(formB.getByLabel("Key message")).not.toBeEditable();
  await expect(formB.getByRole("button", { name: /Brief$/ })).toHaveCount(0);
  await captureElementAtWidths(colleague, formB, "sharing-viewer-brief-form");
  await colleague.setViewportSize(VIEWPORTS.desktop);
  // It is listed under 'Shared with me' in their brief menu.
  await colleague.getByRole("button", { name: "Your briefs" }).click();
  await expect(
    colleague.getByRole("menuitem", { name: new RegExp(`^${title}.*Dana Demo · can view`) }),
  ).toBeVisible();
  await colleague.keyboard.press("Escape");

  // The owner's page shows who has access; the list opens from the initials.
  await expect(
    panel.getByRole("button", { name: /^People with access: You, Cole Colleague/ }),
  ).toBeVisible();
  await panel.getByRole("button", { name: /^People with access/ }).click();
  const people = owner.getByRole("dialog", { name: "Share with a colleague" });
  const list = people.getByRole("list", { name: "People with access" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Owner");
  await captureDialogAtWidths(owner, "sharing-members", list);
  await owner.setViewportSize(VIEWPORTS.desktop);
  await people.getByRole("button", { name: "Done" }).click();

  // Both see each other on the brief.
  const presenceA = owner.getByRole("group", { name: /On this brief now/ });
  await expect(presenceA).toHaveAccessibleName(/Cole Colleague/, { timeout: 20_000 });
  await expect(colleague.getByRole("group", { name: /On this brief now/ })).toHaveAccessibleName(
    /Dana Demo/,
  );

  // A viewer can't generate, and is told why.
  const pickB = colleague.getByRole("region", { name: "Pick Your Legends" });
  await expect(pickB.getByRole("button", { name: "Get Creative Ideas" })).toBeDisabled();
  await expect(pickB.getByText(/^Only editors can generate ideas and visuals/)).toBeVisible();

  // The owner's three legends pitch; the colleague watches every idea arrive.
  await chooseLegends(owner, THREE_LEGENDS);
  await owner
    .getByRole("region", { name: "Pick Your Legends" })
    .getByRole("button", { name: "Get Creative Ideas" })
    .click();
  const boardB = colleague.getByRole("region", { name: "Ideas for this brief" });
  await expect(boardB).toBeVisible();
  await captureElementAtWidths(
    colleague,
    colleague.locator(".brief-presence").first(),
    "sharing-presence",
  );
  await colleague.setViewportSize(VIEWPORTS.desktop);
  await expectLegendsDone(owner, THREE_LEGENDS);
  await expectLegendsDone(colleague, THREE_LEGENDS);
  // A viewer's visual buttons are off too.
  await expect(boardB.getByRole("button", { name: "Generate visual" }).first()).toBeDisabled();
  await expectFitsNarrowScreens(colleague, "a viewer's shared brief");
  await captureAtWidths(colleague, "sharing-viewer");
  await colleague.setViewportSize(VIEWPORTS.desktop);

  // A sell deck the owner writes on an idea is the team's (issue 17): the viewer finds it from
  // the idea's 'Sell deck' panel (read-only for them), opens it, and watches the owner's edit land.
  const briefUrl = colleague.url();
  const ideaB = boardB.getByRole("article").first();
  const campaign = (await ideaB.getByRole("heading", { level: 4 }).textContent())!.trim();
  const ownerDeck = await ownerContext.newPage();
  await ownerDeck.goto("/my-ideas");
  const ideaA = ownerDeck
    .getByRole("article")
    .filter({ has: ownerDeck.getByRole("heading", { level: 2, name: campaign }) })
    .first();
  await ideaA.getByRole("button", { name: "Sell deck" }).click();
  await ownerDeck
    .getByRole("dialog", { name: "Sell deck" })
    .getByRole("button", { name: /^Write (the|a new) deck$/ })
    .click();
  await expect(ownerDeck.locator("article.deck")).toHaveAttribute("data-status", "ready", {
    timeout: 60_000,
  });
  const deckTitle = (await ownerDeck.locator("#deck-title").textContent())!.trim();
  await ideaB.getByRole("button", { name: "Sell deck" }).click();
  const sellB = colleague.getByRole("dialog", { name: "Sell deck" });
  await expect(sellB.getByText(/^Only editors can/)).toBeVisible();
  await expect(sellB.getByRole("button", { name: /^Write/ })).toHaveCount(0);
  await sellB.getByRole("link", { name: deckTitle }).first().click();
  await expect(colleague).toHaveURL(ownerDeck.url());
  const slideB = colleague.getByRole("region", { name: "Selected slide" });
  await expect(slideB.getByText(/^You can read this deck/)).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Edit slide" })).toHaveCount(0);
  await ownerDeck.getByRole("button", { name: "Edit slide" }).click();
  await ownerDeck.getByRole("textbox", { name: "Title" }).fill("What the team will see first");
  await ownerDeck.getByRole("button", { name: "Save slide" }).click();
  await expect(slideB.getByRole("heading", { level: 2 })).toHaveText(
    "What the team will see first",
  );
  await ownerDeck.close();
  await colleague.goto(briefUrl);
  await expect(panelB.getByRole("heading", { name: title })).toBeVisible({ timeout: 20_000 });

  // The owner makes them an editor: their Get Creative Ideas wakes up without a reload.
  await panel.getByRole("button", { name: /^People with access/ }).click();
  await people.getByRole("combobox", { name: "Role of Cole Colleague" }).click();
  await owner.getByRole("option", { name: "Can edit" }).click();
  await expect(panelB.getByText("Can edit", { exact: true })).toBeVisible();
  await expect(pickB.getByText(/^Only editors can generate/)).toHaveCount(0);
  await expect(brandB).toBeEditable();
  await expect(panelB.getByRole("button", { name: "Update Brief" })).toBeVisible();

  // The owner removes them: the colleague's open page says so at once.
  await people.getByRole("button", { name: "Remove Cole Colleague" }).click();
  const confirm = owner.getByRole("alertdialog", { name: "Remove Cole Colleague?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(
    people.getByRole("list", { name: "People with access" }).getByRole("listitem"),
  ).toHaveCount(1);
  const gone = colleague
    .getByRole("alert")
    .filter({ hasText: "You no longer have access to this brief" });
  await expect(gone).toBeVisible();
  await expect(colleague.getByRole("region", { name: "Ideas for this brief" })).toHaveCount(0);
  await expectFitsNarrowScreens(colleague, "the no-access state");
  await captureElementAtWidths(colleague, gone, "sharing-no-access");
  // 'Start a new brief' gives them their own blank page back.
  await colleague.setViewportSize(VIEWPORTS.desktop);
  await gone.getByRole("button", { name: "Start a new brief" }).click();
  await expect(colleague.getByRole("form", { name: "Creative brief" })).toBeVisible();

  // The owner's collages are drawn, so their work doesn't spill into the next journey.
  await expectCollagesSettled(owner.getByRole("region", { name: "Ideas for this brief" }));
  expect(errors).toEqual([]);
  await ownerContext.close();
  await colleagueContext.close();
});
