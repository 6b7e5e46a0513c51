import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { CampaignItButton } from "@/features/campaigns/components/CampaignItButton";
import { ImportCampaignSection } from "@/features/imports/components/ImportCampaignSection";
import type { ImportResult } from "@/features/imports/hooks/useCampaignImport";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/** 'Campaign It' on the imported idea: its thumbnails are the campaign's own images. */
function ImportedIdeaCampaignIt({
  result,
  onSignIn,
}: {
  result: ImportResult;
  onSignIn: () => void;
}) {
  const idea = useLiveQuery("importedIdea", api.ideas.queries.get, { ideaId: result.ideaId });
  if (idea.status !== "ready") return null;
  return <CampaignItButton idea={idea.data} signedIn onRequireSignIn={onSignIn} size="2" />;
}

/**
 * /brands/manage?byoi=true's import section (spec 2): the import feature with the auth sign-in
 * prompt, and 'Campaign It' on the result. The brands page renders it when byoi=true.
 */
export function ImportCampaignRoute() {
  const user = useCurrentUser();
  const { open } = useSignInDialog();
  if (user.status === "loading") return null;
  return (
    <ImportCampaignSection
      signedIn={user.status === "signedIn"}
      onSignIn={() => open()}
      resultActions={(result) => <ImportedIdeaCampaignIt result={result} onSignIn={() => open()} />}
    />
  );
}
