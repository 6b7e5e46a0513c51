import { afterEach, describe, expect, it, vi } from "vitest";
import { internal } from "../_generated/api";
import { makeTest } from "../test.setup";
import { codeEmail } from "./model";
import { sendEmail } from "./send";

afterEach(() => vi.unstubAllEnvs());

describe("the development outbox", () => {
  it("keeps emails and lists them newest first at /api/dev/mailbox when on", async () => {
    vi.stubEnv("MAIL_OUTBOX", "local");
    const t = makeTest();
    await t.action(async (ctx) => {
      await sendEmail(ctx, codeEmail("verify", "first@example.com", "12345678", 15));
      await sendEmail(ctx, codeEmail("reset", "second@example.com", "87654321", 10));
    });
    const response = await t.fetch("/api/dev/mailbox");
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => [m.to, m.code])).toEqual([
      ["second@example.com", "87654321"],
      ["first@example.com", "12345678"],
    ]);
    expect(messages[0]).toMatchObject({
      subject: "Your Legendary password reset code",
      text: expect.stringContaining("87654321"),
      createdAt: expect.any(Number),
    });
  });

  it("is off (404) unless MAIL_OUTBOX=local, and then refuses to drop mail silently", async () => {
    const t = makeTest();
    expect((await t.fetch("/api/dev/mailbox")).status).toBe(404);
    await expect(
      t.action(async (ctx) => await sendEmail(ctx, codeEmail("verify", "x@example.com", "1", 15))),
    ).rejects.toThrow(/No email delivery is configured/);
    expect(await t.query(internal.mail.outbox.recent, {})).toEqual([]);
  });
});

describe("code emails", () => {
  it("say what the code is for and how long it lasts", () => {
    const email = codeEmail("reset", "a@example.com", "24680135", 10);
    expect(email.subject).toBe("Your Legendary password reset code");
    expect(email.text).toContain("24680135");
    expect(email.text).toContain("10 minutes");
    expect(email.html).toContain("24680135");
  });
});
