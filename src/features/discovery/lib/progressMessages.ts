import { DISCOVERY } from "../../../../shared/constants";

/**
 * The processing state's rotating messages (spec 4, 9): the next one shows at each of
 * DISCOVERY.progressMessageSeconds after submit; the last stays until the research is done.
 */
export const DISCOVERY_PROGRESS_MESSAGES = [
  "Reading your idea…",
  "Finding the people it is really for…",
  "Sizing up each audience segment…",
  "Looking for the tensions in their lives…",
  "Listening for the words they use…",
  "Mapping where to reach them…",
  "Shaping three strategic opportunities…",
] as const;

/** Before the first second: the request is on its way. */
export const DISCOVERY_STARTING_MESSAGE = "Starting Discovery IQ…";

/** The message shown `elapsedMs` after submit. */
export function progressMessageAt(elapsedMs: number): string {
  let message: string = DISCOVERY_STARTING_MESSAGE;
  DISCOVERY.progressMessageSeconds.forEach((second, index) => {
    if (elapsedMs >= second * 1000) message = DISCOVERY_PROGRESS_MESSAGES[index];
  });
  return message;
}
