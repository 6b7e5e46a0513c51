import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpVerified, skipWelcomeTour, welcomeTour } from "./support/accounts.ts";
import { chooseLegends, expectCollagesSettled, writeBrief } from "./support/ideasJourney.ts";
import { readStoredSession } from "./support/sessionTokens.ts";
import { e2ePorts } from "./support/ports.ts";

/*
 * Accessibility (issue 20): axe-core's WCAG 2.1 A and AA rules find no serious or critical
 * violation on any page, for a visitor and for a signed-in account with a brief, ideas, a
 * campaign page, a deck and research, nor in the dialogs met on the way, in the light and the
 * dark appearance. axe-core is deterministic, so this is a check, not a score. Each page's
 * findings are soft failures: one run lists every page's problems, each with the rule, its
 * impact, what it asks for and the elements that break it.
 */

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
const DIALOG = '[role="dialog"]';

test.use({
  viewport: { width: 1280, height: 860 },
  permissions: ["clipboard-read", "clipboard-write"],
});

async function appearanceIs(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  await expect
    .poll(() => page.evaluate(() => document.querySelector(".radix-themes")?.className ?? ""))
    .toContain(scheme);
}

/**
 * Runs axe on the page (or only within `scope`, e.g. an open dialog) and records each serious or
 * critical violation as a soft failure that says how to find it. `dark` checks the dark
 * appearance too: it shares every component with the light one, so a few pages stand for all
 * (axe takes seconds a page on a busy machine).
 */
async function expectAccessible(
  page: Page,
  name: string,
  { scope, dark = false }: { scope?: string; dark?: boolean } = {},
) {
  // Nothing still arriving: no page loader, no skeleton standing in for what is on its way.
  await expect(page.getByText("Loading page…")).toHaveCount(0);
  if (!scope) await revealWholePage(page);
  const checked = scope ? page.locator(scope) : page.locator("body");
  await expect(checked.locator(".rt-Skeleton")).toHaveCount(0, { timeout: 30_000 });
  for (const scheme of dark ? (["light", "dark"] as const) : (["light"] as const)) {
    await appearanceIs(page, scheme);
    // Only violations are reported in full: listing every passing node is most of axe's time.
    // The dark appearance changes colours only, so its pass runs the contrast rule alone.
    let axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
    axe = scheme === "dark" ? axe.withRules(["color-contrast"]) : axe.withTags(WCAG_21_AA);
    if (scope) axe = axe.include(scope);
    const { violations } = await axe.analyze();
    const found = violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ""))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes
            .map((node) => `    at ${node.target.join(" ")}\n      ${node.failureSummary ?? ""}`)
            .join("\n"),
      );
    expect.soft(found, `${name}, ${scheme}: serious or critical axe violations`).toEqual([]);
  }
  if (dark) await appearanceIs(page, "light");
}

/**
 * Scrolls to the bottom a screen at a time, so every section that loads as it nears the
 * viewport (the home page's DeferredSection) is there for axe, then back to the top.
 */
async function revealWholePage(page: Page) {
  const scrollDown = () =>
    page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      const height = document.documentElement.scrollHeight;
      return { height, atBottom: window.scrollY + window.innerHeight >= height - 2 };
    });
  // Done once at the bottom and the page has stopped growing (sections arriving push it down).
  let last = { height: 0, atBottom: false };
  for (let step = 0; step < 120; step++) {
    const now = await scrollDown();
    if (now.atBottom && last.atBottom && now.height === last.height) break;
    last = now;
    await page.waitForTimeout(now.atBottom ? 500 : 100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
}

test("every page a visitor can reach has no serious accessibility violation", async ({ page }) => {
  test.setTimeout(300_000);
  await visit(page, "/");
  await revealWholePage(page);
  await expect(page.getByRole("region", { name: "Pick Your Legends" })).toBeAttached();
  await expectAccessible(page, "home (visitor)", { dark: true });

  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const signInDialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await expect(signInDialog).toBeVisible();
  await expectAccessible(page, "sign-in dialog", { scope: DIALOG, dark: true });
  await signInDialog.getByRole("tab", { name: "Sign Up" }).click();
  await expect(signInDialog.getByLabel("Confirm password")).toBeVisible();
  await expectAccessible(page, "sign-in dialog, Sign Up tab", { scope: DIALOG });
  await page.keyboard.press("Escape");
  await expect(signInDialog).toBeHidden();

  for (const [path, name, dark] of [
    ["/login", "login"],
    ["/register", "register"],
    ["/reset-password", "reset password"],
    ["/creative-legends/david-ogilvy", "legend profile", true],
    ["/pricing", "pricing (visitor)"],
    ["/discovery", "Discovery IQ (visitor)"],
    ["/my-ideas", "my ideas (visitor)"],
    ["/dashboard", "dashboard (visitor)"],
    ["/privacy", "privacy"],
    ["/terms", "terms", true],
    ["/help/built-in-studio", "built-in studio help"],
    ["/invite/not-a-real-invite", "invite with a bad token"],
    ["/no-such-page", "404"],
  ] as [string, string, boolean?][]) {
    await visit(page, path);
    await expectAccessible(page, name, { dark });
  }
});

/** Spends what is left on the account through the API, so the next request meets the prompt. */
async function spendTheRest(page: Page) {
  const badge = page.getByRole("banner").locator(".credits-badge");
  const balance = Number((await badge.innerText()).match(/\d+/)?.[0]);
  const { jwt } = await readStoredSession(page);
  for (let i = 0; i < balance; i++) {
    await page.request.post(`http://127.0.0.1:${e2ePorts().backend}/api/mutation`, {
      headers: { Authorization: `Bearer ${jwt}` },
      data: {
        path: "briefs/mutations:generate",
        format: "json",
        args: [{ brand: `Spent ${i}`, audience: "Anyone", message: "Anything", tone: "Calm" }],
      },
    });
  }
  await expect(badge).toContainText(/^0\D/);
}

test("every page and dialog of a signed-in admin's journey has no serious accessibility violation", async ({
  page,
  context,
}) => {
  // axe takes 3–30 s a page on the shared 2-core machine; the journey's jobs run meanwhile.
  test.setTimeout(600_000);
  await signUpVerified(
    page,
    context,
    { fullName: "Ada Auditor", email: "axe-admin@legendary.test", password: "axe-audit-secret-5" },
    { keepWelcomeTour: true },
  );
  await expect(welcomeTour(page)).toBeVisible();
  await expectAccessible(page, "welcome tour", { scope: DIALOG });
  await skipWelcomeTour(page);

  await page.getByRole("banner").getByRole("button", { name: "Account: Ada Auditor" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page, "account menu", { scope: '[role="menu"]' });
  await page.keyboard.press("Escape");

  // A brief, saved and shared.
  const brief = await writeBrief(page, "Lantern Lane Books", {
    audience: "Readers who browse after dark",
    message: "Open till midnight, with tea and a reading chair",
  });
  await expectAccessible(page, "home with a brief");
  await brief.getByRole("button", { name: "Save Brief" }).click();
  const naming = page.getByRole("dialog", { name: "Name your brief" });
  await expect(naming).toBeVisible();
  await expectAccessible(page, "name your brief dialog", { scope: DIALOG });
  await naming.getByLabel("Title").fill("Lantern Lane late nights");
  await naming.getByRole("button", { name: "Save brief" }).click();
  await expect(brief.getByText("Saved · version 1")).toBeVisible();
  await brief.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share with a colleague" });
  await expect(share).toBeVisible();
  await expectAccessible(page, "share with a colleague dialog", { scope: DIALOG });
  await page.keyboard.press("Escape");
  await expect(share).toBeHidden();

  // Legends and their ideas.
  const pickPanel = page.getByRole("region", { name: "Pick Your Legends" });
  await pickPanel.getByRole("button", { name: /legends$/ }).click();
  const picker = page.getByRole("dialog", { name: "Choose your legends" });
  await expect(picker).toBeVisible();
  await expectAccessible(page, "legend picker dialog", { scope: DIALOG });
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  const pick = await chooseLegends(page, ["David Ogilvy"]);
  await pick.getByRole("button", { name: "Get Creative Ideas" }).click();
  const board = page.getByRole("region", { name: "Ideas for this brief" });
  const column = board.getByRole("region", { name: "David Ogilvy", exact: true });
  await expect(column.getByRole("article")).toHaveCount(3, { timeout: 60_000 });
  await expectCollagesSettled(board);
  await expectAccessible(page, "brief page with ideas", { dark: true });

  const card = column.getByRole("article").first();
  await card.getByRole("button", { name: /^Details: / }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "idea dialog", { scope: DIALOG, dark: true });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // A public link to the idea: the page someone without an account opens.
  await card.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  const ideaShareUrl = await page.evaluate(() => navigator.clipboard.readText());

  // A deck, then a campaign page, from the same idea.
  await card.getByRole("button", { name: "Sell deck" }).click();
  const sell = page.getByRole("dialog", { name: "Sell deck" });
  await expect(sell).toBeVisible();
  await expectAccessible(page, "sell deck dialog", { scope: DIALOG });
  await sell.getByRole("button", { name: /Write (the|a new) deck/ }).click();
  await expect(page).toHaveURL(/\/decks\/[^/]+$/, { timeout: 30_000 });
  await expect(page.locator("article.deck")).toHaveAttribute("data-status", "ready", {
    timeout: 60_000,
  });
  await expectAccessible(page, "deck", { dark: true });
  await page.goBack();
  await expect(column.getByRole("article")).toHaveCount(3);
  await card.getByRole("button", { name: "Campaign It" }).click();
  const campaignPanel = page.getByRole("dialog", { name: "Generate Campaign Page" });
  await expect(campaignPanel).toBeVisible();
  await expectAccessible(page, "generate campaign page dialog", { scope: DIALOG });
  await campaignPanel.getByRole("button", { name: "Create campaign page" }).click();
  await expect(page).toHaveURL(/\/idea-page\/[^/]+$/, { timeout: 30_000 });
  const ads = page.getByRole("list", { name: "Ads" }).getByRole("article");
  await expect(ads).toHaveCount(3, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expectAccessible(page, "campaign page", { dark: true });

  // Research.
  await visit(page, "/discovery");
  const discovery = page.getByRole("form", { name: "Discovery IQ" });
  await expectAccessible(page, "Discovery IQ");
  await discovery
    .getByLabel("Your idea")
    .fill("A bookshop that stays open till midnight with tea and reading chairs");
  await discovery.getByRole("button", { name: "Run Discovery IQ" }).click();
  await expect(page).toHaveURL(/\/discovery\/[^/]+$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Audience segments" })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page, "Discovery IQ research");

  // The signed-in pages.
  await visit(page, "/");
  await revealWholePage(page);
  await expect(page.getByRole("region", { name: "Pick up where you left off" })).toBeAttached({
    timeout: 30_000,
  });
  await page.getByRole("region", { name: "Pick up where you left off" }).scrollIntoViewIfNeeded();
  await expectAccessible(page, "home (signed in)");
  for (const [path, name] of [
    ["/my-ideas", "my ideas"],
    ["/my-decks", "my decks"],
    ["/brands/manage", "brand profiles"],
    ["/pricing", "pricing (signed in)"],
    ["/account", "account"],
    ["/dev/mailbox", "dev mailbox"],
  ] as const) {
    await visit(page, path);
    await expectAccessible(page, name);
  }
  await visit(page, "/dashboard");
  for (const tab of ["Briefs", "Ideas", "Credits"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expectAccessible(page, `dashboard, ${tab} tab`);
  }
  await visit(page, "/admin");
  const accounts = page.getByRole("table", { name: "Accounts" });
  await expect(accounts.getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page, "admin console");
  await accounts
    .getByRole("button", { name: /^Adjust credits of / })
    .first()
    .click();
  const adjust = page.getByRole("dialog", { name: "Adjust Legend Credits" });
  await expect(adjust).toBeVisible();
  await expectAccessible(page, "adjust credits dialog", { scope: DIALOG });
  await page.keyboard.press("Escape");

  // Someone without an account opens the idea's public link.
  const guestContext = await page.context().browser()!.newContext();
  const guest = await guestContext.newPage();
  try {
    await guest.goto(new URL(ideaShareUrl).pathname);
    await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(guest, "shared idea (public)");
  } finally {
    await guestContext.close();
  }

  // Out of credits: 'More Legend Credits Needed'.
  await spendTheRest(page);
  await page.goto("/?showBrief=true");
  const form = page.getByRole("form", { name: "Creative brief" });
  await form.getByLabel("Brand", { exact: true }).fill("Lantern Lane Books");
  await form.getByLabel("Target audience").fill("Readers who browse after dark");
  await form.getByLabel("Key message").fill("Open till midnight");
  await form.getByLabel("Tone/style").fill("Warm");
  await form.getByRole("button", { name: "Generate Brief" }).click();
  const credits = page.getByRole("dialog", { name: "More Legend Credits Needed" });
  await expect(credits).toBeVisible();
  await expectAccessible(page, "credits dialog", { scope: DIALOG });
});
