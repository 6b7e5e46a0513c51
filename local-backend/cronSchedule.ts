/**
 * When a cron job of `convex/crons.ts` runs next, for every schedule `cronJobs()` can write
 * (node_modules/convex/dist/esm/server/cron.js): `interval` (seconds, minutes or hours),
 * `hourly`, `daily`, `weekly`, `monthly` (UTC) and `cron` (five fields, UTC, like Unix cron:
 * numbers, `*`, lists, ranges and steps; day-of-month and day-of-week OR-ed when both are set).
 */

export type CronSchedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };

const MINUTE = 60_000;
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** An interval schedule's period in milliseconds. */
export function intervalMs(schedule: Extract<CronSchedule, { type: "interval" }>): number {
  const seconds =
    (schedule.seconds ?? 0) + (schedule.minutes ?? 0) * 60 + (schedule.hours ?? 0) * 3600;
  if (!(seconds > 0))
    throw new Error(`An interval needs a positive length: ${JSON.stringify(schedule)}`);
  return seconds * 1000;
}

/** The five fields of a calendar schedule as a cron expression (UTC). */
export function asCronExpression(schedule: Exclude<CronSchedule, { type: "interval" }>): string {
  switch (schedule.type) {
    case "hourly":
      return `${schedule.minuteUTC ?? 0} * * * *`;
    case "daily":
      return `${schedule.minuteUTC ?? 0} ${schedule.hourUTC} * * *`;
    case "weekly": {
      const day = DAYS.indexOf(schedule.dayOfWeek.toLowerCase());
      if (day === -1) throw new Error(`Unknown day of week "${schedule.dayOfWeek}"`);
      return `${schedule.minuteUTC ?? 0} ${schedule.hourUTC} * * ${day}`;
    }
    case "monthly":
      return `${schedule.minuteUTC ?? 0} ${schedule.hourUTC} ${schedule.day} * *`;
    case "cron":
      return schedule.cron;
  }
}

type Field = { values: Set<number>; any: boolean };

function parseField(text: string, min: number, max: number, name: string): Field {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    let from: number;
    let to: number;
    if (range === "*") {
      [from, to] = [min, max];
    } else if (range.includes("-")) {
      [from, to] = range.split("-").map(Number) as [number, number];
    } else {
      from = Number(range);
      to = stepText === undefined ? from : max;
    }
    const valid = [from, to, step].every(Number.isInteger) && step > 0;
    if (!valid || from < min || to > max || from > to) {
      throw new Error(`Invalid cron ${name} field "${text}" (${min}-${max})`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return { values, any: text === "*" };
}

/** A parsed five-field expression: minute, hour, day of month, month, day of week. */
export type CronExpression = { minute: Field; hour: Field; dom: Field; month: Field; dow: Field };

export function parseCron(expression: string): CronExpression {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`A cron expression has 5 fields: "${expression}"`);
  const dow = parseField(fields[4], 0, 7, "day-of-week");
  // 7 is Sunday too.
  if (dow.values.delete(7)) dow.values.add(0);
  return {
    minute: parseField(fields[0], 0, 59, "minute"),
    hour: parseField(fields[1], 0, 23, "hour"),
    dom: parseField(fields[2], 1, 31, "day-of-month"),
    month: parseField(fields[3], 1, 12, "month"),
    dow,
  };
}

function dayMatches(cron: CronExpression, date: Date): boolean {
  const dom = cron.dom.values.has(date.getUTCDate());
  const dow = cron.dow.values.has(date.getUTCDay());
  if (cron.dom.any) return dow;
  if (cron.dow.any) return dom;
  return dom || dow;
}

/** The first minute strictly after `after` (ms) that `expression` names, in UTC. */
export function nextCronTime(expression: string | CronExpression, after: number): number {
  const cron = typeof expression === "string" ? parseCron(expression) : expression;
  const date = new Date(Math.floor(after / MINUTE) * MINUTE + MINUTE);
  // Five years covers every expression that can match at all (29 February included).
  const limit = after + 5 * 366 * 24 * 60 * MINUTE;
  while (date.getTime() <= limit) {
    if (!cron.month.values.has(date.getUTCMonth() + 1) || !dayMatches(cron, date)) {
      date.setUTCHours(24, 0, 0, 0);
    } else if (!cron.hour.values.has(date.getUTCHours())) {
      date.setUTCHours(date.getUTCHours() + 1, 0, 0, 0);
    } else if (!cron.minute.values.has(date.getUTCMinutes())) {
      date.setTime(date.getTime() + MINUTE);
    } else {
      return date.getTime();
    }
  }
  const text = typeof expression === "string" ? expression : "given";
  throw new Error(`The cron expression "${text}" never runs`);
}

/**
 * When a job with `schedule` is next due. `lastRun` is when it last ran (null: never), `now` the
 * time it is asked at. An interval counts from its last run (its first run comes one interval
 * after the first start); a calendar schedule names its next slot after the last run. A due time
 * already past means runs were missed while the backend was down: the caller runs it once, now,
 * and asks again from there, so a long stop never piles runs up.
 */
export function nextRunAt(schedule: CronSchedule, lastRun: number | null, now: number): number {
  if (schedule.type === "interval") return (lastRun ?? now) + intervalMs(schedule);
  return nextCronTime(asCronExpression(schedule), lastRun ?? now);
}
