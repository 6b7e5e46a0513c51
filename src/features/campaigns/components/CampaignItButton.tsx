import { useId, useState, type ReactNode } from "react";
import { Button, Flex } from "@radix-ui/themes";
import { ExternalLinkIcon, RocketIcon } from "@radix-ui/react-icons";
import { useNavigate } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import type { CampaignIdea } from "../lib/types";
import { GenerateCampaignPageDialog } from "./GenerateCampaignPageDialog";

export type CampaignItButtonProps = {
  idea: CampaignIdea;
  signedIn: boolean;
  /** Signed-out visitors are asked to sign in first. */
  onRequireSignIn: () => void;
  /** Why this person can't make pages here (a viewer of a shared brief), or null. */
  readOnlyReason?: string | null;
  size?: "1" | "2";
  /**
   * Beside 'Campaign It': a note that also describes the button (the idea's pre-test score).
   * It sits in an element the button's aria-describedby names, empty until there is a note.
   */
  renderButtonNote?: () => ReactNode;
};

/**
 * 'Campaign It' (spec 2): opens the 'Generate Campaign Page' panel, or the idea's page straight
 * away once it has one ('Open campaign page', for viewers of a shared brief too).
 */
export function CampaignItButton({
  idea,
  signedIn,
  onRequireSignIn,
  readOnlyReason = null,
  size = "2",
  renderButtonNote,
}: CampaignItButtonProps) {
  const noteId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openPage = (id: string) => void navigate(ROUTES.ideaPage(id));

  if (signedIn && idea.landingPageId) {
    const pageId = idea.landingPageId;
    return (
      <Button size={size} variant="soft" onClick={() => openPage(pageId)}>
        <ExternalLinkIcon aria-hidden />
        Open campaign page
      </Button>
    );
  }
  const blocked = signedIn && readOnlyReason !== null;
  const button = (
    <Button
      size={size}
      variant="soft"
      disabled={blocked}
      title={blocked ? (readOnlyReason ?? undefined) : undefined}
      aria-haspopup={signedIn ? "dialog" : undefined}
      aria-describedby={renderButtonNote ? noteId : undefined}
      onClick={() => (signedIn ? setOpen(true) : onRequireSignIn())}
    >
      <RocketIcon aria-hidden />
      Campaign It
    </Button>
  );
  return (
    <>
      {renderButtonNote ? (
        <Flex align="center">
          {button}
          <span id={noteId}>{renderButtonNote()}</span>
        </Flex>
      ) : (
        button
      )}
      {open ? (
        <GenerateCampaignPageDialog
          idea={idea}
          open={open}
          onOpenChange={setOpen}
          onCreated={(id) => {
            setOpen(false);
            openPage(id);
          }}
        />
      ) : null}
    </>
  );
}
