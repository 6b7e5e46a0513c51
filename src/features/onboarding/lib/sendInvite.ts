/** The invite route (spec 7, POST /send-invite), served by Convex HTTP actions under /api. */
export const SEND_INVITE_PATH = "/api/send-invite";

export type InviteRequest = { email: string; currentSlide: number; slideTitle: string };

/** Sent, or not, with the words to show: the server's when it is the sender's own limit. */
export type InviteResult = { ok: true } | { ok: false; limit: string | null };

/** The server's words for a 429: whose invitation limit was reached and when the next may go. */
async function limitWords(response: Response): Promise<string | null> {
  if (response.status !== 429) return null;
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: unknown } | null)?.error;
    return typeof error === "string" && error.trim() !== "" ? error : null;
  } catch {
    return null;
  }
}

/**
 * Invites a colleague to the product (no brief id). Every failure, a refusal or a network error
 * alike, is `{ ok: false }`: the user sees one message for all of them (spec 8, 'Failed to send
 * invitation') and may simply try again; except the sender's own limit (429), whose words say
 * so and when to try again, since trying again at once would fail the same way.
 */
export async function sendInvite(token: string | null, body: InviteRequest): Promise<InviteResult> {
  if (token === null) return { ok: false, limit: null };
  try {
    const response = await fetch(SEND_INVITE_PATH, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
    return response.ok ? { ok: true } : { ok: false, limit: await limitWords(response) };
  } catch {
    return { ok: false, limit: null };
  }
}
