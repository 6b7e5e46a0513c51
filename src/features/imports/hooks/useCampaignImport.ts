import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { uploadFile, UploadRefusedError } from "@/lib/uploadFile";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { CAMPAIGN_IMPORT } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";
import type { ImportFields } from "../lib/importSchema";
import type { ChosenImage } from "./useImageSelection";

export type ImportResult = { briefId: Id<"briefs">; ideaId: Id<"ideas"> };

export type ImportPhase =
  | { name: "idle" }
  | { name: "uploading"; done: number; total: number }
  | { name: "starting" }
  | { name: "reading"; jobId: Id<"generationJobs"> };

type Selection = {
  images: readonly ChosenImage[];
  update: (key: string, patch: Partial<ChosenImage>) => void;
};

const MIB = CAMPAIGN_IMPORT.maxImageBytes / (1024 * 1024);

/** What to say beside an image whose upload failed: the server's reason when it refused it. */
function uploadProblemText(file: File, error: unknown): string {
  if (error instanceof UploadRefusedError && error.problem === "type") {
    return messages.imports.imageType(file.name);
  }
  if (error instanceof UploadRefusedError && error.problem === "size") {
    return messages.imports.imageTooLarge(file.name, MIB);
  }
  return messages.imports.uploadFailed(file.name);
}

/**
 * Sends an import: uploads the images not yet sent (one at a time, counted), starts the import,
 * then follows its job to the brief and idea it saved. Images the server refuses get its message
 * beside them; everything else stays uploaded for the next try.
 */
export function useCampaignImport(selection: Selection) {
  const generateUploadUrl = useMutation(api.imports.mutations.generateUploadUrl);
  const importCampaign = useMutation(api.imports.mutations.importCampaign);
  const [phase, setPhase] = useState<ImportPhase>({ name: "idle" });
  const [error, setError] = useState<string | null>(null);
  const job = useLiveQuery(
    "importJob",
    api.generation.queries.job,
    phase.name === "reading" ? { jobId: phase.jobId } : "skip",
  );

  async function uploadAll(): Promise<Id<"_storage">[] | null> {
    const { images, update } = selection;
    const ids: Id<"_storage">[] = [];
    const pending = images.filter((image) => image.storageId === null).length;
    let done = 0;
    setPhase({ name: "uploading", done, total: pending });
    for (const image of images) {
      if (image.storageId !== null) {
        ids.push(image.storageId);
        continue;
      }
      try {
        const storageId = await uploadFile(await generateUploadUrl({}), image.file);
        update(image.key, { storageId });
        ids.push(storageId);
      } catch (caught) {
        update(image.key, { error: uploadProblemText(image.file, caught) });
        return null;
      }
      done += 1;
      setPhase({ name: "uploading", done, total: pending });
    }
    return ids;
  }

  async function submit(fields: ImportFields): Promise<void> {
    setError(null);
    if (selection.images.some((image) => image.error !== null)) return;
    try {
      const imageIds = await uploadAll();
      if (imageIds === null) {
        setPhase({ name: "idle" });
        return;
      }
      setPhase({ name: "starting" });
      const answer = await importCampaign({
        ...fields,
        audience: fields.audience || undefined,
        imageIds,
      });
      if (answer.status === "rejected") {
        for (const { index, message } of answer.errors) {
          const image = selection.images[index];
          // Refused files were deleted on the server: this one must be chosen again or removed.
          if (image) selection.update(image.key, { error: message, storageId: null });
        }
        setPhase({ name: "idle" });
        return;
      }
      // The uploads now belong to this import: another import sends its images afresh.
      for (const image of selection.images) selection.update(image.key, { storageId: null });
      setPhase({ name: "reading", jobId: answer.jobId });
    } catch (caught) {
      // An upload the server no longer holds for us (unclaimed for a day): send them all again.
      if (readAppError(caught)?.code === "NOT_FOUND") {
        for (const image of selection.images) selection.update(image.key, { storageId: null });
      }
      setError(userFacingMessage(caught, messages.imports.importFailed));
      setPhase({ name: "idle" });
    }
  }

  const data = job.status === "ready" ? job.data : null;
  const result: ImportResult | null =
    data?.kind === "import" && data.status === "succeeded" ? data.result : null;
  const failed =
    data?.status === "failed" ? (data.errorMessage ?? messages.imports.importFailed) : null;
  return {
    phase,
    submit,
    /** The job's words while it reads ("Reading your campaign…"). */
    step: data && data.status !== "succeeded" && data.status !== "failed" ? data.step : null,
    result,
    error: error ?? failed,
    busy: phase.name !== "idle" && result === null && failed === null,
    reset: () => {
      setPhase({ name: "idle" });
      setError(null);
    },
  };
}
