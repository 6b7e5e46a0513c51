/**
 * Resolves in a later task, so the browser can paint and handle input in between: for start-up
 * work split into pieces that each stay well under a long task (50 ms on a phone).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
