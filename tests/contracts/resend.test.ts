import { afterEach, describe, expect, test } from "vitest";
import { sendWithResend, EmailDeliveryError } from "../../convex/mail/resend";
import { codeEmail } from "../../convex/mail/model";
import { startFake, type FakeHandler } from "./fakes/server";

/**
 * Resend's API as documented (POST /emails, Bearer key, JSON body; 200 {id}; errors
 * {statusCode, name, message}).
 */
const resend: FakeHandler = (request) => {
  if (request.headers.authorization !== "Bearer re_test_key") {
    return {
      status: 401,
      body: { statusCode: 401, name: "validation_error", message: "API key is invalid" },
    };
  }
  const body = JSON.parse(request.body) as { to?: unknown; from?: unknown };
  if (!Array.isArray(body.to) || typeof body.from !== "string") {
    return {
      status: 422,
      body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
    };
  }
  if (body.to.includes("busy@example.com")) {
    return {
      status: 429,
      body: {
        statusCode: 429,
        name: "rate_limit_exceeded",
        message: "Too many requests. You can only make 2 requests per second.",
      },
    };
  }
  return { status: 200, body: { id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" } };
};

let fake: Awaited<ReturnType<typeof startFake>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const email = codeEmail("verify", "ada@example.com", "12345678", 15);

describe("Resend client", () => {
  test("sends the documented request and returns the email id", async () => {
    fake = await startFake(resend);
    const id = await sendWithResend(
      { apiKey: "re_test_key", from: "Legendary <hello@legendary.app>", baseUrl: fake.url },
      email,
    );
    expect(id).toBe("49a3999c-0ce1-4ea6-ab68-afcd6dc2e794");
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/emails");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      from: "Legendary <hello@legendary.app>",
      to: ["ada@example.com"],
      subject: "Your Legendary verification code",
      text: email.text,
      html: email.html,
    });
  });

  test("a refused key is an error carrying Resend's status and message", async () => {
    fake = await startFake(resend);
    const error = await sendWithResend(
      { apiKey: "wrong", from: "a@b.c", baseUrl: fake.url },
      email,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect((error as EmailDeliveryError).status).toBe(401);
    expect((error as Error).message).toContain("API key is invalid");
  });

  test("Resend's rate limit surfaces as a 429 error", async () => {
    fake = await startFake(resend);
    const error = await sendWithResend(
      { apiKey: "re_test_key", from: "a@b.c", baseUrl: fake.url },
      codeEmail("reset", "busy@example.com", "1", 10),
    ).catch((e: unknown) => e);
    expect((error as EmailDeliveryError).status).toBe(429);
  });

  test("an unreachable server is an error, not a hang", async () => {
    const error = await sendWithResend(
      { apiKey: "k", from: "a@b.c", baseUrl: "http://127.0.0.1:9", timeoutMs: 2000 },
      email,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect((error as EmailDeliveryError).status).toBeNull();
  });
});
