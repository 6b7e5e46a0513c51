import { useState } from "react";
import { Button, Checkbox, Flex, Text, TextArea } from "@radix-ui/themes";
import { relativeTime } from "@/lib/relativeTime";
import { userFacingMessage } from "@/lib/userFacingMessage";
import type { ReviewAction } from "../../../../shared/review";
import type { ReviewState } from "../hooks/useReview";
import { REVIEW_TEXT } from "../lib/texts";

type ReviewControlsProps = {
  state: ReviewState;
  /** Members who can be asked (not the caller). */
  members: { userId: string; name: string }[];
  onAct: (args: { action: ReviewAction; note?: string; reviewers?: string[] }) => Promise<unknown>;
};

/**
 * The review's actions and history: 'Request review' with the reviewers as checkboxes for the
 * owner and editors; 'Approve' / 'Request changes' with an optional note for any member while in
 * review; every step oldest first.
 */
export function ReviewControls({ state, members, onAct }: ReviewControlsProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReviewAction | null>(null);

  const run = async (action: ReviewAction) => {
    setBusy(action);
    setError(null);
    try {
      const trimmed = note.trim();
      await onAct({
        action,
        ...(trimmed ? { note: trimmed } : {}),
        ...(action === "request" && chosen.length > 0 ? { reviewers: chosen } : {}),
      });
      setNote("");
      setChosen([]);
    } catch (failure) {
      setError(userFacingMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex direction="column" gap="3" className="review-controls">
      {state.canRequest ? (
        <Flex direction="column" gap="2">
          {members.length > 0 ? (
            <fieldset className="review-reviewers">
              <Text as="div" size="2" weight="medium" asChild>
                <legend>{REVIEW_TEXT.chooseReviewers}</legend>
              </Text>
              {members.map((member) => (
                <Text as="label" size="2" key={member.userId}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={chosen.includes(member.userId)}
                      onCheckedChange={(checked) =>
                        setChosen((current) =>
                          checked === true
                            ? [...current, member.userId]
                            : current.filter((id) => id !== member.userId),
                        )
                      }
                    />
                    {member.name}
                  </Flex>
                </Text>
              ))}
            </fieldset>
          ) : null}
        </Flex>
      ) : null}
      {state.canRequest || state.canDecide ? (
        <TextArea
          aria-label={REVIEW_TEXT.note}
          placeholder={REVIEW_TEXT.note}
          value={note}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      {error ? (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap">
        {state.canRequest ? (
          <Button loading={busy === "request"} onClick={() => void run("request")}>
            {REVIEW_TEXT.requestReview}
          </Button>
        ) : null}
        {state.canDecide ? (
          <>
            <Button color="green" loading={busy === "approve"} onClick={() => void run("approve")}>
              {REVIEW_TEXT.approve}
            </Button>
            <Button
              color="red"
              variant="soft"
              loading={busy === "request_changes"}
              onClick={() => void run("request_changes")}
            >
              {REVIEW_TEXT.requestChanges}
            </Button>
          </>
        ) : null}
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          {REVIEW_TEXT.historyTitle}
        </Text>
        {state.history.length === 0 ? (
          <Text size="2" color="gray">
            {REVIEW_TEXT.noHistory}
          </Text>
        ) : (
          <ol className="review-history">
            {state.history.map((entry, index) => (
              <li key={index}>
                <Text size="2">
                  {entry.by.name} {REVIEW_TEXT.history[entry.action]}
                  {entry.reviewers.length > 0
                    ? ` (${entry.reviewers.map((r) => r.name).join(", ")})`
                    : ""}
                </Text>{" "}
                <Text size="1" color="gray">
                  {relativeTime(entry.at)}
                </Text>
                {entry.note ? (
                  <Text as="p" size="2" color="gray" className="review-note">
                    {entry.note}
                  </Text>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Flex>
    </Flex>
  );
}
