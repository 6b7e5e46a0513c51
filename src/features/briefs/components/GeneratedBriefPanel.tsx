import type { ReactNode } from "react";
import { Badge, Box, Button, Card, Flex, Heading, Tabs, Text, TextArea } from "@radix-ui/themes";
import { FileTextIcon, MagicWandIcon } from "@radix-ui/react-icons";
import type { BriefView } from "../hooks/useBriefDraftState";
import { BRIEF_PANEL_ID } from "../lib/scrolling";
import { BriefPreview } from "./BriefPreview";

export type GeneratedBriefPanelProps = {
  title: string;
  content: string;
  /** The website the user typed in the strategist: links to it stay clickable. */
  brandSite?: string;
  onContentChange: (content: string) => void;
  view: BriefView;
  onViewChange: (view: BriefView) => void;
  /** The saved version on screen, or null while unsaved. */
  savedVersion: number | null;
  dirty: boolean;
  /** Live progress (or the failure with its retry) while a brief is being written. */
  progress: ReactNode;
  /** Who wrote it (the Offline studio note) and, for admins, the metadata card. */
  provenance: ReactNode;
  versions: ReactNode;
  saving: boolean;
  onSave: () => void;
  onUpdate: () => void;
  onStartNew: () => void;
  onOpenStrategist: () => void;
  /** Under the title of a saved brief: who has access and 'Share'. */
  sharing?: ReactNode;
  /**
   * Set for a viewer of a saved brief: the brief is theirs to read only, so it shows without
   * Update Brief or the Edit tab (the form beside it says why).
   */
  readOnlyReason?: string | null;
  /** Above the brief: a newer version saved elsewhere (by a colleague, another tab). */
  notice?: ReactNode;
};

function EmptyBrief({ onOpenStrategist }: { onOpenStrategist: () => void }) {
  return (
    <Flex direction="column" align="start" gap="3" className="brief-empty">
      <FileTextIcon width="28" height="28" className="brief-empty-icon" aria-hidden />
      <Heading as="h3" size="6" weight="medium" className="serif">
        Your brief appears here
      </Heading>
      <Text as="p" size="3" color="gray" style={{ maxWidth: "34em" }}>
        Fill in the brand, audience, key message and tone, then press Generate Brief. Not sure where
        to start? Let the Ad Strategist suggest a direction.
      </Text>
      <Button variant="soft" onClick={onOpenStrategist}>
        <MagicWandIcon aria-hidden />
        Open the Ad Strategist
      </Button>
    </Flex>
  );
}

function SaveState({ savedVersion, dirty }: { savedVersion: number | null; dirty: boolean }) {
  if (savedVersion === null) return <Badge color="gray">Not saved yet</Badge>;
  if (dirty) return <Badge color="amber">Unsaved changes</Badge>;
  return <Badge color="green">Saved · version {savedVersion}</Badge>;
}

/** The generated brief with preview and edit modes, saving, and its versions (spec 2, 4). */
export function GeneratedBriefPanel(props: GeneratedBriefPanelProps) {
  const { content, progress, savedVersion, dirty, saving } = props;
  const hasBrief = content.trim() !== "";
  const readOnly = Boolean(props.readOnlyReason) && savedVersion !== null;
  const view = readOnly ? "preview" : props.view;
  return (
    <Card size={{ initial: "2", sm: "4" }} className="brief-panel" asChild>
      <section id={BRIEF_PANEL_ID} aria-label="Generated brief">
        {!hasBrief ? (
          <Flex direction="column" gap="4">
            {progress ?? <EmptyBrief onOpenStrategist={props.onOpenStrategist} />}
          </Flex>
        ) : (
          <Flex direction="column" gap="4">
            <Flex justify="between" align="start" gap="3" wrap="wrap">
              <Flex direction="column" gap="2" minWidth="0">
                <Heading as="h3" size="6" weight="medium" className="serif">
                  {props.title}
                </Heading>
                <Flex gap="2" align="center">
                  <SaveState savedVersion={savedVersion} dirty={dirty} />
                </Flex>
                {props.sharing}
              </Flex>
              <Flex gap="2" wrap="wrap">
                {readOnly ? null : savedVersion === null ? (
                  <Button size="3" onClick={props.onSave} disabled={saving}>
                    Save Brief
                  </Button>
                ) : (
                  <Button
                    size="3"
                    onClick={props.onUpdate}
                    disabled={saving || !dirty}
                    loading={saving}
                  >
                    Update Brief
                  </Button>
                )}
                <Button size="3" variant="soft" color="gray" onClick={props.onStartNew}>
                  Start a new brief
                </Button>
              </Flex>
            </Flex>
            {props.notice}
            {progress}
            {props.provenance}
            <Tabs.Root
              value={view}
              onValueChange={(value) => props.onViewChange(value as BriefView)}
            >
              {/* A viewer has only the preview: no tabs to choose between. */}
              {readOnly ? null : (
                <Tabs.List aria-label="Brief view">
                  <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
                  <Tabs.Trigger value="edit">Edit</Tabs.Trigger>
                </Tabs.List>
              )}
              <Box pt={readOnly ? "0" : "4"}>
                <Tabs.Content value="preview">
                  <div className="brief-paper">
                    <BriefPreview content={content} brandSite={props.brandSite} />
                  </div>
                </Tabs.Content>
                <Tabs.Content value="edit">
                  <TextArea
                    aria-label="Brief (markdown)"
                    className="brief-editor"
                    size="3"
                    resize="vertical"
                    value={content}
                    onChange={(event) => props.onContentChange(event.target.value)}
                  />
                  <Text as="p" size="1" color="gray" mt="2">
                    Markdown: # headings, **bold**, - lists. Switch to Preview to see it set.
                  </Text>
                </Tabs.Content>
              </Box>
            </Tabs.Root>
            {props.versions}
          </Flex>
        )}
      </section>
    </Card>
  );
}
