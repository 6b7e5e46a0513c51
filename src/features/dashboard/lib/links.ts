import { HOME_QUERY_PARAMS, ROUTES } from "../../../../shared/constants";

/** A saved brief (any version) opens on the home page with its ideas. */
export const briefHref = (briefId: string) =>
  `${ROUTES.home}?${HOME_QUERY_PARAMS.briefId}=${encodeURIComponent(briefId)}`;

/** Where a brief (and so everything else) starts: the home page's brief form. */
export const newBriefHref = `${ROUTES.home}?${HOME_QUERY_PARAMS.showBrief}=true`;
