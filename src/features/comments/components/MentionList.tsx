import type { Mentionable } from "../lib/mentions";
import { COMMENTS_TEXT } from "../lib/texts";

type MentionListProps = {
  id: string;
  options: readonly Mentionable[];
  index: number;
  optionId: (at: number) => string;
  onPick: (member: Mentionable) => void;
  onHover: (at: number) => void;
};

/**
 * The members an @mention may name, under the comment box (in the flow, so it fits any panel
 * width from 320 px and never hides behind the thread's scroll area). The box keeps the focus:
 * a press on an option does not take it.
 */
export function MentionList({ id, options, index, optionId, onPick, onHover }: MentionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={COMMENTS_TEXT.mentionList} className="mention-list">
      {options.map((member, at) => (
        <li
          key={member.userId}
          id={optionId(at)}
          role="option"
          aria-selected={at === index}
          className="mention-option"
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => (at === index ? undefined : onHover(at))}
          onClick={() => onPick(member)}
        >
          @{member.name}
        </li>
      ))}
    </ul>
  );
}
