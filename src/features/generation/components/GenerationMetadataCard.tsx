import { Card, DataList, Heading, Badge } from "@radix-ui/themes";
import { formatTemperature } from "../lib/experimentalSettings";

export type GenerationMetadataView = {
  prompt_version: string;
  model: string;
  temperature: number;
  reasoning: boolean;
  generation_time_ms: number;
  tokens_used: number;
  generation_timestamp: string;
  provider: string;
  experimental_mode: boolean;
  signature_lens?: string;
};

/**
 * The admin-only 'Generation Metadata' card (spec 3, 6). The server sends metadata to admins
 * only, so a null here simply renders nothing.
 */
export function GenerationMetadataCard({ metadata }: { metadata: GenerationMetadataView | null }) {
  if (metadata === null) return null;
  const rows: [string, string][] = [
    ["Prompt version", metadata.prompt_version],
    ["Model", metadata.model],
    ["Provider", metadata.provider],
    ["Temperature", formatTemperature(metadata.temperature)],
    ["Reasoning", metadata.reasoning ? "On" : "Off"],
    ["Generation time", `${(metadata.generation_time_ms / 1000).toFixed(1)} s`],
    ["Tokens used", metadata.tokens_used.toLocaleString("en-US")],
    ["Generated at", new Date(metadata.generation_timestamp).toLocaleString()],
  ];
  if (metadata.signature_lens) rows.push(["Signature lens", metadata.signature_lens]);
  return (
    <Card variant="surface" size="2">
      <Heading as="h3" size="2" mb="3">
        Generation Metadata{" "}
        {metadata.experimental_mode && (
          <Badge color="amber" variant="soft" ml="1">
            Experimental
          </Badge>
        )}
      </Heading>
      <DataList.Root size="1">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="120px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
