import type {
  DiscoverySessionDto,
  DiscoverySessionSummary,
} from "../../../../convex/discovery/validators";

export type { DiscoverySessionDto, DiscoverySessionSummary };
export type Research = DiscoverySessionDto["research"];
export type EvidenceSource = Research["language"][number]["source"];

/** What the form hands on: the website with https:// already added when it had no scheme. */
export type DiscoveryRequest = { idea: string; websiteUrl?: string };
