import { Badge, Button, Card, Flex, Text } from "@radix-ui/themes";
import { DownloadIcon } from "@radix-ui/react-icons";
import type { Visual } from "../lib/types";
import { aspectRatioLabel, cssAspectRatio } from "./AspectRatioPicker";

/**
 * One generated visual (spec 3 "Generated visual entry": urls, prompt, teamLegend): its images
 * at their own aspect ratio (space reserved before they load, never stretched), the prompt used,
 * the team-up legend, and a download per image.
 */
export function VisualCard({
  visual,
  campaignName,
  isNew = false,
}: {
  visual: Visual;
  campaignName: string;
  isNew?: boolean;
}) {
  const ratio = aspectRatioLabel(visual.aspectRatio);
  const many = visual.urls.length > 1;
  return (
    <Card size="1" asChild>
      <article aria-label={`Visual, ${ratio}`}>
        <Flex direction="column" gap="3">
          {visual.urls.map((url, index) => (
            <a
              key={url}
              href={url}
              target="_blank"
              rel="noreferrer"
              className="visual-frame"
              style={{ aspectRatio: cssAspectRatio(visual.aspectRatio) }}
            >
              <img
                src={url}
                alt={`Visual for ${campaignName}${many ? ` (${index + 1} of ${visual.urls.length})` : ""}, ${ratio}${visual.teamLegend ? `, with ${visual.teamLegend.name}` : ""}`}
                loading="lazy"
                decoding="async"
              />
            </a>
          ))}
          <Flex gap="2" wrap="wrap" align="center">
            {isNew ? (
              <Badge color="green" variant="soft">
                New
              </Badge>
            ) : null}
            <Badge color="gray" variant="soft">
              {visual.aspectRatio} · {ratio}
            </Badge>
            {visual.teamLegend ? <Badge variant="soft">with {visual.teamLegend.name}</Badge> : null}
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray" weight="medium">
              Prompt
            </Text>
            <Text as="p" size="2" className="visual-prompt visual-prompt-clamped">
              {visual.prompt}
            </Text>
            {visual.usedPrompt.trim() && visual.usedPrompt !== visual.prompt ? (
              <details className="visual-used-prompt">
                <Text asChild size="1" color="gray">
                  <summary>Prompt used</summary>
                </Text>
                <Text as="p" size="1" className="visual-prompt">
                  {visual.usedPrompt}
                </Text>
              </details>
            ) : null}
          </Flex>
          <Flex gap="2" wrap="wrap">
            {visual.urls.map((url, index) => (
              <Button key={url} asChild size="1" variant="soft">
                <a href={url} download>
                  <DownloadIcon aria-hidden />
                  {many ? `Download ${index + 1}` : "Download"}
                </a>
              </Button>
            ))}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
