import { Text } from "@radix-ui/themes";
import type { BriefActivity } from "../lib/types";

function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * What colleagues are doing on the brief, one soft line per person: '{name} is generating ideas
 * with Bill Bernbach…'. The caller's own jobs are left out: their legends' columns already show
 * them at work.
 */
export function ActivityLine({ activity }: { activity: readonly BriefActivity[] }) {
  const byPerson = new Map<string, { name: string; legends: string[] }>();
  for (const job of activity) {
    if (job.isYou) continue;
    const entry = byPerson.get(job.userId) ?? { name: job.name, legends: [] };
    if (!entry.legends.includes(job.legendName)) entry.legends.push(job.legendName);
    byPerson.set(job.userId, entry);
  }
  if (byPerson.size === 0) return null;
  return (
    <div role="status" className="presence-activity">
      {[...byPerson.entries()].map(([userId, { name, legends }]) => (
        <Text as="p" key={userId} size="2" color="gray">
          {name} is generating ideas with {listOf(legends)}…
        </Text>
      ))}
    </div>
  );
}
