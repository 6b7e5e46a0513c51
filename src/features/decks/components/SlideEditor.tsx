import { useState } from "react";
import { Button, Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { DECK_LIMITS } from "../../../../shared/constants";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { slideTextError, type SlideDraftText } from "../lib/slideText";
import type { SlideView } from "../lib/types";

export type SlideEditorProps = {
  slide: SlideView;
  onSave: (draft: SlideDraftText) => Promise<unknown>;
  onDone: () => void;
};

/** Editing a slide's words in place: title, text (a paragraph or "- " bullets), speaker notes. */
export function SlideEditor({ slide, onSave, onDone }: SlideEditorProps) {
  const [draft, setDraft] = useState<SlideDraftText>({
    title: slide.title,
    content: slide.content,
    speakerNotes: slide.speakerNotes,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof SlideDraftText) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = async () => {
    const invalid = slideTextError(draft);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(draft);
      onDone();
    } catch (failure) {
      setError(userFacingMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="deck-editor"
      aria-label="Edit slide"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Flex direction="column" gap="3">
        <label>
          <Text size="2" weight="medium">
            Title
          </Text>
          <TextField.Root
            value={draft.title}
            maxLength={DECK_LIMITS.titleChars}
            onChange={(event) => set("title")(event.target.value)}
            autoFocus
          />
        </label>
        <label>
          <Text size="2" weight="medium">
            Slide text
          </Text>
          <TextArea
            value={draft.content}
            rows={4}
            maxLength={DECK_LIMITS.contentChars}
            onChange={(event) => set("content")(event.target.value)}
          />
          <Text size="1" color="gray">
            One short paragraph, or one point per line starting with “- ”.
          </Text>
        </label>
        <label>
          <Text size="2" weight="medium">
            Speaker notes
          </Text>
          <TextArea
            value={draft.speakerNotes}
            rows={3}
            maxLength={DECK_LIMITS.speakerNotesChars}
            onChange={(event) => set("speakerNotes")(event.target.value)}
          />
        </label>
        {error ? (
          <Text size="2" color="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Saving..." : "Save slide"}
          </Button>
          <Button type="button" variant="soft" color="gray" disabled={busy} onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
