import * as z from "zod/mini";

/** Where the local backend serves its outbox (same origin; the dev server forwards /api). */
export const MAILBOX_PATH = "/api/dev/mailbox";

const messageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.nullable(z.string()),
  createdAt: z.number(),
});
export type MailboxMessage = z.infer<typeof messageSchema>;

const responseSchema = z.object({ messages: z.array(messageSchema) });

export type MailboxResult = { kind: "messages"; messages: MailboxMessage[] } | { kind: "off" };

/** Reads the outbox; a 404 means the outbox is off (a real deployment), anything else throws. */
export async function fetchMailbox(signal?: AbortSignal): Promise<MailboxResult> {
  const response = await fetch(MAILBOX_PATH, { signal, headers: { Accept: "application/json" } });
  if (response.status === 404) return { kind: "off" };
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}.`);
  const body: unknown = await response.json().catch(() => {
    throw new Error("The mailbox did not answer with JSON.");
  });
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new Error("The mailbox answered in an unexpected shape.");
  return { kind: "messages", messages: parsed.data.messages };
}
