import type { OutgoingEmail } from "./model";

/**
 * Resend's HTTP API (POST /emails), with fetch so it runs in the Convex runtime. The base URL is
 * a parameter so the contract test can point it at a local fake.
 */

export type ResendConfig = { apiKey: string; from: string; baseUrl: string; timeoutMs?: number };

export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "EmailDeliveryError";
  }
}

export async function sendWithResend(config: ResendConfig, email: OutgoingEmail): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, "")}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        from: config.from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new EmailDeliveryError(`Resend could not be reached: ${String(error)}`, null);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!response.ok) {
    throw new EmailDeliveryError(
      `Resend refused the email (${response.status}): ${body.message ?? response.statusText}`,
      response.status,
    );
  }
  if (typeof body.id !== "string") {
    throw new EmailDeliveryError("Resend answered without an email id", response.status);
  }
  return body.id;
}
