import { useCallback, useId, useState, type FormEvent } from "react";
import { Button, Flex, Text, TextArea } from "@radix-ui/themes";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { COMMENT_LIMITS, reviewMessages } from "../../../../shared/review";
import { useMentionPicker } from "../hooks/useMentionPicker";
import type { Mentionable } from "../lib/mentions";
import { COMMENTS_TEXT, COUNTER_FROM } from "../lib/texts";
import { MentionList } from "./MentionList";

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

/**
 * The box to write a comment, reply or edit: 1–2,000 characters with a counter near the limit,
 * the backend's words when it refuses, and @mention by typing @ and choosing a member from the
 * list that opens (../hooks/useMentionPicker.ts: keyboard and pointer).
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
  const onPicked = useCallback(
    (member: Mentionable) =>
      setMentions((current) =>
        current.some((m) => m.userId === member.userId) ? current : [...current, member],
      ),
    [],
  );
  const picker = useMentionPicker({ body, setBody, members, onPicked });

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
          {...picker.boxProps}
          onChange={(event) => {
            setBody(event.target.value);
            picker.trackCaret(event);
            if (error) setError(null);
          }}
        />
        {picker.open ? (
          <MentionList
            id={picker.listId}
            options={picker.options}
            index={picker.index}
            optionId={picker.optionId}
            onPick={picker.pick}
            onHover={picker.hover}
          />
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
