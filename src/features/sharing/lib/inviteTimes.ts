/**
 * When a pending invitation was sent and when it runs out, in words (issue 39): "Sent 5 minutes
 * ago", "expires in 7 days". Coarse on purpose: the owner wants to know whether to resend, not
 * the minute it went.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** A span of time as minutes, hours or days ("5 minutes", "3 hours", "2 days"). */
function span(ms: number, round: (n: number) => number): string {
  if (ms < 90 * MINUTE) return count(Math.max(1, round(ms / MINUTE)), "minute");
  const hours = Math.round(ms / HOUR);
  return hours < 48 ? count(hours, "hour") : count(Math.round(ms / DAY), "day");
}

export function sentPhrase(sentAt: number, now: number): string {
  const ago = now - sentAt;
  return ago < MINUTE ? "Sent just now" : `Sent ${span(ago, Math.floor)} ago`;
}

export function expiresPhrase(expiresAt: number, now: number): string {
  const left = expiresAt - now;
  return left < MINUTE ? "expires in under a minute" : `expires in ${span(left, Math.ceil)}`;
}
