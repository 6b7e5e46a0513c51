import { useId, useState, type FormEvent } from "react";
import { Button, Flex, Text, TextArea } from "@radix-ui/themes";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { COMMENT_LIMITS, reviewMessages } from "../../../../shared/review";
import { COMMENTS_TEXT, COUNTER_FROM } from "../lib/texts";

export type Mentionable = { userId: string; name: string };

type ComposerProps = {
  /** Sends the words (and the members picked with @); throws the backend's error. */
  onSubmit: (body: string, mentions: string[]) => Promise<unknown>;
  submitLabel?: string;
  placeholder?: string;
  label?: string;
  initialBody?: string;
  members?: Mentionable[];
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** The words' own checks, in the backend's words, before a round trip. */
export function composerError(body: string): string | null {
  if (body.trim() === "") return reviewMessages.commentEmpty;
  if (body.length > COMMENT_LIMITS.bodyMax) return reviewMessages.commentTooLong;
  return null;
}

/** The "@partial" being typed at the end of the text, or null. */
function mentionQuery(body: string): string | null {
  const match = /(?:^|\s)@([^\s@]{0,30})$/.exec(body);
  return match ? match[1].toLowerCase() : null;
}

/**
 * The box to write a comment, reply or edit: 1–2,000 characters with a counter near the limit,
 * the backend's words when it refuses, and @mention by typing @ and choosing a member.
 */
export function CommentComposer({
  onSubmit,
  submitLabel = COMMENTS_TEXT.post,
  placeholder = COMMENTS_TEXT.placeholder,
  label = COMMENTS_TEXT.placeholder,
  initialBody = "",
  members = [],
  onCancel,
  autoFocus,
}: ComposerProps) {
  const [body, setBody] = useState(initialBody);
  const [mentions, setMentions] = useState<Mentionable[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const query = mentionQuery(body);
  const suggestions =
    query === null
      ? []
      : members.filter((member) => member.name.toLowerCase().includes(query)).slice(0, 6);

  const pick = (member: Mentionable) => {
    setBody((current) => current.replace(/@([^\s@]{0,30})$/, `@${member.name} `));
    setMentions((current) =>
      current.some((m) => m.userId === member.userId) ? current : [...current, member],
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = composerError(body);
    if (invalid !== null) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // Only members still named in the words count as mentioned.
      const named = mentions.filter((m) => body.includes(`@${m.name}`)).map((m) => m.userId);
      await onSubmit(body.trim(), named);
      setBody("");
      setMentions([]);
    } catch (failure) {
      setError(userFacingMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="comment-composer">
      <Flex direction="column" gap="2">
        <TextArea
          aria-label={label}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          placeholder={placeholder}
          value={body}
          autoFocus={autoFocus}
          rows={3}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(null);
          }}
        />
        {suggestions.length > 0 ? (
          <Flex role="listbox" aria-label={COMMENTS_TEXT.mentionList} gap="1" wrap="wrap">
            {suggestions.map((member) => (
              <Button
                key={member.userId}
                type="button"
                role="option"
                aria-selected={false}
                size="1"
                variant="soft"
                onClick={() => pick(member)}
              >
                @{member.name}
              </Button>
            ))}
          </Flex>
        ) : null}
        {error ? (
          <Text id={errorId} size="2" color="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Flex align="center" justify="between" gap="2">
          <Text
            size="1"
            color={body.length > COMMENT_LIMITS.bodyMax ? "red" : "gray"}
            aria-live="polite"
          >
            {body.length >= COUNTER_FROM ? COMMENTS_TEXT.counter(body.length) : ""}
          </Text>
          <Flex gap="2">
            {onCancel ? (
              <Button type="button" variant="soft" color="gray" onClick={onCancel}>
                {COMMENTS_TEXT.cancel}
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}
