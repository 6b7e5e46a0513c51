import type { StudioComposer } from "../composers";
import type { Rng } from "../engine/random";
import { capitalize, titleCase } from "../engine/text";
import { readContext, type Knowledge } from "./strategyFacts";
import type { DiscoveryDraft } from "../../discovery/prompt";
import {
  coreName,
  doubterName,
  giverPhrases,
  giverTension,
  givingOf,
  loyalGiverName,
  newGiverName,
  type Giving,
  newcomerName,
  readAudience,
  ownTension,
  segmentName,
  theirPhrases,
  type Audience,
} from "./discoveryAudience";
import { ideaQuotes, siteQuotes } from "./discoveryQuotes";

/**
 * The offline studio's Discovery IQ: audience research a planner could sign, written from the
 * idea and the website's own words. Three or four segments (the people the idea names, careful
 * comparers, first-timers, and local backers when a place is named), the tensions behind them
 * with their evidence labelled by source, their language, where to reach them and three
 * opportunities. Deterministic per seed; no figures, dates or names it was not given: sizes
 * are qualitative and everything reasoned is labelled inference.
 */

type Segment = DiscoveryDraft["segments"][number];
type Evidence = DiscoveryDraft["insights"][number]["evidence"][number];

/** The verb or pronoun that agrees with the brand ("this backpack is", "these shoes are"). */
const agree = (k: Knowledge, singular: string, plural: string) => (k.plural ? plural : singular);
/** "fits"/"fit" as the category's word takes it ("coffee that fits", "shoes that fit"). */
const letsDown = (k: Knowledge) => (k.fits === "fit" ? "let" : "lets");

/** A non-profit's supporters: who already gives, who gives elsewhere, who never has. */
function giverSegments(k: Knowledge, a: Audience, g: Giving, rng: Rng): Segment[] {
  const keep = [k.brand, ...(k.location ? [k.location] : [])];
  const place = k.location ? ` in and around ${k.location}` : "";
  const people = a.known ? capitalize(a.people) : "People";
  return [
    {
      name: a.known ? coreName(a, keep) : segmentName(`${g.cause} ${g.role}`, keep),
      who: `${people}${a.qualifier ? ` ${a.qualifier}` : ""}${place}: they want to ${g.act} in a way that fits the way they live now.`,
      sizeCue: "The core group: the first people to win",
      caresAbout: [
        `Seeing what their ${g.gift} changes`,
        "A first step that fits their week",
        rng.pick(["Being asked, not guilted", "Knowing the people behind it"]),
      ],
    },
    {
      name: loyalGiverName(a, g, rng, keep),
      who: `${people} who already support another cause, and would move their support only for a clear reason.`,
      sizeCue: "A broad group, slow to move",
      caresAbout: [
        `Proof of what one gift of ${g.gift} achieves`,
        "What people like them say",
        `How much of their ${g.gift === "money" ? "money" : "time"} it asks for`,
      ],
    },
    {
      name: newGiverName(a, g, rng, keep),
      who: `${people} who have never ${g.done} and need the first step made easy.`,
      sizeCue: "A wide but uncommitted group",
      caresAbout: [
        "A first step that feels small",
        "Plain words instead of charity jargon",
        "A friend to go along with",
      ],
    },
  ];
}

function segmentsFor(k: Knowledge, a: Audience, rng: Rng, g?: Giving): Segment[] {
  if (g) return giverSegments(k, a, g, rng);
  const live = k.business ? "work" : "live";
  const place = k.location ? ` in and around ${k.location}` : "";
  const keep = [k.brand, ...(k.location ? [k.location] : [])];
  const core: Segment = {
    name: a.known ? coreName(a, keep) : segmentName(`${a.unit} regulars`, keep),
    who: a.known
      ? `${capitalize(a.people)}${a.qualifier ? ` ${a.qualifier}` : ""}${place}: they want ${k.wanted} that ${k.fits} the way they ${live} now.`
      : `${capitalize(k.audience)}${place} who already buy ${a.goods} and know what a good one looks like.`,
    sizeCue: "The core group: the first people to win",
    caresAbout: [
      `${capitalize(k.wanted)} that ${k.fits} their routine`,
      "Knowing what they get before they pay",
      rng.pick(["Not settling for second best", "A choice they won't regret"]),
    ],
  };
  const comparers: Segment = {
    name: doubterName(a, rng, keep),
    who: `${k.business ? "Businesses" : "People"} already loyal to a rival in ${k.goods}, who would move only for a clear reason.`,
    sizeCue: "A broad group, slow to move",
    caresAbout: [
      "Proof they can check, not adjectives",
      `What ${k.business ? "peers" : "people like them"} say`,
      "What switching costs them in time and effort",
    ],
  };
  const firstTimers: Segment = {
    name: newcomerName(a, rng, keep, k.business),
    who: `${k.business ? "Businesses" : "People"} new to ${a.goods} who need the first step made easy.`,
    sizeCue: "A wide but uncommitted group",
    caresAbout: [
      "A first try that feels low-risk",
      "Plain words instead of category jargon",
      "Someone to show them where to start",
    ],
  };
  const segments = [core, comparers, firstTimers];
  if (k.location) {
    segments.push({
      name: segmentName(`${k.location} locals who back independents`, keep),
      who: `People in ${k.location} who like to back an independent business and tell others when they find a good one.`,
      sizeCue: "A focused local niche",
      caresAbout: [
        "Supporting the place they live",
        "Knowing the people behind the business",
        "Being the first to recommend it",
      ],
    });
  }
  return segments;
}

function insightsFor(
  k: Knowledge,
  a: Audience,
  rng: Rng,
  ideaLines: string[],
  siteLines: string[],
  g?: Giving,
) {
  const told = (index: number): Evidence[] =>
    ideaLines[index] ? [{ source: "idea", text: ideaLines[index] }] : [];
  const site = (index: number): Evidence[] =>
    siteLines[index] ? [{ source: "website", text: siteLines[index] }] : [];
  const who = capitalize(k.audienceShort);
  if (g) return giverInsights(k, a, g, rng, told, site);
  return [
    {
      tension:
        ownTension(a) ??
        rng.pick([
          `${who} want ${k.goods} on their own terms, yet most of what they are offered was designed for someone else.`,
          `${who} are asked to fit around ${k.goods}, when they would rather ${k.goods} fitted around them.`,
        ]),
      insight:
        "They give their attention to a brand that starts from their day, not from the category's habits.",
      evidence: [
        ...told(0),
        ...site(0),
        {
          source: "inference" as const,
          text: k.hasAudience
            ? `The idea names ${k.audienceShort} as the people it is for, so their routine is the place to start.`
            : "Buyers already in the category are the quickest to reach while the idea finds its own audience.",
        },
      ],
    },
    {
      tension: `They are open to something new in ${k.goods}, but they have heard big promises before and discount them.`,
      insight: rng.pick([
        "Proof they can check persuades them faster than any adjective.",
        "A claim they can verify for themselves outweighs a louder one they cannot.",
      ]),
      evidence: [
        ...told(1),
        ...site(1),
        {
          source: "inference" as const,
          text: "In a crowded category claims are cheap, so people look for reasons they can verify.",
        },
      ],
    },
    {
      // "their current current account" says one word twice.
      tension: `Switching feels like effort, even when their ${/^current\b/i.test(k.usual) ? "" : "current "}${k.usual} ${letsDown(k)} them down.`,
      insight: "The first step has to feel smaller than the frustration it ends.",
      evidence: [
        ...told(2),
        ...site(2),
        {
          source: "inference" as const,
          text: "People stay with what they know unless starting over is made easy.",
        },
      ],
    },
  ];
}

/** The tensions of people asked to give, not to buy. */
function giverInsights(
  k: Knowledge,
  a: Audience,
  g: Giving,
  rng: Rng,
  told: (index: number) => Evidence[],
  site: (index: number) => Evidence[],
) {
  const who = capitalize(k.audienceShort);
  const inference = (text: string): Evidence => ({ source: "inference", text });
  return [
    {
      tension:
        giverTension(a, g) ??
        rng.pick([
          `${who} want to help, but most appeals make giving feel like a duty rather than a difference.`,
          `${who} would ${g.act} if they could see exactly what it does.`,
        ]),
      insight: "They answer an ask that shows them the one thing their gift changes.",
      evidence: [
        ...told(0),
        ...site(0),
        inference(
          k.hasAudience
            ? `The idea names ${k.audienceShort} as the people it asks, so their week is the place to start.`
            : `People who already ${g.act} to causes like this are the quickest to reach.`,
        ),
      ],
    },
    {
      tension: `They want to ${g.act}, but they have been asked many times before and can't see what one more gift of ${g.gift} changes.`,
      insight: rng.pick([
        "A result they can picture persuades them faster than a plea.",
        "One named outcome outweighs a list of needs.",
      ]),
      evidence: [
        ...told(1),
        ...site(1),
        inference("Appeals are everywhere, so people give where they can see the difference."),
      ],
    },
    {
      tension: `Signing up feels like a commitment, even when the first step with ${g.cause} is small.`,
      insight: "The first step has to look as small as it is.",
      evidence: [
        ...told(2),
        ...site(2),
        inference("People put off a good intention until someone makes the first step easy."),
      ],
    },
  ];
}

function languageFor(k: Knowledge, a: Audience, rng: Rng, idea: string, g?: Giving) {
  const typed = idea.toLowerCase();
  const own = [a.usual, k.hasAudience ? k.audienceShort : undefined]
    .filter((phrase): phrase is string => Boolean(phrase) && typed.includes(phrase!.toLowerCase()))
    .map((phrase) => ({ phrase, source: "idea" as const }));
  const inferred = (g ? giverPhrases(a, g, rng) : theirPhrases(a, rng, k.business)).map(
    (phrase) => ({
      phrase,
      source: "inference" as const,
    }),
  );
  return [...own, ...inferred];
}

function channelsFor(k: Knowledge, segments: Segment[], g?: Giving) {
  const [core, comparers, firstTimers, local] = segments.map((segment) => segment.name);
  if (g) {
    return [
      {
        name: "Social video and creators",
        why: `${core} act when someone they trust shows what one gift of ${g.gift} changes.`,
      },
      {
        name: "Email and local press",
        why: `${comparers} want to see results before they move their support.`,
      },
      {
        name: "Word of mouth and events",
        why: `${firstTimers} take the first step when a friend asks them along.`,
      },
    ];
  }
  const channels = k.business
    ? [
        { name: "Professional networks", why: `Where ${core} look for what ${"peers"} recommend.` },
        {
          name: "Search",
          why: `${comparers} research before they commit, and search is where they start.`,
        },
        {
          name: "Demos and webinars",
          why: `${firstTimers} need to see it working before they try it.`,
        },
      ]
    : [
        {
          name: "Social video and creators",
          why: `${core} follow people they trust to show them what fits their life.`,
        },
        {
          name: "Search and reviews",
          why: `${comparers} read reviews and compare before they commit.`,
        },
        {
          name: "Word of mouth",
          why: `${firstTimers} try a new category when someone they know vouches for it.`,
        },
      ];
  if (k.location) {
    channels.push({
      name: "Local press and events",
      why: `${local} hear about independent businesses in ${k.location} through the place itself.`,
    });
  }
  return channels;
}

function opportunitiesFor(k: Knowledge, rng: Rng, segments: Segment[]) {
  const third = k.location
    ? {
        title: `Proudly ${titleCase(k.location)}`,
        description: `Root ${k.brandRef} in ${k.location}: local press, events and word of mouth turn neighbours into its first advocates.`,
        segment: segments[3]?.name ?? segments[0].name,
      }
    : {
        title: "Make the First Step Small",
        description: `Make trying ${k.brandRef} feel easy for people new to ${k.goods}: one simple first step, explained in plain words.`,
        segment: segments[2].name,
      };
  return [
    {
      title: "Start from Their Day",
      description: rng.pick([
        `Show ${k.brandRef} at one real moment in the day of ${k.audienceShort}, where ${agree(k, "it fits", "they fit")} without fuss, and let that moment carry the campaign.`,
        `Build the campaign around a single ordinary moment for ${k.audienceShort}, and show how ${k.brandRef} ${agree(k, "makes", "make")} it better.`,
      ]),
      segment: segments[0].name,
    },
    {
      title: "Proof They Can Check",
      description: [
        `Trade claims for evidence: show how ${k.brandRef} ${agree(k, "works", "work")} and who already relies on ${agree(k, "it", "them")}, so the doubters can convince themselves.`,
        k.proof ? `The idea already offers a starting point: ${k.proof}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
      segment: segments[1].name,
    },
    third,
  ];
}

function summaryFor(k: Knowledge, extra: Record<string, string>): string {
  const opening = k.hasAudience
    ? `${capitalize(k.brandRef)} ${agree(k, "is", "are")} for ${k.audience}${k.location ? ` in and around ${k.location}` : ""}, and this research starts from their point of view.`
    : `With no audience named yet, this research starts from the people who already buy ${k.goods}.`;
  const basis = !extra.websiteUrl
    ? "No website was given, so the evidence is the idea itself plus clearly marked inference."
    : extra.websiteContent || extra.websiteDescription
      ? "It draws on the idea and on the website's own words; quotes from the site are marked as such."
      : "The website couldn't be read, so everything here comes from the idea and marked inference.";
  return `${opening} ${basis} Treat the segment sizes as directions to test, not measurements.`;
}

/** "want to reach first-time gardeners" names the gardeners, not "reach first-time gardeners". */
const GOAL_VERB = /^(?:reach|target|help|serve|attract|find|win|get|sell to)\s+/i;

function withoutGoalVerb(k: Knowledge): Knowledge {
  const strip = (text: string) => text.replace(GOAL_VERB, "");
  return {
    ...k,
    audience: strip(k.audience),
    audienceShort: strip(k.audienceShort),
    named: strip(k.named),
  };
}

/** The idea's sentence that names its people first: it is the evidence for who it is for. */
function audienceFirst(lines: string[], k: Knowledge): string[] {
  const index = lines.findIndex((line) =>
    line.toLowerCase().includes(k.audienceShort.toLowerCase()),
  );
  return index <= 0 ? lines : [lines[index], ...lines.filter((_, i) => i !== index)];
}

export function composeDiscovery(extra: Record<string, string>, rng: Rng): DiscoveryDraft {
  const read = withoutGoalVerb(readContext(extra));
  const idea = extra.additionalContext ?? "";
  const audience = readAudience(read, idea);
  // Everything below speaks of the people the idea serves, and of the category without the brand.
  const k: Knowledge = audience.known
    ? {
        ...read,
        audience: [audience.people, audience.qualifier].filter(Boolean).join(" "),
        audienceShort: audience.people,
        named: audience.people,
        hasAudience: true,
        goods: audience.goods,
        wanted: audience.wanted,
        fits: audience.fits,
        usual: audience.usual,
        // A place counts when it is where the people are, not a capital in the idea's prose.
        location: audience.place,
      }
    : { ...read, goods: audience.goods, wanted: audience.wanted, fits: audience.fits };
  const giving = givingOf(idea, k.industry, k.brand);
  const segments = segmentsFor(k, audience, rng, giving);
  return {
    title: k.hasAudience ? `${k.brand} for ${titleCase(k.named)}` : `${k.brand}: Audience Research`,
    summary: summaryFor(k, extra),
    segments,
    insights: insightsFor(
      k,
      audience,
      rng,
      audienceFirst(ideaQuotes(idea), k),
      siteQuotes(extra, k.brand),
      giving,
    ),
    language: languageFor(k, audience, rng, idea, giving),
    channels: channelsFor(k, segments, giving),
    opportunities: opportunitiesFor(k, rng, segments),
  };
}

/** The discovery task's composer (../composerMap.ts). */
export const discoveryComposer: StudioComposer = ({ context, rng }) =>
  composeDiscovery(context.extra ?? {}, rng);
