import { useEffect, useState, type ReactNode } from "react";
import type { FunctionReturnType } from "convex/server";
import { Button, Callout, Flex, Grid, Heading, Spinner, Text } from "@radix-ui/themes";
import type { api } from "../../../../convex/_generated/api";
import { CREDIT_COSTS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { usesCreditsLine, VISITOR_BRIEF_LINE } from "../../../../shared/pricing";
import type { BrandProfileFieldProps } from "../forms/BriefForm";
import type { BriefHandle } from "../lib/types";
import { BriefForm } from "../forms/BriefForm";
import { useBriefWorkspace, type BriefWorkspaceOptions } from "../hooks/useBriefWorkspace";
import { GeneratedBriefPanel } from "./GeneratedBriefPanel";
import { NewBriefDialog } from "./NewBriefDialog";
import { NewerVersionNotice } from "./NewerVersionNotice";
import { sendBriefCommand } from "../lib/briefCommands";
import { SaveBriefDialog } from "./SaveBriefDialog";
import { VersionDialog } from "./VersionDialog";
import { VersionHistory } from "./VersionHistory";
import "../briefs.css";

export type BriefJobView = FunctionReturnType<typeof api.generation.queries.job>;

export type BriefWorkspaceProps = BriefWorkspaceOptions & {
  /** The brand profile field, composed by the page (null for visitors). */
  brandProfileField?: BrandProfileFieldProps | null;
  /** Above the form: the admin's Experimental Mode panel, composed by the page. */
  adminPanel?: ReactNode;
  renderProgress: (job: BriefJobView, retry: () => void) => ReactNode;
  renderProvider: (provider: string | null) => ReactNode;
  renderMetadata: (metadata: BriefJobView["metadata"]) => ReactNode;
  onOpenStrategist: () => void;
  /** Under the brief: the ideas area, composed by the page, given the brief on screen. */
  renderIdeas?: (brief: BriefHandle) => ReactNode;
  /** Over the brief, signed in: the brief menu (reopen a brief), composed by the page. */
  briefMenu?: ReactNode;
  /** Under a saved brief's title: who has access and 'Share' (the sharing feature). */
  renderSharing?: (saved: { id: string; title: string }) => ReactNode;
  /** Tells the page which saved brief is on screen (null: none), for its access. */
  onSavedBriefChange?: (briefId: string | null) => void;
  /** Why this person may look but not change the saved brief (a viewer), or null. */
  readOnlyReason?: string | null;
  /** Shown instead of the brief and its ideas once access to the saved brief ended. */
  renderLostAccess?: (startNew: () => void) => ReactNode;
  /** Under the brand field, given the form's facts and a way to set the brand (issue 18). */
  renderBrandTools?: (brand: {
    fields: { brand: string; audience: string; message: string; tone: string };
    applyBrand: (name: string) => void;
  }) => ReactNode;
};

function buttonLabels(hasBrief: boolean, refining: boolean) {
  if (!hasBrief) return { label: "Generate Brief", busyLabel: "Generating..." };
  return { label: refining ? "Refine Brief" : "Regenerate Brief", busyLabel: "Updating..." };
}

/**
 * The brief builder (spec 2 "Brief form section", "generated-brief panel"): the form, the brief
 * written live by the studio, preview and edit, Save Brief / Update Brief with versions, and
 * 'Start a new brief'. Its work survives reloads and sign-in (browser storage, pending actions).
 */
export function BriefWorkspace({
  brandProfileField = null,
  adminPanel,
  renderProgress,
  renderProvider,
  renderMetadata,
  onOpenStrategist,
  renderIdeas,
  briefMenu,
  renderSharing,
  onSavedBriefChange,
  readOnlyReason = null,
  renderLostAccess,
  renderBrandTools,
  ...options
}: BriefWorkspaceProps) {
  const workspace = useBriefWorkspace(options);
  const { generation, content, saved, values } = workspace;
  const [confirmingNew, setConfirmingNew] = useState(false);
  const [openVersion, setOpenVersion] = useState<string | null>(null);
  const hasBrief = content.trim() !== "";
  const labels = buttonLabels(hasBrief, values.refinement.trim() !== "");
  const savedId = saved?.id ?? null;
  useEffect(() => onSavedBriefChange?.(savedId), [savedId, onSavedBriefChange]);

  let progress: ReactNode = null;
  if (generation.failed) {
    progress = generation.job ? (
      renderProgress(
        { ...generation.job, errorMessage: messages.briefAndIdeas.briefFailed },
        workspace.retryGenerate,
      )
    ) : (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{messages.briefAndIdeas.briefFailed}</Callout.Text>
        <Flex mt="2">
          <Button size="1" variant="soft" color="red" onClick={workspace.retryGenerate}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  } else if (generation.generating || workspace.loading) {
    progress = (
      <Flex direction="column" gap="3" className="brief-working">
        <Heading as="h3" size="5" weight="medium" className="serif">
          {workspace.loading
            ? "Opening your brief…"
            : hasBrief
              ? "The studio is reworking your brief"
              : "The studio is writing your brief"}
        </Heading>
        {generation.job ? (
          renderProgress(generation.job, workspace.retryGenerate)
        ) : (
          <Flex align="center" gap="2" role="status">
            <Spinner size="2" />
            <Text size="2">
              {workspace.loading ? "Loading…" : "Handing the brief to the studio…"}
            </Text>
          </Flex>
        )}
      </Flex>
    );
  }

  const lastJob = generation.lastJob;
  const provenance =
    lastJob && hasBrief && !generation.generating ? (
      <>
        {renderProvider(lastJob.provider)}
        {renderMetadata(lastJob.metadata)}
      </>
    ) : null;

  const lostAccess = renderLostAccess?.(workspace.startNew);
  if (lostAccess) return lostAccess;

  return (
    <>
      <Grid
        columns={{ initial: "1", md: "minmax(0, 5fr) minmax(0, 7fr)" }}
        gap={{ initial: "6", md: "8" }}
      >
        <Flex direction="column" gap="5">
          {adminPanel}
          <BriefForm
            form={workspace.form}
            showRefinement={hasBrief}
            isAdmin={options.isAdmin}
            brandProfileField={workspace.signedIn ? brandProfileField : null}
            busy={generation.generating}
            label={labels.label}
            busyLabel={labels.busyLabel}
            readOnlyNote={readOnlyReason === null ? null : messages.sharing.viewerReadOnly}
            priceLine={
              workspace.signedIn ? usesCreditsLine(CREDIT_COSTS.brief) : VISITOR_BRIEF_LINE
            }
            onSubmit={() => void workspace.submitGenerate()}
            brandTools={renderBrandTools?.({
              fields: values,
              applyBrand: (name) =>
                workspace.form.setValue("brand", name, { shouldDirty: true, shouldValidate: true }),
            })}
          />
        </Flex>
        <Flex direction="column" gap="3" className="brief-panel-column">
          {workspace.signedIn && briefMenu ? <Flex justify="end">{briefMenu}</Flex> : null}
          <GeneratedBriefPanel
            title={saved?.title ?? (values.title || workspace.draftTitle || "Untitled brief")}
            content={content}
            brandSite={workspace.brandSite ?? undefined}
            onContentChange={workspace.setContent}
            view={workspace.view}
            onViewChange={workspace.setView}
            savedVersion={saved?.version ?? null}
            dirty={workspace.dirty}
            progress={progress}
            provenance={provenance}
            versions={saved ? <VersionHistory briefId={saved.id} onOpen={setOpenVersion} /> : null}
            saving={workspace.saving}
            onSave={() => void workspace.requestSave()}
            onUpdate={() => void workspace.submitUpdate()}
            onStartNew={() => setConfirmingNew(true)}
            onOpenStrategist={onOpenStrategist}
            sharing={
              saved && workspace.signedIn
                ? renderSharing?.({ id: saved.id, title: saved.title })
                : null
            }
            readOnlyReason={readOnlyReason}
            notice={
              // Not while this page saves: its own new version is on its way to the screen.
              saved && !workspace.saving ? (
                <NewerVersionNotice
                  briefId={saved.id}
                  version={saved.version}
                  onOpen={(briefId) => sendBriefCommand({ type: "load", briefId, mode: "preview" })}
                />
              ) : null
            }
          />
        </Flex>
      </Grid>
      {renderIdeas?.(workspace.handle)}
      <SaveBriefDialog
        open={workspace.naming}
        onOpenChange={workspace.setNaming}
        defaultTitle={workspace.suggestedTitle}
        saving={workspace.saving}
        onSave={(title) => void workspace.saveAs(title)}
      />
      <NewBriefDialog
        open={confirmingNew}
        onOpenChange={setConfirmingNew}
        onConfirm={workspace.startNew}
      />
      <VersionDialog
        versionId={openVersion}
        onScreenId={saved?.id ?? null}
        onClose={() => setOpenVersion(null)}
        onRestore={workspace.restoreVersion}
      />
    </>
  );
}
