import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, expectAppError, type TestApp } from "../test.setup";
import {
  finishScheduled,
  outbox,
  userEmail,
  setupReview,
  useReviewEnv,
} from "../comments/review.fixtures";
import { writesMention } from "../comments/model";
import { notificationEmail } from "./emailText";

/** Issue 41: the inbox (mentions, replies, review requests and decisions) and its emails. */

useReviewEnv();
const setup = setupReview;

async function nameOf(t: TestApp, userId: Id<"users">) {
  return (await t.run(async (ctx) => await ctx.db.get("users", userId)))?.fullName ?? "";
}

const inbox = (t: TestApp, userId: Id<"users">) =>
  asUser(t, userId).query(api.notifications.queries.list, {});
const unread = (t: TestApp, userId: Id<"users">) =>
  asUser(t, userId).query(api.notifications.queries.unread, {});

describe("mentions", () => {
  it("reads whole @names only", () => {
    expect(writesMention("Thanks @Ann Lee!", "Ann Lee")).toBe(true);
    expect(writesMention("cc @test user 1", "Test User 1")).toBe(true);
    expect(writesMention("cc @Test User 12", "Test User 1")).toBe(false);
    expect(writesMention("mail ann@annlee.com", "Ann")).toBe(false);
    expect(writesMention("@", "")).toBe(false);
  });

  it("notifies members named by @Name or by id, never strangers or the author, and emails them", async () => {
    const { t, w } = await setup();
    const viewerName = await nameOf(t, w.viewer);
    await asUser(t, w.owner).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: `@${viewerName} what do you think? <b>bold</b>`,
      mentions: [w.editor, w.stranger, w.owner, "garbage"],
    });
    const rows = await t.run(async (ctx) => await ctx.db.query("comments").take(5));
    expect(new Set(rows[0]?.mentions)).toEqual(new Set([w.viewer, w.editor, w.owner]));
    for (const userId of [w.viewer, w.editor]) {
      const [note] = await inbox(t, userId);
      expect(note).toMatchObject({
        kind: "mention",
        read: false,
        targetType: "idea",
        targetId: w.ideaId,
      });
      expect(note?.path).toContain(`thread=idea%3A${w.ideaId}`);
      expect(await unread(t, userId)).toEqual({ count: 1, capped: false });
    }
    expect(await inbox(t, w.owner)).toEqual([]);
    expect(await inbox(t, w.stranger)).toEqual([]);
    await finishScheduled(t);
    const mail = await outbox(t);
    const to = mail.map((m) => m.to).sort();
    expect(to).toEqual([await userEmail(t, w.editor), await userEmail(t, w.viewer)].sort());
    expect(mail[0]?.subject).toMatch(/mentioned you on/);
    expect(mail[0]?.text).toContain(`http://localhost:5173/?briefId=${w.briefId}`);
  });

  it("notifies the thread's author of a reply, and only newly mentioned people on an edit", async () => {
    const { t, w } = await setup();
    const root = await asUser(t, w.viewer).mutation(api.comments.mutations.post, {
      targetType: "slide",
      targetId: w.slideId,
      body: "Change the visual",
    });
    const reply = await asUser(t, w.editor).mutation(api.comments.mutations.post, {
      targetType: "slide",
      targetId: w.slideId,
      body: "On it",
      parentId: root,
    });
    expect((await inbox(t, w.viewer)).map((n) => n.kind)).toEqual(["reply"]);
    await asUser(t, w.editor).mutation(api.comments.mutations.edit, {
      commentId: reply,
      body: "On it",
      mentions: [w.viewer, w.owner],
    });
    await asUser(t, w.editor).mutation(api.comments.mutations.edit, {
      commentId: reply,
      body: "On it now",
      mentions: [w.viewer, w.owner],
    });
    expect((await inbox(t, w.owner)).map((n) => n.kind)).toEqual(["mention"]);
    expect((await inbox(t, w.viewer)).map((n) => n.kind).sort()).toEqual(["mention", "reply"]);
  });
});

describe("the inbox", () => {
  it("marks one or all read, for their owner only", async () => {
    const { t, w } = await setup();
    for (const body of ["one", "two", "three"]) {
      await asUser(t, w.owner).mutation(api.comments.mutations.post, {
        targetType: "brief",
        targetId: w.briefId,
        body,
        mentions: [w.editor],
      });
    }
    const [first] = await inbox(t, w.editor);
    if (!first) throw new Error("no notification");
    await expectAppError(
      asUser(t, w.viewer).mutation(api.notifications.mutations.markRead, {
        notificationId: first.id,
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, w.viewer).mutation(api.notifications.mutations.markRead, { notificationId: "x" }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.mutation(api.notifications.mutations.markRead, { notificationId: first.id }),
      "UNAUTHENTICATED",
    );
    await asUser(t, w.editor).mutation(api.notifications.mutations.markRead, {
      notificationId: first.id,
    });
    expect(await unread(t, w.editor)).toEqual({ count: 2, capped: false });
    expect(await asUser(t, w.editor).mutation(api.notifications.mutations.markAllRead, {})).toEqual(
      { remaining: false },
    );
    expect(await unread(t, w.editor)).toEqual({ count: 0, capped: false });
    expect((await inbox(t, w.editor)).every((n) => n.read)).toBe(true);
    await expectAppError(t.query(api.notifications.queries.unread, {}), "UNAUTHENTICATED");
    await expectAppError(t.query(api.notifications.queries.list, {}), "UNAUTHENTICATED");
  });

  it("sends no email to someone who turned emails off, and keeps the in-app row", async () => {
    const { t, w } = await setup();
    expect(await asUser(t, w.viewer).query(api.notifications.queries.prefs, {})).toEqual({
      email: true,
    });
    await asUser(t, w.viewer).mutation(api.notifications.mutations.setEmailPref, { email: false });
    expect(await asUser(t, w.viewer).query(api.notifications.queries.prefs, {})).toEqual({
      email: false,
    });
    await expectAppError(
      t.mutation(api.notifications.mutations.setEmailPref, { email: false }),
      "UNAUTHENTICATED",
    );
    await asUser(t, w.owner).mutation(api.comments.mutations.post, {
      targetType: "adLob",
      targetId: w.lobId,
      body: "Look",
      mentions: [w.viewer, w.editor],
    });
    await finishScheduled(t);
    expect((await outbox(t)).map((m) => m.to)).toEqual([await userEmail(t, w.editor)]);
    expect(await inbox(t, w.viewer)).toHaveLength(1);
    await asUser(t, w.viewer).mutation(api.notifications.mutations.setEmailPref, { email: true });
    expect(await asUser(t, w.viewer).query(api.notifications.queries.prefs, {})).toEqual({
      email: true,
    });
  });
});

describe("the email", () => {
  it("keeps people's words inert: escaped in HTML, one line in the subject", () => {
    const email = notificationEmail({
      to: "a@example.com",
      kind: "reply",
      actorName: 'Eve <img src=x onerror="x">\nBcc: victim@example.com',
      title: "<script>alert(1)</script>",
      excerpt: "<b>bold</b> & more",
      link: "http://localhost:5173/?briefId=b1&thread=idea%3Ai1",
    });
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toContain("replied to your comment");
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    expect(email.html).toContain('href="http://localhost:5173/?briefId=b1&amp;thread=idea%3Ai1"');
    expect(email.text).toContain("http://localhost:5173/?briefId=b1&thread=idea%3Ai1");
  });

  it("says what a review decided, with the reviewer's whole note, in the product's words", async () => {
    const { t, w } = await setup();
    const [editorName, ownerEmail] = [await nameOf(t, w.editor), await userEmail(t, w.owner)];
    const decide = async (
      targetType: "idea" | "deck",
      targetId: string,
      action: "approve" | "request_changes",
      note?: string,
    ) => {
      await asUser(t, w.owner).mutation(api.reviews.mutations.act, {
        targetType,
        targetId,
        action: "request",
        reviewers: [w.editor],
      });
      await asUser(t, w.editor).mutation(api.reviews.mutations.act, {
        targetType,
        targetId,
        action,
        ...(note === undefined ? {} : { note }),
      });
    };
    const longNote = `Love it <b>as is</b>. ${"Keep the headline, shorten the body copy. ".repeat(8)}`;
    await decide("deck", w.deckId, "approve", longNote);
    await decide("idea", w.ideaId, "request_changes");
    await finishScheduled(t);

    const mail = (await outbox(t)).filter((m) => m.to === ownerEmail);
    const approved = mail.find((m) => m.subject === `${editorName} approved "Sell-in deck"`);
    const changes = mail.find((m) => m.subject.startsWith(`${editorName} requested changes on "`));
    expect(mail.map((m) => m.subject).join("\n")).not.toContain("reviewed");
    // The whole note (beyond the inbox's first words), marked as the note; escaped in HTML.
    expect(approved?.text).toContain(`Note: "${longNote.trim()}"`);
    const html = notificationEmail({
      to: ownerEmail,
      kind: "review_decision",
      decision: "approved",
      actorName: editorName,
      title: "Sell-in deck",
      excerpt: longNote,
      link: "http://localhost:5173/decks/d1",
    }).html;
    expect(html).toContain("<p>Note:</p><blockquote>Love it &lt;b&gt;as is&lt;/b&gt;.");
    expect(html).not.toContain("<b>as is");
    // No note, no quote.
    expect(changes?.text).not.toContain("Note:");
    expect(changes?.text.split("\n")[0]).toMatch(/^.+ requested changes on ".+"\.$/);

    // The inbox keeps the note's first words and the outcome apart.
    const rows = await inbox(t, w.owner);
    expect(rows.map((row) => [row.decision, row.excerpt.length <= 140])).toEqual([
      ["changes_requested", true],
      ["approved", true],
    ]);
    expect(rows[0]?.excerpt).toBe("");
    expect(rows[1]?.excerpt.startsWith("Love it <b>as is</b>.")).toBe(true);
  });

  it("reads a decision stored before its outcome was kept as 'reviewed'", () => {
    const email = notificationEmail({
      to: "a@example.com",
      kind: "review_decision",
      actorName: "Cole",
      title: "Think small",
      excerpt: "Approved: Ship it",
      link: "http://localhost:5173/decks/d1",
    });
    expect(email.subject).toBe('Cole reviewed "Think small"');
    expect(email.text).toContain('"Approved: Ship it"');
    expect(email.text).not.toContain("Note:");
  });
});
