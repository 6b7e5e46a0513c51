import { useState } from "react";
import { Button, Dialog, Flex, Spinner, Text, TextArea } from "@radix-ui/themes";
import { ImageIcon } from "@radix-ui/react-icons";
import { DECK_LIMITS } from "../../../../shared/constants";
import { usesCreditsLine } from "../../../../shared/pricing";
import { useSpend } from "../hooks/useSpend";
import type { SlideView } from "../lib/types";

export type SlideVisualDialogProps = {
  slide: SlideView;
  cost: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGenerate: (visualPrompt: string) => Promise<unknown>;
  onInsufficientCredits?: (error: unknown) => void;
};

/**
 * 'Generate visual' for one slide: the legend's visual prompt, editable, the wide 16:9 format
 * and the cost before the click. The job runs on the server; the slide shows its progress.
 */
export function SlideVisualDialog({
  slide,
  cost,
  open,
  onOpenChange,
  onGenerate,
  onInsufficientCredits,
}: SlideVisualDialogProps) {
  const [prompt, setPrompt] = useState(slide.visualPrompt);
  const { busy, error, setError, run } = useSpend(onInsufficientCredits);
  const again = slide.imageUrl !== null;

  const submit = async () => {
    if (prompt.trim() === "") {
      setError("Describe the visual for this slide.");
      return;
    }
    const close = () => onOpenChange(false);
    if (await run(() => onGenerate(prompt), close)) close();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{again ? "Regenerate the visual" : "Generate a visual"}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          A wide 16:9 image for “{slide.title}”, drawn from this prompt.
        </Dialog.Description>
        <Flex direction="column" gap="2" mt="4">
          <label>
            <Text size="2" weight="medium">
              Visual prompt
            </Text>
            <TextArea
              value={prompt}
              rows={4}
              maxLength={DECK_LIMITS.visualPromptChars}
              onChange={(event) => setPrompt(event.target.value)}
            />
          </label>
          {error ? (
            <Text size="2" color="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3" mt="5" justify="between" align="center" wrap="wrap">
          <Text size="2" color="gray">
            {usesCreditsLine(cost)}
          </Text>
          <Flex gap="3">
            <Dialog.Close>
              <Button variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void submit()}>
              {busy ? <Spinner size="1" /> : <ImageIcon aria-hidden />}
              {busy ? "Starting..." : again ? "Regenerate visual" : "Generate visual"}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
