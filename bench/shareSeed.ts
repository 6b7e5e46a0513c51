/**
 * A public share link for the Lighthouse bench to open, made the way the app makes one, through
 * its own public functions against the served app's backend: the seeded demo account signs in
 * with its password, saves a brief, has one legend pitch (the built-in studio), draws the first
 * idea's collage, makes its campaign page (Campaign It) and shares that page. The result is the
 * page a client is sent: the campaign line, the brand and the collage's hero visual.
 */
import { ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";

/** The account `npm start` (and so the bench's backend) seeds, on the Pro plan. */
export const BENCH_DEMO_ACCOUNT = {
  fullName: "Dana Demo",
  email: "demo@legendary.test",
  password: "legendary-demo",
};

const WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it answers something other than undefined (a bench may poll). */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`shareSeed: ${what} took over ${WAIT_MS} ms.`);
    await sleep(200);
  }
}

type SignInResult = { tokens?: { token: string } | null };

/** Signs the demo account in through Convex Auth's password flow; a client acting as it. */
async function signedIn(backendUrl: string): Promise<ConvexHttpClient> {
  const client = new ConvexHttpClient(backendUrl);
  const result = (await client.action(api.auth.signIn, {
    provider: "password",
    params: {
      email: BENCH_DEMO_ACCOUNT.email,
      password: BENCH_DEMO_ACCOUNT.password,
      flow: "signIn",
    },
  })) as SignInResult;
  if (!result.tokens) throw new Error(`shareSeed: ${BENCH_DEMO_ACCOUNT.email} could not sign in.`);
  client.setAuth(result.tokens.token);
  return client;
}

/** Makes a shared campaign page and answers its share id (the path is /shared/{id}). */
export async function seedSharedCampaign(backendUrl: string): Promise<string> {
  const client = await signedIn(backendUrl);
  const saved = await client.mutation(api.briefs.mutations.save, {
    title: "Northbound Coffee launch",
    brand: "Northbound Coffee",
    audience: "Commuters who take their first cup seriously",
    message: "Roasted this week, at your door before you wake",
    tone: "Warm, witty",
    content:
      "# Creative Brief\n\nNorthbound Coffee roasts every week and delivers before dawn: tell commuters.",
  });
  const briefId = saved.briefId;
  const legend = await client.query(api.legends.queries.bySlug, { slug: "david-ogilvy" });
  if (legend === null) throw new Error("shareSeed: the roster has no David Ogilvy.");
  await client.mutation(api.ideas.mutations.generate, { briefId, legendIds: [legend.id] });
  const ideaId = await until("the legend's ideas", async () => {
    const view = await client.query(api.ideas.queries.byBrief, { briefId });
    return view.legends.flatMap((group) => group.ideas)[0]?.id;
  });
  await client.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
  await until("the collage", async () => {
    const collage = await client.query(api.visuals.queries.thumbnails, { ideaId });
    if (collage.status === "failed") throw new Error("shareSeed: the collage failed.");
    return collage.status === "ready" && collage.urls.length > 0 ? true : undefined;
  });
  const { campaignPageId } = await client.mutation(api.campaigns.mutations.createFromIdea, {
    ideaId,
  });
  const { shareId } = await client.mutation(api.shareLinks.mutations.share, {
    ideaId,
    campaignPageId,
  });
  return shareId;
}
