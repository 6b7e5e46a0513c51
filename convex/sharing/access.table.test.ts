import { afterEach, describe, expect, it, vi } from "vitest";
import { getFunctionName, makeFunctionReference } from "convex/server";
import { api } from "../_generated/api";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { BRIEF, FORM } from "../briefs/briefs.fixtures";
import { readAppError, validationMessages, type ErrorCode } from "../../shared/errors";
import { stubMailEnv } from "./sharing.fixtures";
import { PROFILE } from "../brands/brands.fixtures";
import { discover } from "../discovery/discovery.fixtures";
import {
  ACTORS,
  publicFunctionSpecs,
  publicFunctions,
  seedWorld,
  type Actor,
  type PublicFunction,
  type World,
} from "./accessWorld.fixtures";
import {
  fingerprint,
  idArgsOf,
  malformedIds,
  missingId,
  type IdArg,
  type IdTable,
} from "./idArgs.fixtures";

/**
 * The access table (issue 14): every public function that takes a brief, idea, visual or job id,
 * run for real by each kind of caller against one seeded brief with an idea, a job and a visual,
 * with the answer each must get. Functions are enumerated from the deployed modules themselves,
 * so a new public function fails "every public function is classified" until someone adds its
 * row here (or lists it as out of scope, saying why).
 *
 * Actors run in the order below, the owner last, so a row's writes (a leave, a role change)
 * never change what an earlier actor sees; every row gets its own fresh deployment.
 */

type Outcome = "ok" | ErrorCode;
type Expected = Record<Actor, Outcome>;

type Row = {
  kind: "query" | "mutation" | "action";
  args: (world: World) => Record<string, unknown>;
  expect: Expected;
};

/** Members read; strangers, ex-members and malformed ids alike get NOT_FOUND. */
const READ: Expected = {
  anonymous: "UNAUTHENTICATED",
  stranger: "NOT_FOUND",
  removed: "NOT_FOUND",
  viewer: "ok",
  editor: "ok",
  owner: "ok",
};
/** Owner and editors write; a viewer is told why not. */
const WRITE: Expected = { ...READ, viewer: "FORBIDDEN" };
/** The owner alone manages sharing. */
const OWN: Expected = { ...WRITE, editor: "FORBIDDEN" };

/** Admins only: every other signed-in caller is refused, whatever their role on the brief. */
const ADMIN_ONLY: Expected = {
  anonymous: "UNAUTHENTICATED",
  stranger: "FORBIDDEN",
  removed: "FORBIDDEN",
  viewer: "FORBIDDEN",
  editor: "FORBIDDEN",
  owner: "FORBIDDEN",
};

const name = (ref: Parameters<typeof getFunctionName>[0]) => getFunctionName(ref);

const TABLE: Record<string, Row> = {
  [name(api.briefs.queries.get)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  [name(api.briefs.queries.versions)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  // Refining a saved brief reads it; the result is a draft of the caller's own.
  [name(api.briefs.mutations.generate)]: {
    kind: "mutation",
    args: (w) => ({ ...FORM, briefId: w.briefId, refinement: "Shorter, please" }),
    expect: READ,
  },
  [name(api.briefs.mutations.save)]: {
    kind: "mutation",
    args: (w) => ({ ...BRIEF, parentBriefId: w.briefId, content: `${BRIEF.content}\n\nMore.` }),
    expect: WRITE,
  },
  [name(api.briefs.mutations.update)]: {
    kind: "mutation",
    args: (w) => ({ ...BRIEF, briefId: w.briefId, content: `${BRIEF.content}\n\nUpdated.` }),
    expect: WRITE,
  },
  [name(api.generation.queries.job)]: {
    kind: "query",
    args: (w) => ({ jobId: w.jobId }),
    expect: READ,
  },
  // Visitors' jobs only: a signed-in user's job is NOT_FOUND to everyone here.
  [name(api.generation.queries.visitorJob)]: {
    kind: "query",
    args: (w) => ({ jobId: w.jobId, sessionId: "8f14e45f-ceea-467f-a0e6-3c1b9e2b0a11" }),
    expect: {
      anonymous: "NOT_FOUND",
      stranger: "NOT_FOUND",
      removed: "NOT_FOUND",
      viewer: "NOT_FOUND",
      editor: "NOT_FOUND",
      owner: "NOT_FOUND",
    },
  },
  [name(api.ideas.queries.byBrief)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  [name(api.ideas.queries.get)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  // The pre-test (issue 22): read through the brief's door; re-run and Sharpen write.
  [name(api.pretest.queries.forBrief)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  [name(api.pretest.queries.forIdea)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  [name(api.pretest.mutations.rerun)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: WRITE,
  },
  [name(api.pretest.mutations.sharpen)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId, dimension: "simplicity" }),
    expect: WRITE,
  },
  [name(api.ideas.queries.myIdeas)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId, paginationOpts: { numItems: 5, cursor: null } }),
    expect: READ,
  },
  [name(api.ideas.mutations.generate)]: {
    kind: "mutation",
    args: (w) => ({ briefId: w.briefId, legendIds: [w.legendId] }),
    expect: WRITE,
  },
  // The seeded job failed: the editor's retry starts, the owner's answers that same retry.
  [name(api.ideas.mutations.retryLegend)]: {
    kind: "mutation",
    args: (w) => ({ jobId: w.jobId }),
    expect: WRITE,
  },
  // Favourites are each person's own: anyone who may read the brief keeps theirs.
  [name(api.ideas.mutations.setFavorite)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId, isFavorite: true }),
    expect: READ,
  },
  [name(api.ideas.mutations.toggleFavorite)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  // Presence: who is on the brief now, and what colleagues are generating.
  [name(api.presence.mutations.heartbeat)]: {
    kind: "mutation",
    // A tab of each caller's own: a session id belongs to the first user who beats with it.
    args: (w) => ({ briefId: w.briefId, sessionId: crypto.randomUUID() }),
    expect: READ,
  },
  [name(api.presence.queries.onBrief)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  [name(api.presence.queries.activity)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  // Leaving only ever deletes the caller's own session, so it answers alike for everyone.
  [name(api.presence.mutations.leave)]: {
    kind: "mutation",
    args: (w) => ({ briefId: w.briefId, sessionId: crypto.randomUUID() }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  [name(api.visuals.queries.thumbnails)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  [name(api.visuals.queries.forIdea)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  [name(api.visuals.mutations.requestThumbnails)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: WRITE,
  },
  // No images given: those who may write reach the validation, others are stopped before it.
  [name(api.visuals.mutations.storeThumbnails)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId, thumbnails: [] }),
    expect: { ...WRITE, editor: "INVALID_ARGUMENT", owner: "INVALID_ARGUMENT" },
  },
  [name(api.visuals.mutations.generateVisual)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId, magicPrompt: false, includeText: false }),
    expect: WRITE,
  },
  [name(api.visuals.mutations.updateVisualPrompt)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId, visualPrompt: "A bicycle courier at dawn" }),
    expect: WRITE,
  },
  [name(api.sharing.queries.members)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  // Never throws for signed-in callers: it says "removed" or "not_found" instead.
  [name(api.sharing.queries.myAccess)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  [name(api.sharing.invites.send)]: {
    kind: "action",
    args: (w) => ({ email: "new.colleague@example.com", briefId: w.briefId, role: "viewer" }),
    expect: OWN,
  },
  // Pending invitations (issue 39): the owner's alone to see, resend (send above) and withdraw.
  [name(api.sharing.queries.pendingInvites)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: OWN,
  },
  [name(api.sharing.mutations.withdrawInvite)]: {
    kind: "mutation",
    args: (w) => ({ briefId: w.briefId, inviteId: w.inviteId }),
    expect: OWN,
  },
  [name(api.sharing.mutations.changeRole)]: {
    kind: "mutation",
    args: (w) => ({ briefId: w.briefId, userId: w.targetId, role: "editor" }),
    expect: OWN,
  },
  [name(api.sharing.mutations.removeMember)]: {
    kind: "mutation",
    args: (w) => ({ briefId: w.briefId, userId: w.targetId }),
    expect: OWN,
  },
  // Public share links (issue 16): editors share, the owner or the link's creator turns it off.
  [name(api.shareLinks.mutations.share)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: WRITE,
  },
  [name(api.shareLinks.mutations.disable)]: {
    kind: "mutation",
    args: (w) => ({ shareId: w.shareId }),
    expect: { ...OWN, editor: "FORBIDDEN" },
  },
  [name(api.shareLinks.queries.forTarget)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  // Anyone holding the link reads its shared fields, signed in or not (shareLinks.test.ts).
  [name(api.shareLinks.queries.publicView)]: {
    kind: "query",
    args: (w) => ({ shareId: w.shareId }),
    expect: {
      anonymous: "ok",
      stranger: "ok",
      removed: "ok",
      viewer: "ok",
      editor: "ok",
      owner: "ok",
    },
  },
  // Client review (issue 41): every member comments and reads threads; authors alone edit and
  // delete (the world's comment is the owner's); owner and editors resolve and set a link's
  // comments; visitors post through a link only when it allows comments (off in the world).
  [name(api.comments.queries.forTarget)]: {
    kind: "query",
    args: (w) => ({ targetType: "idea", targetId: w.ideaId }),
    expect: READ,
  },
  [name(api.comments.queries.countsForBrief)]: {
    kind: "query",
    args: (w) => ({ briefId: w.briefId }),
    expect: READ,
  },
  [name(api.comments.mutations.post)]: {
    kind: "mutation",
    args: (w) => ({
      targetType: "idea",
      targetId: w.ideaId,
      body: "Shorter?",
      parentId: w.commentId,
    }),
    expect: READ,
  },
  [name(api.comments.mutations.edit)]: {
    kind: "mutation",
    args: (w) => ({ commentId: w.commentId, body: "Love the new line." }),
    expect: { ...OWN, editor: "FORBIDDEN" },
  },
  [name(api.comments.mutations.remove)]: {
    kind: "mutation",
    args: (w) => ({ commentId: w.commentId }),
    expect: { ...OWN, editor: "FORBIDDEN" },
  },
  [name(api.comments.mutations.resolve)]: {
    kind: "mutation",
    args: (w) => ({ commentId: w.commentId, resolved: true }),
    expect: WRITE,
  },
  [name(api.comments.linkFunctions.setAllow)]: {
    kind: "mutation",
    args: (w) => ({ shareId: w.shareId, allowComments: true }),
    expect: WRITE,
  },
  [name(api.comments.linkFunctions.thread)]: {
    kind: "query",
    args: (w) => ({ shareId: w.shareId }),
    expect: {
      anonymous: "ok",
      stranger: "ok",
      removed: "ok",
      viewer: "ok",
      editor: "ok",
      owner: "ok",
    },
  },
  [name(api.comments.linkFunctions.post)]: {
    kind: "mutation",
    args: (w) => ({ shareId: w.shareId, name: "Cleo", body: "Love it" }),
    expect: {
      anonymous: "FORBIDDEN",
      stranger: "FORBIDDEN",
      removed: "FORBIDDEN",
      viewer: "FORBIDDEN",
      editor: "FORBIDDEN",
      owner: "FORBIDDEN",
    },
  },
  [name(api.reviews.queries.forTarget)]: {
    kind: "query",
    args: (w) => ({ targetType: "campaignPage", targetId: w.campaignPageId }),
    expect: READ,
  },
  // The editor's request opens the review, so the owner's, after it, finds one in progress.
  [name(api.reviews.mutations.act)]: {
    kind: "mutation",
    args: (w) => ({ targetType: "deck", targetId: w.presentationId, action: "request" }),
    expect: { ...WRITE, owner: "CONFLICT" },
  },
  // A notification is its recipient's alone (the world's is the owner's).
  [name(api.notifications.mutations.markRead)]: {
    kind: "mutation",
    args: (w) => ({ notificationId: w.notificationId }),
    expect: { ...READ, viewer: "NOT_FOUND", editor: "NOT_FOUND" },
  },
  // Members leave; the owner cannot leave their own brief.
  [name(api.sharing.mutations.leave)]: {
    kind: "mutation",
    args: (w) => ({ briefId: w.briefId }),
    expect: { ...READ, owner: "INVALID_ARGUMENT" },
  },
  // Campaign pages (issue 16): the one door of the idea's brief.
  [name(api.campaigns.queries.page)]: {
    kind: "query",
    args: (w) => ({ campaignPageId: w.campaignPageId }),
    expect: READ,
  },
  [name(api.campaigns.queries.forIdea)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  // The idea has its page already: creating answers it.
  [name(api.campaigns.mutations.createFromIdea)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: WRITE,
  },
  [name(api.campaigns.mutations.addAd)]: {
    kind: "mutation",
    args: (w) => ({ campaignPageId: w.campaignPageId, aspectRatio: "4:5" }),
    expect: WRITE,
  },
  // The editor's retry starts; the ad is then writing, not failed, when the owner asks.
  [name(api.campaigns.mutations.retryAd)]: {
    kind: "mutation",
    args: (w) => ({ adLobId: w.failedAdLobId }),
    expect: { ...WRITE, owner: "INVALID_ARGUMENT" },
  },
  [name(api.campaigns.mutations.updateAd)]: {
    kind: "mutation",
    args: (w) => ({ adLobId: w.adLobId, headline: "Proof in every cup.", body: "Dated." }),
    expect: WRITE,
  },
  [name(api.campaigns.mutations.reorderAds)]: {
    kind: "mutation",
    args: (w) => ({ campaignPageId: w.campaignPageId, adLobIds: [w.failedAdLobId, w.adLobId] }),
    expect: WRITE,
  },
  // The editor removes it; it is gone when the owner asks.
  [name(api.campaigns.mutations.removeAd)]: {
    kind: "mutation",
    args: (w) => ({ adLobId: w.adLobId }),
    expect: { ...WRITE, owner: "NOT_FOUND" },
  },
  // Channel kits (issue 42): the one door of the idea's brief; making one costs the caller.
  [name(api.channelKits.queries.byId)]: {
    kind: "query",
    args: (w) => ({ kitId: w.kitId }),
    expect: READ,
  },
  [name(api.channelKits.queries.forIdea)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  [name(api.channelKits.mutations.create)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId, channels: ["linkedin"] }),
    expect: WRITE,
  },
  // Sell decks (issue 17): the one door of the idea's brief.
  [name(api.decks.queries.deck)]: {
    kind: "query",
    args: (w) => ({ presentationId: w.presentationId }),
    expect: READ,
  },
  [name(api.decks.queries.forIdea)]: {
    kind: "query",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: READ,
  },
  // The caller's own decks (by createdBy): empty for everyone but the owner, never an error.
  [name(api.decks.queries.mine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  [name(api.decks.mutations.sellIdea)]: {
    kind: "mutation",
    args: (w) => ({ ideaId: w.ideaId }),
    expect: WRITE,
  },
  // The editor's retry starts; the deck is then writing, not failed, when the owner asks.
  [name(api.decks.mutations.retryDeck)]: {
    kind: "mutation",
    args: (w) => ({ presentationId: w.failedPresentationId }),
    expect: { ...WRITE, owner: "INVALID_ARGUMENT" },
  },
  // The editor removes it; it is gone when the owner asks.
  [name(api.decks.mutations.removeDeck)]: {
    kind: "mutation",
    args: (w) => ({ presentationId: w.presentationId }),
    expect: { ...WRITE, owner: "NOT_FOUND" },
  },
  [name(api.decks.mutations.setDeckFavorite)]: {
    kind: "mutation",
    args: (w) => ({ presentationId: w.presentationId, isFavorite: true }),
    expect: WRITE,
  },
  [name(api.decks.mutations.setSlideFavorite)]: {
    kind: "mutation",
    args: (w) => ({ slideId: w.slideIds[0], isFavorite: true }),
    expect: WRITE,
  },
  [name(api.decks.mutations.updateSlide)]: {
    kind: "mutation",
    args: (w) => ({
      slideId: w.slideIds[0],
      title: "Nobody trusts a promise.",
      content: "- Proof, not promises.",
      speakerNotes: "Say it plainly.",
    }),
    expect: WRITE,
  },
  [name(api.decks.mutations.reorderSlides)]: {
    kind: "mutation",
    args: (w) => ({ presentationId: w.presentationId, slideIds: [...w.slideIds].reverse() }),
    expect: WRITE,
  },
  // The editor's drawing is queued when the owner asks: one drawing at a time.
  [name(api.decks.mutations.generateSlideVisual)]: {
    kind: "mutation",
    args: (w) => ({ slideId: w.slideIds[0] }),
    expect: { ...WRITE, owner: "INVALID_ARGUMENT" },
  },
  // 'Reimagine brand' asks about form fields, not a brief: each signed-in caller's own request.
  [name(api.brandAlternatives.mutations.request)]: {
    kind: "mutation",
    args: (w) => ({
      brand: FORM.brand,
      audience: FORM.audience,
      message: FORM.message,
      tone: FORM.tone,
      selectedLegends: [w.legendId],
    }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // The owner's own requests only: the seeded ideas job is no one's brand alternatives.
  [name(api.brandAlternatives.queries.results)]: {
    kind: "query",
    args: (w) => ({ jobId: w.jobId }),
    expect: {
      anonymous: "UNAUTHENTICATED",
      stranger: "NOT_FOUND",
      removed: "NOT_FOUND",
      viewer: "NOT_FOUND",
      editor: "NOT_FOUND",
      owner: "NOT_FOUND",
    },
  },
  // The admin console (issue 19): no actor here is an admin, so everyone signed in is FORBIDDEN,
  // the job's owner included (convex/admin/*.test.ts has the admin's own answers).
  [name(api.admin.users.search)]: {
    kind: "query",
    args: () => ({ emailPrefix: "user" }),
    expect: ADMIN_ONLY,
  },
  [name(api.admin.users.adjustCredits)]: {
    kind: "mutation",
    args: (w) => ({ userId: w.users.owner, direction: "grant", amount: 5, reason: "Goodwill" }),
    expect: ADMIN_ONLY,
  },
  [name(api.admin.jobs.list)]: { kind: "query", args: () => ({}), expect: ADMIN_ONLY },
  [name(api.admin.jobs.retry)]: {
    kind: "mutation",
    args: (w) => ({ jobId: w.jobId }),
    expect: ADMIN_ONLY,
  },
  [name(api.admin.jobs.stats)]: { kind: "query", args: () => ({}), expect: ADMIN_ONLY },
  // /dashboard's lists (issue 19): each reads the caller's own rows by index, so every
  // signed-in caller gets a page (empty or theirs, never an error); anonymous is refused.
  // the caller's own briefs
  [name(api.briefs.queries.listMine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the caller's own ideas
  [name(api.ideas.queries.listMine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the pages on the caller's own briefs
  [name(api.campaigns.queries.listMine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the decks the caller made
  [name(api.decks.queries.listMine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the caller's own sessions
  [name(api.discovery.queries.listMine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the caller's own brand profiles
  [name(api.brands.queries.listMine)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the caller's memberships
  [name(api.sharing.queries.sharedWithMePage)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
  // the caller's credits ledger
  [name(api.credits.queries.myLedgerPage)]: {
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 5, cursor: null } }),
    expect: { ...READ, stranger: "ok", removed: "ok" },
  },
};

/** Public functions that take no brief, idea, visual or job id, and why they are safe. */
const OUT_OF_SCOPE: Record<string, string> = {
  [name(api.admin.settings.get)]: "admin only, no brief data",
  [name(api.admin.settings.replicateModels)]: "admin only, no brief data",
  [name(api.admin.settings.saveReplicateModel)]: "admin only, no brief data",
  [name(api.admin.settings.update)]: "admin only, no brief data",
  [name(api.admin.integrations.status)]: "admin only, no brief data",
  [name(api.auth.isAuthenticated)]: "auth",
  [name(api.auth.signIn)]: "auth",
  [name(api.auth.signOut)]: "auth",
  [name(api.billing.queries.upgradeOptions)]: "plans",
  [name(api.billing.queries.pricing)]: "plans",
  [name(api.billing.queries.mySubscription)]: "the caller's own plan",
  [name(api.billing.queries.checkoutResult)]: "the caller's own checkout, by session id",
  [name(api.billing.checkout.startSubscriptionCheckout)]: "the caller's own checkout",
  [name(api.billing.checkout.startCreditCheckout)]: "the caller's own checkout",
  [name(api.billing.checkout.openBillingPortal)]: "the caller's own billing portal",
  [name(api.billing.localCheckout.session)]: "the caller's own test checkout, by session id",
  [name(api.billing.localCheckout.pay)]: "the caller's own test checkout, by session id",
  [name(api.billing.localCheckout.cancel)]: "the caller's own test checkout, by session id",
  [name(api.billing.localCheckout.setCancelAtPeriodEnd)]: "the caller's own plan",
  [name(api.billing.admin.catalog)]: "admin only, no brief data",
  [name(api.billing.admin.updateTier)]: "admin only, no brief data",
  [name(api.billing.admin.updatePackage)]: "admin only, no brief data",
  [name(api.onboarding.queries.status)]: "the caller's own welcome-tour flag",
  [name(api.onboarding.mutations.markWelcomed)]: "the caller's own welcome-tour flag",
  [name(api.briefs.queries.check)]: "the caller's own briefs by content, by ownerId index",
  [name(api.briefs.queries.list)]: "the caller's own briefs, by ownerId index",
  [name(api.credits.queries.balance)]: "the caller's credits",
  [name(api.credits.queries.myLedger)]: "the caller's credits",
  [name(api.generation.testGeneration.request)]:
    "admin test run on a brief's text, no saved brief id",
  [name(api.ideas.queries.ideasCount)]: "a global counter",
  [name(api.ideas.queries.myCounts)]: "the caller's counters",
  [name(api.ideas.queries.myIdeasByLegend)]: "the caller's own ideas, by ownerId index",
  [name(api.legends.mutations.activate)]: "legends",
  [name(api.legends.mutations.deactivate)]: "legends",
  [name(api.legends.queries.accessible)]: "legends",
  [name(api.legends.queries.byName)]: "legends",
  [name(api.legends.queries.bySlug)]: "legends",
  [name(api.legends.queries.featured)]: "legends",
  [name(api.legends.queries.list)]: "legends",
  [name(api.legends.queries.myActivated)]: "legends",
  [name(api.legends.queries.testimonials)]: "legends",
  [name(api.marketing.queries.placeholders)]: "marketing copy",
  [name(api.sharing.mutations.acceptInvite)]:
    "takes an invite token, not an id (convex/sharing/invites.test.ts)",
  [name(api.sharing.queries.invite)]:
    "takes an invite token, not an id (convex/sharing/invites.test.ts)",
  [name(api.sharing.queries.sharedWithMe)]: "the caller's memberships, by userId index",
  [name(api.strategies.mutations.request)]: "a website or context, no brief id",
  [name(api.users.queries.me)]: "the caller",
  [name(api.users.queries.signInOptions)]: "auth",
  [name(api.visuals.queries.imageOptions)]: "admin settings",
  // Discovery IQ (issue 18): the caller's own sessions by ownerId, never under a brief; owner-only
  // reads, strangers and malformed ids NOT_FOUND, in convex/discovery/discovery.test.ts.
  [name(api.discovery.mutations.request)]: "an idea and a website, no brief id",
  [name(api.discovery.queries.session)]: "the caller's own Discovery IQ session, owner only",
  [name(api.discovery.queries.mine)]: "the caller's own Discovery IQ sessions, by ownerId index",
  [name(api.brands.queries.mine)]: "the caller's own brand profiles, by ownerId index",
  [name(api.brands.queries.get)]: "the caller's own brand profile (convex/brands/brands.test.ts)",
  [name(api.brands.mutations.create)]: "the caller's own brand profiles (convex/brands)",
  [name(api.brands.mutations.update)]: "the caller's own brand profile (convex/brands)",
  [name(api.brands.mutations.remove)]: "the caller's own brand profile (convex/brands)",
  [name(api.brands.mutations.generateLogoUploadUrl)]: "the caller's own logo upload",
  [name(api.brands.mutations.storeLogoUpload)]: "the caller's own logo upload",
  [name(api.brands.draft.fromWebsite)]: "a website address, no brief id",
  [name(api.imports.mutations.generateUploadUrl)]: "an upload URL, no brief id",
  [name(api.imports.mutations.importCampaign)]: "creates the caller's own brief and idea",
  [name(api.marketing.queries.brandLogos)]: "marketing copy",
  [name(api.marketing.queries.useCases)]: "marketing copy: fixed examples, no user data",
  [name(api.marketing.logoAdmin.generateUploadUrl)]: "admin only, no brief data",
  [name(api.marketing.logoAdmin.add)]: "admin only, no brief data",
  [name(api.marketing.logoAdmin.remove)]: "admin only, no brief data",
  [name(api.marketing.logoAdmin.list)]: "admin only, no brief data",
  [name(api.notifications.queries.unread)]: "the caller's own notifications, by userId index",
  [name(api.notifications.queries.list)]: "the caller's own notifications, by userId index",
  [name(api.notifications.queries.prefs)]: "the caller's own email choice",
  [name(api.notifications.mutations.markAllRead)]: "the caller's own notifications",
  [name(api.notifications.mutations.setEmailPref)]: "the caller's own email choice",
  // Personal API keys (issue 43): the caller's own keys by ownerId; another person's key id and
  // malformed ids NOT_FOUND, in convex/apiKeys/apiKeys.test.ts.
  [name(api.apiKeys.queries.mine)]: "the caller's own API keys, by ownerId index",
  [name(api.apiKeys.mutations.create)]: "the caller's own API keys, no brief id",
  [name(api.apiKeys.mutations.revoke)]: "the caller's own API key, owner only (convex/apiKeys)",
  [name(api.reviews.queries.waitingForMe)]:
    "the caller's own review requests, each re-checked through the brief's door (reviews.test.ts)",
};

async function outcome(t: TestApp, world: World, actor: Actor, fn: string, row: Row) {
  const caller = actor === "anonymous" ? t : asUser(t, world.users[actor]);
  const args = row.args(world);
  try {
    if (row.kind === "query") {
      await caller.query(makeFunctionReference<"query">(fn), args);
    } else if (row.kind === "mutation") {
      await caller.mutation(makeFunctionReference<"mutation">(fn), args);
    } else {
      await caller.action(makeFunctionReference<"action">(fn), args);
    }
    return "ok";
  } catch (error) {
    return readAppError(error)?.code ?? `bug: ${String(error)}`;
  }
}

describe("access table", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("classifies every public function: a row here, or out of scope with a reason", async () => {
    const all = await publicFunctions();
    const classified = new Set([...Object.keys(TABLE), ...Object.keys(OUT_OF_SCOPE)]);
    expect(
      all.filter((fn) => !classified.has(fn)),
      "add these to the access table",
    ).toEqual([]);
    expect(
      [...classified].filter((fn) => !all.includes(fn)),
      "stale rows",
    ).toEqual([]);
  });

  it.each(Object.entries(TABLE))("%s", async (fn, row) => {
    // Jobs these rows start stay queued: nothing here runs a provider.
    vi.useFakeTimers();
    stubMailEnv();
    const t = makeTest();
    const world = await seedWorld(t);
    const got: Record<string, string> = {};
    for (const actor of ACTORS) got[actor] = await outcome(t, world, actor, fn, row);
    expect(got).toEqual(row.expect);
  });
});

// ---------------------------------------------------------------------------------------------
// The malformed-id sweep (issue 37): every public function that takes a document id answers a
// malformed one ("", words, another table's id, a very long string) exactly as it answers a
// missing one: NOT_FOUND with the same words, nothing written; a visitor hears the same as for a
// missing id (UNAUTHENTICATED where the function needs a user). The id arguments are read from
// the registered args validators, so a new function with an id argument is swept as soon as it
// exists, and fails here until its loader normalizes the id (take v.string(), normalizeId in
// the ...OrThrow loader) and it has its baseline args (TABLE above, or SWEEP_ARGS below).

/** Valid non-id args for swept functions without a TABLE row (the id under test is replaced). */
const SWEEP_ARGS: Record<string, (world: World) => Record<string, unknown>> = {
  [name(api.apiKeys.mutations.revoke)]: () => ({}),
  [name(api.brands.queries.get)]: () => ({}),
  [name(api.brands.mutations.update)]: () => ({ ...PROFILE }),
  [name(api.brands.mutations.remove)]: () => ({}),
  [name(api.brands.mutations.storeLogoUpload)]: () => ({}),
  [name(api.discovery.queries.session)]: () => ({}),
  [name(api.generation.testGeneration.request)]: () => ({
    brief: { brand: FORM.brand, audience: FORM.audience, message: FORM.message, tone: FORM.tone },
    withImage: false,
  }),
  [name(api.ideas.queries.myIdeasByLegend)]: () => ({
    paginationOpts: { numItems: 5, cursor: null },
  }),
  [name(api.imports.mutations.importCampaign)]: () => ({
    brand: FORM.brand,
    campaignName: "The Morning Record",
    text: "Roasted this week, at your desk by nine. Proof, not promises.",
    imageIds: [],
  }),
  [name(api.legends.mutations.activate)]: () => ({}),
  [name(api.legends.mutations.deactivate)]: () => ({}),
  [name(api.marketing.logoAdmin.add)]: () => ({
    name: "Northbound",
    domain: "northbound.example",
    legendNames: [],
  }),
  [name(api.marketing.logoAdmin.remove)]: () => ({}),
  [name(api.strategies.mutations.request)]: () => ({
    additionalContext: "Small-batch coffee roasted in Leeds for remote workers.",
    // A visitor's browser key: visitors may ask too (signed-in callers' keys are ignored).
    sessionId: "8f14e45f-ceea-467f-a0e6-3c1b9e2b0a11",
  }),
};

/**
 * Where a missing id is by design not NOT_FOUND; a malformed one still answers exactly the same.
 * Every other swept argument answers NOT_FOUND for a missing id.
 */
const MISSING_ID_ANSWERS: Record<string, { code: string; why: string }> = {
  [`${name(api.campaigns.mutations.reorderAds)}.adLobIds`]: {
    code: "INVALID_ARGUMENT",
    why: "the list names every ad on the page: one it doesn't know means the ads changed meanwhile",
  },
  [`${name(api.decks.mutations.reorderSlides)}.slideIds`]: {
    code: "INVALID_ARGUMENT",
    why: "the list names every slide: one it doesn't know means the slides changed meanwhile",
  },
  [`${name(api.sharing.queries.myAccess)}.briefId`]: {
    code: "ok",
    why: "answers { role: null, reason: 'not_found' } instead of throwing (the page says so)",
  },
  [`${name(api.presence.mutations.leave)}.briefId`]: {
    code: "ok",
    why: "deletes only the caller's own tab, and answers alike for every brief",
  },
  [`${name(api.ideas.queries.myIdeasByLegend)}.legendId`]: {
    code: "ok",
    why: "a filter on the caller's own ideas: an unknown legend has none (an empty page)",
  },
};

/** An empty idea id gets the spec's own words (spec 5: 'Cannot create an idea page without…'). */
const EMPTY_ID_ANSWERS: Record<string, Answer> = {
  [`${name(api.campaigns.mutations.createFromIdea)}.ideaId`]: {
    code: "INVALID_ARGUMENT",
    message: validationMessages.campaignPage.missingIdeaId,
  },
  [`${name(api.channelKits.mutations.create)}.ideaId`]: {
    code: "INVALID_ARGUMENT",
    message: validationMessages.channelKit.missingIdeaId,
  },
  [`${name(api.decks.mutations.sellIdea)}.ideaId`]: {
    code: "INVALID_ARGUMENT",
    message: validationMessages.deck.missingIdeaId,
  },
};

/** An app error's code and words, or "ok" with the answer itself (to compare answers too). */
type Answer = { code: string; message: string };

async function answer(
  caller: ReturnType<typeof asUser> | TestApp,
  spec: PublicFunction,
  args: Record<string, unknown>,
): Promise<Answer> {
  try {
    const result: unknown =
      spec.kind === "query"
        ? await caller.query(makeFunctionReference<"query">(spec.name), args)
        : spec.kind === "mutation"
          ? await caller.mutation(makeFunctionReference<"mutation">(spec.name), args)
          : await caller.action(makeFunctionReference<"action">(spec.name), args);
    // A page's cursors are opaque: what a reader sees is its rows and whether there are more.
    const seen =
      typeof result === "object" && result !== null && "page" in result && "isDone" in result
        ? { page: result.page, isDone: result.isDone }
        : result;
    return { code: "ok", message: JSON.stringify(seen) };
  } catch (error) {
    const app = readAppError(error);
    return app ?? { code: "bug", message: String(error).slice(0, 200) };
  }
}

/** `base` with the id argument `arg` set to `value` (a list's first entry, for a list). */
function withId(base: Record<string, unknown>, arg: IdArg, value: string) {
  if (!arg.list) return { ...base, [arg.name]: value };
  const list = Array.isArray(base[arg.name]) ? [...(base[arg.name] as unknown[])] : [];
  list[0] = value;
  return { ...base, [arg.name]: list };
}

/** Rows the world lacks for the tables a sweep needs a missing id of. */
async function addSweepRows(t: TestApp, world: World, tables: Set<IdTable>) {
  const owner = world.users.owner;
  await t.run(async (ctx) => {
    const now = Date.now();
    if (tables.has("brandProfiles")) {
      await ctx.db.insert("brandProfiles", {
        ownerId: owner,
        ...PROFILE,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (tables.has("brandLogos")) {
      await ctx.db.insert("brandLogos", {
        name: "Northbound",
        domain: "northbound.example",
        mediaKey: "logo.png",
        format: "image/png",
        legendNames: [],
        createdBy: owner,
        createdAt: now,
      });
    }
  });
  if (tables.has("discoverySessions")) await discover(t, owner);
}

const SPECS = await publicFunctionSpecs();
const SWEPT = SPECS.map((spec) => ({ spec, ...idArgsOf(spec.name, spec.args) })).filter(
  (entry) => entry.idArgs.length > 0 || entry.unclassified.length > 0,
);

describe("malformed ids answer like missing ones", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("knows what every id-like argument is, and has baseline args for every swept function", () => {
    expect(
      SWEPT.flatMap((entry) => entry.unclassified),
      "name its table in idArgs.fixtures.ts, or list it under NOT_DOCUMENT_IDS with what it is",
    ).toEqual([]);
    expect(
      SWEPT.map((entry) => entry.spec.name).filter((fn) => !TABLE[fn] && !SWEEP_ARGS[fn]),
      "give these a TABLE row or SWEEP_ARGS",
    ).toEqual([]);
    const sweptArgs = new Set(
      SWEPT.flatMap((entry) => entry.idArgs.map((arg) => `${entry.spec.name}.${arg.name}`)),
    );
    expect(
      [...Object.keys(MISSING_ID_ANSWERS), ...Object.keys(EMPTY_ID_ANSWERS)].filter(
        (key) => !sweptArgs.has(key),
      ),
      "stale exceptions",
    ).toEqual([]);
  });

  const cases = SWEPT.filter((entry) => entry.idArgs.length > 0);
  const sweep = async ({ spec, idArgs }: (typeof cases)[number]) => {
    vi.useFakeTimers();
    stubMailEnv();
    const t = makeTest();
    const world = await seedWorld(t);
    await addSweepRows(t, world, new Set(idArgs.map((arg) => arg.table)));
    const admin = await createUser(t, {
      isAdmin: true,
      subscriptionTier: "business",
      legendCredits: 50,
    });
    const base = (TABLE[spec.name]?.args ?? SWEEP_ARGS[spec.name])(world);
    const got: Record<string, Answer> = {};
    const want: Record<string, Answer> = {};
    for (const arg of idArgs) {
      const key = `${spec.name}.${arg.name}`;
      const missing = withId(base, arg, await missingId(t, arg.table));
      const before = await fingerprint(t);
      let caller = asUser(t, world.users.owner);
      let reference = await answer(caller, spec, missing);
      // Admin functions: the owner is refused before any id is read; ask as an admin.
      if (reference.code === "FORBIDDEN") {
        caller = asUser(t, admin);
        reference = await answer(caller, spec, missing);
      }
      const anonymous = await answer(t, spec, missing);
      got[`${arg.name} missing`] = reference;
      want[`${arg.name} missing`] = {
        ...reference,
        code: MISSING_ID_ANSWERS[key]?.code ?? "NOT_FOUND",
      };
      got[`${arg.name} missing, signed out`] = anonymous;
      want[`${arg.name} missing, signed out`] = {
        ...anonymous,
        code: anonymous.code === "NOT_FOUND" ? "NOT_FOUND" : "UNAUTHENTICATED",
      };
      const other = arg.table === "users" ? world.briefId : world.users.owner;
      for (const [kind, value] of Object.entries(malformedIds(arg, other))) {
        const args = withId(base, arg, value);
        got[`${arg.name} ${kind}`] = await answer(caller, spec, args);
        want[`${arg.name} ${kind}`] = (kind === "empty" && EMPTY_ID_ANSWERS[key]) || reference;
        got[`${arg.name} ${kind}, signed out`] = await answer(t, spec, args);
        want[`${arg.name} ${kind}, signed out`] = anonymous;
      }
      got[`${arg.name}: nothing written`] = {
        code: (await fingerprint(t)) === before ? "same" : "changed",
        message: "",
      };
      want[`${arg.name}: nothing written`] = { code: "same", message: "" };
    }
    expect(got).toEqual(want);
  };

  for (const entry of cases) {
    it(entry.spec.name, () => sweep(entry));
  }
});
