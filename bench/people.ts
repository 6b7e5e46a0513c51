/**
 * People as Node clients of a local backend, for the benchmarks that need several accounts
 * (presence, live writes): password sign-in and sign-up through the real auth action (the
 * verification code read from the development outbox), and signed-in HTTP and live clients.
 */
import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";

export type Credentials = { fullName: string; email: string; password: string };
type SignInResult = { tokens?: { token: string } | null };
type MailboxMessage = { to: string; subject: string; text: string; code: string | null };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(url: string, person: Credentials): Promise<string> {
  const result = (await new ConvexHttpClient(url).action(api.auth.signIn, {
    provider: "password",
    params: { email: person.email, password: person.password, flow: "signIn" },
  })) as SignInResult;
  if (!result.tokens) throw new Error(`${person.email} could not sign in.`);
  return result.tokens.token;
}

/** The newest development-outbox email to `to` whose subject matches, as a person reads it. */
export async function readMail(site: string, to: string, subject: RegExp): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await fetch(`${site}/api/dev/mailbox`);
    if (!response.ok) throw new Error(`The development mailbox answered ${response.status}.`);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    const found = messages.find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    await sleep(50);
  }
  throw new Error(`No email to ${to} matching ${subject}.`);
}

/** Password sign-up and the emailed verification code, as the sign-up dialog does it. */
export async function signUp(url: string, site: string, person: Credentials): Promise<string> {
  const client = new ConvexHttpClient(url);
  const [firstName, lastName] = person.fullName.split(" ");
  const clientKey = randomUUID();
  await client.action(api.auth.signIn, {
    provider: "password",
    params: {
      email: person.email,
      password: person.password,
      firstName,
      lastName,
      flow: "signUp",
      clientKey,
    },
  });
  const { code } = await readMail(site, person.email, /verification code/i);
  if (code === null) throw new Error(`The verification email to ${person.email} has no code.`);
  const result = (await client.action(api.auth.signIn, {
    provider: "password",
    params: { email: person.email, code, flow: "email-verification", clientKey },
  })) as SignInResult;
  if (!result.tokens) throw new Error(`${person.email} could not verify.`);
  return result.tokens.token;
}

export const httpAs = (url: string, token: string) => {
  const client = new ConvexHttpClient(url);
  client.setAuth(token);
  return client;
};

export async function signedInClient(url: string, token: string): Promise<ConvexClient> {
  const client = new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
  });
  await new Promise<void>((resolve, reject) =>
    client.setAuth(
      async () => token,
      (ok) => (ok ? resolve() : reject(new Error("The client was not authenticated."))),
    ),
  );
  return client;
}

/** The owner invites `email` to the brief; that person reads the link in the email and accepts. */
export async function inviteAndJoin(
  url: string,
  site: string,
  ownerToken: string,
  briefId: string,
  person: { email: string; token: string; role: "editor" | "viewer" },
) {
  const sent = await httpAs(url, ownerToken).action(api.sharing.invites.send, {
    email: person.email,
    briefId,
    role: person.role,
  });
  if (!sent.ok) throw new Error(`Inviting ${person.email} failed: ${sent.error}`);
  const mail = await readMail(site, person.email, /shared the brief/);
  const link = /\/invite\/(\S+)/.exec(mail.text);
  if (link === null) throw new Error(`The invite email to ${person.email} has no link.`);
  const joined = await httpAs(url, person.token).mutation(api.sharing.mutations.acceptInvite, {
    token: link[1],
  });
  if (joined.briefId === null) throw new Error(`${person.email} joined no brief.`);
}
