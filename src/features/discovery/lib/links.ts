import { HOME_QUERY_PARAMS, ROUTES } from "../../../../shared/constants";

/** 'Use in Ad Strategist': home, with the strategist opened on this research. */
export function strategistLinkFor(sessionId: string): string {
  const params = new URLSearchParams({
    [HOME_QUERY_PARAMS.openAdStrategist]: "true",
    [HOME_QUERY_PARAMS.discoveryId]: sessionId,
  });
  return `${ROUTES.home}?${params.toString()}`;
}
