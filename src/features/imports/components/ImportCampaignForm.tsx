import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Callout, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { TextInputField } from "@/components/form/TextInputField";
import { TextAreaField } from "@/components/form/TextAreaField";
import { useImageSelection } from "../hooks/useImageSelection";
import { useCampaignImport, type ImportPhase, type ImportResult } from "../hooks/useCampaignImport";
import { importFieldsSchema, type ImportFields } from "../lib/importSchema";
import { ImagePicker } from "./ImagePicker";
import { ImportResultCard } from "./ImportResultCard";
import "../imports.css";

function phaseText(phase: ImportPhase, step: string | null): string {
  if (phase.name === "uploading") {
    return `Uploading images… ${phase.done} of ${phase.total}`;
  }
  if (phase.name === "starting") return "Starting the import…";
  return step ?? "Reading your campaign…";
}

export type ImportCampaignFormProps = {
  /** Extra actions on the result (the page adds 'Campaign It'). */
  resultActions?: (result: ImportResult) => ReactNode;
};

/**
 * Import an existing campaign (spec 2): the campaign's text, brand and name, an optional
 * audience and up to ten images. It becomes a saved brief with one idea on it, ready for the
 * legends, a campaign page or a sell deck.
 */
export function ImportCampaignForm({ resultActions }: ImportCampaignFormProps) {
  const selection = useImageSelection();
  const run = useCampaignImport(selection);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ImportFields>({
    resolver: zodResolver(importFieldsSchema),
    defaultValues: { brand: "", campaignName: "", audience: "", text: "" },
  });

  if (run.result) {
    return (
      <ImportResultCard
        result={run.result}
        actions={resultActions?.(run.result)}
        onAnother={() => {
          for (const image of selection.images) selection.remove(image.key);
          reset();
          run.reset();
        }}
      />
    );
  }

  const busy = run.busy;
  return (
    <form
      aria-label="Import an existing campaign"
      noValidate
      onSubmit={(event) => void handleSubmit(run.submit)(event)}
    >
      <Flex direction="column" gap="4">
        <TextInputField label="Brand name" error={errors.brand?.message} {...register("brand")} />
        <TextInputField
          label="Campaign name"
          error={errors.campaignName?.message}
          {...register("campaignName")}
        />
        <TextInputField
          label="Audience (optional)"
          hint="Who the campaign speaks to, if the text doesn't say."
          error={errors.audience?.message}
          {...register("audience")}
        />
        <TextAreaField
          label="Campaign text"
          hint="Paste the campaign as it ran: headlines, copy, scripts, the idea behind it."
          error={errors.text?.message}
          maxHeight={320}
          rows={8}
          {...register("text")}
        />
        <ImagePicker
          images={selection.images}
          limitNote={selection.limitNote}
          disabled={busy}
          onAdd={selection.add}
          onRemove={selection.remove}
        />
        {run.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{run.error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            type="submit"
            size="3"
            disabled={busy || selection.images.some((image) => image.error !== null)}
          >
            {busy ? <Spinner /> : null}
            Import campaign
          </Button>
          {busy ? (
            <Text size="2" color="gray" role="status">
              {phaseText(run.phase, run.step)}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </form>
  );
}

/** The section on /brands/manage?byoi=true for a signed-in user. */
export function ImportCampaignIntro({ headingId }: { headingId?: string }) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" id={headingId} size="6" className="serif" weight="regular">
        Import an existing campaign
      </Heading>
      <Text size="3" color="gray">
        Bring in a campaign you already ran. We save it as a brief with its idea, so the legends can
        give it a fresh take, or you can turn it into a campaign page or a sell deck.
      </Text>
    </Flex>
  );
}
