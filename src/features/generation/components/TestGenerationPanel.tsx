import { useState } from "react";
import { useMutation, useQuery } from "convex/react";
import { Button, Card, Flex, Heading, Select, Switch, Text, TextField } from "@radix-ui/themes";
import { toast } from "@/components/feedback/toast";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { readAppError } from "../../../../shared/errors";
import { useExperimentalSettings } from "../hooks/useExperimentalSettings";
import { ExperimentalModePanel } from "./ExperimentalModePanel";
import { GenerationMetadataCard } from "./GenerationMetadataCard";
import { IdeaPreview, type IdeaPreviewData } from "./IdeaPreview";
import { JobProgress } from "./JobProgress";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";

type BriefField = "brand" | "audience" | "message" | "tone";
const FIELDS: { name: BriefField; label: string; placeholder: string }[] = [
  { name: "brand", label: "Brand", placeholder: "Northbound Coffee" },
  {
    name: "audience",
    label: "Audience",
    placeholder: "Commuters who take their first cup seriously",
  },
  {
    name: "message",
    label: "Key message",
    placeholder: "Roasted this week, at your door before you wake",
  },
  { name: "tone", label: "Tone", placeholder: "Warm, witty" },
];

type TestResult = {
  idea: IdeaPreviewData;
  images: { url: string }[];
  legend: { name: string };
};

/**
 * The admin 'Test generation' panel: runs one idea (and optionally a key visual) through the
 * real engine as a job, showing live progress, the result and its metadata.
 */
export function TestGenerationPanel() {
  const legends = useQuery(api.legends.queries.list, {});
  const request = useMutation(api.generation.testGeneration.request);
  const experimental = useExperimentalSettings();
  const [brief, setBrief] = useState<Record<BriefField, string>>({
    brand: "",
    audience: "",
    message: "",
    tone: "",
  });
  const [legendId, setLegendId] = useState<string>("");
  const [withImage, setWithImage] = useState(true);
  const [jobId, setJobId] = useState<Id<"generationJobs"> | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useQuery(api.generation.queries.job, jobId ? { jobId } : "skip");

  const chosenLegend = legendId || legends?.[0]?.id || "";
  const run = async () => {
    if (!chosenLegend) return;
    setBusy(true);
    try {
      const id = await request({
        brief,
        legendId: chosenLegend,
        withImage,
        ...(experimental.requestSettings ? { experimental: experimental.requestSettings } : {}),
      });
      setJobId(id);
    } catch (error) {
      toast.error("Error", {
        description: readAppError(error)?.message ?? "Something went wrong. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  const result: TestResult | null =
    job?.kind === "test" && job.status === "succeeded" ? job.result : null;
  return (
    <Flex direction="column" gap="5">
      <ExperimentalModePanel isAdmin state={experimental.state} onChange={experimental.update} />
      <Card size="3">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <Flex direction="column" gap="4">
            <Heading as="h2" size="5">
              Test generation
            </Heading>
            <Text size="2" color="gray">
              One campaign idea from one legend, through the same engine every feature uses.
            </Text>
            {FIELDS.map((field) => (
              <Flex key={field.name} direction="column" gap="1">
                <Text as="label" size="2" weight="medium" htmlFor={`test-${field.name}`}>
                  {field.label}
                </Text>
                <TextField.Root
                  id={`test-${field.name}`}
                  placeholder={field.placeholder}
                  value={brief[field.name]}
                  onChange={(event) => setBrief({ ...brief, [field.name]: event.target.value })}
                />
              </Flex>
            ))}
            <Flex direction={{ initial: "column", sm: "row" }} gap="4" align={{ sm: "end" }}>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text as="label" size="2" weight="medium" htmlFor="test-legend">
                  Legend
                </Text>
                <Select.Root
                  value={chosenLegend}
                  onValueChange={setLegendId}
                  disabled={!legends?.length}
                >
                  <Select.Trigger id="test-legend" placeholder="Loading legends..." />
                  <Select.Content>
                    {legends?.map((legend) => (
                      <Select.Item key={legend.id} value={legend.id}>
                        {legend.name}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Text as="label" size="2">
                <Flex align="center" gap="2" pb="2">
                  <Switch checked={withImage} onCheckedChange={setWithImage} />
                  Include a key visual
                </Flex>
              </Text>
            </Flex>
            <Flex>
              <Button type="submit" size="3" loading={busy} disabled={!chosenLegend}>
                Run test generation
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      {job && (
        <JobProgress job={job} waitingText="Waiting for the studio…" onRetry={() => void run()} />
      )}
      {result && job && (
        <Flex direction="column" gap="3">
          <BuiltInStudioNote provider={job.provider} />
          <IdeaPreview
            idea={result.idea}
            legendName={result.legend.name}
            imageUrl={result.images[0]?.url}
          />
          <GenerationMetadataCard metadata={job.metadata} />
        </Flex>
      )}
    </Flex>
  );
}
