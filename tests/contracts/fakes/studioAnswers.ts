import { chatBody, completion } from "./chatCompletions";
import type { FakeAnswer, RecordedRequest } from "./server";

/**
 * A model's answers to the studio corpus bench's jobs (bench/studioProvider.ts), chosen by the
 * request's structured-output schema name: every brief gets the same headline and every idea
 * the same Discovery segments, so the bench's figures are known in advance.
 */

export const HEADLINE = "The Same Line for Everyone.";

const idea = (n: number) => ({
  title: `Idea ${n}`,
  campaignName: HEADLINE,
  coreIdea: "One thought, said plainly.",
  concept: "We show the product doing its job. Nothing else.",
  headline: HEADLINE,
  description: "A plain campaign. It says one thing.",
  tone: "plain",
  keyVisualElements: ["a kitchen table"],
  executionStrategy: ["Posters on the high street"],
  selfCritique: "Works because it is clear; the risk is that it is dull.",
  visualPrompt: "A kitchen table at dawn, soft light",
  legendThinking: "1. a\n2. b\n3. c\n4. d\n5. e\n6. f",
});

const discovery = (segments: string[]) => ({
  title: "Who this is for",
  summary: "People who want it simple.",
  segments: segments.map((name) => ({
    name,
    who: "People in a hurry.",
    sizeCue: "a broad group",
    caresAbout: ["time", "price"],
  })),
  insights: [1, 2, 3].map(() => ({
    tension: "They want it fast but good.",
    insight: "Nobody has time.",
    evidence: [{ source: "inference", text: "Reasoned from the idea." }],
  })),
  language: [
    { phrase: "no time", source: "inference" },
    { phrase: "just works", source: "inference" },
    { phrase: "worth it", source: "inference" },
  ],
  channels: ["Radio", "Posters", "Search"].map((name) => ({ name, why: "They are there." })),
  opportunities: [1, 2, 3].map((n) => ({
    title: `Opportunity ${n}`,
    description: "Say it plainly.",
    segment: segments[0],
  })),
});

const pretest = (count: number) => ({
  results: Array.from({ length: count }, (_, index) => ({
    idea: index + 1,
    scores: ["keyMessage", "audience", "distinctive", "brandLinkage", "simplicity"].map(
      (dimension) => ({ dimension, score: 3, reason: "It says one thing." }),
    ),
    swap: {
      competitor: "Rival",
      competitorAssumed: true,
      rewrite: "The Same Line for Rival.",
      stillWorks: true,
      verdict: "Any brand could say it.",
    },
  })),
});

const slide = {
  title: "The problem",
  content: "People waste time.",
  speakerNotes: "We all know this.",
  visualPrompt: "A clock on a wall",
};

/** Answers each job by its structured-output schema name, as a model would. */
export function answerFor(
  request: RecordedRequest,
  options: { badAds?: boolean } = {},
): FakeAnswer {
  const body = chatBody(request);
  const name = body.response_format?.json_schema?.name;
  const prompt = body.messages.map((message) => message.content).join("\n");
  switch (name) {
    case "campaign_ideas":
      return completion(JSON.stringify({ ideas: [idea(1), idea(2), idea(3)] }));
    case "campaign_ads":
      // Not JSON at all, to the first call and to the repair call alike.
      if (options.badAds) return completion("Sorry, I cannot write ads today.");
      return completion(
        JSON.stringify({ ads: [1, 2, 3].map(() => ({ headline: HEADLINE, body: "It works." })) }),
      );
    case "pretest_results":
      return completion(JSON.stringify(pretest(3)));
    case "discovery_research":
      // The same segments whatever the idea, named in the prompt's idea or not.
      if (!prompt.includes("user_idea"))
        return { status: 400, body: { error: { message: "no idea" } } };
      return completion(JSON.stringify(discovery(["Busy Owners", "Late Payers", "Night Owls"])));
    case "sell_deck_slide":
      return completion(JSON.stringify(slide));
    default:
      return { status: 400, body: { error: { message: `unexpected schema ${name}` } } };
  }
}
