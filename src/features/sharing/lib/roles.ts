import type { BriefRole } from "../../../../shared/constants";

export type AccessRole = "owner" | BriefRole;

/** How a role reads in the app: the same words in the invite form, the list and the badges. */
export const ROLE_LABELS: Record<AccessRole, string> = {
  owner: "Owner",
  editor: "Can edit",
  viewer: "Can view",
};

/** One line under each choice in the share dialog. */
export const ROLE_HINTS: Record<BriefRole, string> = {
  viewer: "Sees the brief, the ideas and the visuals live.",
  editor: "Also saves versions and generates ideas and visuals, on their own credits.",
};
