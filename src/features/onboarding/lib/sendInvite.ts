/** The invite route (spec 7, POST /send-invite), served by Convex HTTP actions under /api. */
export const SEND_INVITE_PATH = "/api/send-invite";

export type InviteRequest = { email: string; currentSlide: number; slideTitle: string };

/**
 * Invites a colleague to the product (no brief id). True when the server answered 2xx. Every
 * failure, a refusal or a network error alike, is false: the user sees one message for all of
 * them (spec 8, 'Failed to send invitation') and may simply try again.
 */
export async function sendInvite(token: string | null, body: InviteRequest): Promise<boolean> {
  if (token === null) return false;
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
    return response.ok;
  } catch {
    return false;
  }
}
