import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from "react";
import { insertMention, matchMembers, mentionAt, type Mentionable } from "../lib/mentions";

type PickerArgs = {
  body: string;
  setBody: (body: string) => void;
  members: readonly Mentionable[];
  /** A member was picked (the composer keeps them to send their id with the words). */
  onPicked: (member: Mentionable) => void;
};

/**
 * The @mention list of a comment box: typing "@" opens the brief's members, narrowed by what
 * follows; arrows move, Enter or Tab picks (inserting "@Name "), Escape closes it until the next
 * "@". The box keeps the focus throughout and points at the active option
 * (aria-activedescendant), the listbox pattern for a text field that suggests.
 */
export function useMentionPicker({ body, setBody, members, onPicked }: PickerArgs) {
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState({ key: "", index: 0 });
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();

  const query = caret === null ? null : mentionAt(body, Math.min(caret, body.length));
  const options = query === null ? [] : matchMembers(members, query.text);
  const open = query !== null && options.length > 0 && dismissedAt !== query.start;
  // A new query starts at the first option.
  const key = query === null ? "" : `${query.start}:${query.text}`;
  const index = active.key === key ? Math.min(active.index, options.length - 1) : 0;
  const optionId = (at: number) => `${listId}-option-${at}`;

  // After a pick the caret goes after the inserted name (once React has put the text in).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (pendingCaret.current === null || box === null) return;
    box.focus();
    box.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [body]);

  const pick = useCallback(
    (member: Mentionable) => {
      if (query === null) return;
      const next = insertMention(body, query, member);
      pendingCaret.current = next.caret;
      setCaret(next.caret);
      setBody(next.body);
      onPicked(member);
    },
    [body, query, setBody, onPicked],
  );

  const trackCaret = (event: SyntheticEvent<HTMLTextAreaElement>) =>
    setCaret(event.currentTarget.selectionStart);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    const move = (by: number) => {
      event.preventDefault();
      setActive({ key, index: (index + by + options.length) % options.length });
    };
    if (event.key === "ArrowDown") move(1);
    else if (event.key === "ArrowUp") move(-1);
    else if (event.key === "Enter" || (event.key === "Tab" && !event.shiftKey)) {
      event.preventDefault();
      pick(options[index]);
    } else if (event.key === "Escape") {
      // Closes the list only; the panel around (CommentsPanel) leaves itself open for this one.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query.start);
    }
  };

  return {
    boxRef,
    open,
    options,
    index,
    listId,
    optionId,
    pick,
    hover: (at: number) => setActive({ key, index: at }),
    /** Call from the box's onChange: the query is what ends at the caret. */
    trackCaret,
    /** Spread on the text box. */
    boxProps: {
      ref: boxRef,
      onKeyDown,
      onSelect: trackCaret,
      onClick: trackCaret,
      // Leaving the box closes the list (an option's click keeps the focus: MentionList).
      onBlur: () => setCaret(null),
      "aria-autocomplete": "list" as const,
      "aria-haspopup": "listbox" as const,
      "aria-controls": open ? listId : undefined,
      "aria-activedescendant": open ? optionId(index) : undefined,
      "data-mention-open": open ? "" : undefined,
    },
  };
}
