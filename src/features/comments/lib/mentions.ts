/**
 * The @mention being typed in a comment box: the "@partial" that ends at the caret, and the
 * brief's members it matches. A name may hold spaces ("@Ada Lo" still narrows to Ada Lovelace),
 * so the query runs to the caret on one line; once nobody matches, the list simply closes.
 */

export type Mentionable = { userId: string; name: string };

export type MentionQuery = {
  /** Where the "@" is. */
  start: number;
  /** The caret: the query is body[start + 1, end). */
  end: number;
  text: string;
};

/** Suggestions shown at once: a small list that fits a phone's panel. */
export const MENTION_SHOWN = 6;
const QUERY_MAX = 30;

export function mentionAt(body: string, caret: number): MentionQuery | null {
  const before = body.slice(0, caret);
  const match = new RegExp(`(?:^|\\s)@([^@\\n]{0,${QUERY_MAX}})$`).exec(before);
  if (match === null) return null;
  const text = match[1];
  return { start: caret - text.length - 1, end: caret, text };
}

/** Members whose name, or a word of it, starts with the query (any case). */
export function matchMembers(members: readonly Mentionable[], query: string): Mentionable[] {
  const wanted = query.toLowerCase();
  return members
    .filter((member) => {
      const name = member.name.toLowerCase();
      return name.startsWith(wanted) || name.includes(` ${wanted}`);
    })
    .slice(0, MENTION_SHOWN);
}

/** The body with the query replaced by "@Name ", and where the caret goes after it. */
export function insertMention(
  body: string,
  query: MentionQuery,
  member: Mentionable,
): { body: string; caret: number } {
  const after = body.slice(query.end);
  const inserted = `@${member.name}${/^\s/.test(after) ? "" : " "}`;
  return {
    body: `${body.slice(0, query.start)}${inserted}${after}`,
    caret: query.start + inserted.length + (/^\s/.test(after) ? 1 : 0),
  };
}
