import { useId } from "react";
import { Box, Button, Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { CREDIT_COSTS } from "../../../../shared/constants";
import type { PretestDimension } from "../../../../shared/pretest";
import type { PretestPending } from "../hooks/usePretestActions";
import { canSharpen, dimensionLabel, scoreLabel, scoreText } from "../lib/score";
import type { PretestScoreView } from "../lib/types";

const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

/** "Sharpen · 1 credit": the price said on the button. */
export const SHARPEN_LABEL = `Sharpen · ${credits(CREDIT_COSTS.sharpen)}`;

function Pips({ score }: { score: number }) {
  return (
    <span className="pretest-pips" aria-hidden>
      {[1, 2, 3, 4, 5].map((pip) => (
        <span key={pip} className="pretest-pip" data-on={pip <= score || undefined} />
      ))}
    </span>
  );
}

type RowProps = {
  score: PretestScoreView;
  canEdit: boolean;
  pending: PretestPending;
  onSharpen: (dimension: PretestDimension) => void;
};

function ScoreRow({ score, canEdit, pending, onSharpen }: RowProps) {
  const labelId = useId();
  const sharpenable = canEdit && canSharpen(score.score);
  return (
    <li aria-labelledby={labelId} data-dimension={score.dimension} className="pretest-row">
      <Flex direction={{ initial: "column", sm: "row" }} gap={{ initial: "1", sm: "4" }}>
        <Flex direction="column" gap="1" className="pretest-row-head">
          <Text id={labelId} size="2" weight="medium">
            {dimensionLabel(score.dimension)}
          </Text>
          <Flex align="center" gap="2">
            <Pips score={score.score} />
            <Text size="2" color="gray" aria-hidden>
              {scoreText(score.score)}
            </Text>
            <VisuallyHidden>{scoreLabel(score.score)}</VisuallyHidden>
          </Flex>
        </Flex>
        <Box className="pretest-row-body">
          <Text as="p" size="2" color="gray">
            {score.reason}
          </Text>
          {sharpenable ? (
            <Button
              size="1"
              variant="soft"
              mt="2"
              disabled={pending !== null}
              aria-describedby={labelId}
              onClick={() => onSharpen(score.dimension)}
            >
              {pending === score.dimension ? "Sharpening…" : SHARPEN_LABEL}
            </Button>
          ) : null}
        </Box>
      </Flex>
    </li>
  );
}

/** The five dimensions, each with its score, one-line reason and (when weak) 'Sharpen'. */
export function PretestScores({
  scores,
  ...row
}: Omit<RowProps, "score"> & { scores: readonly PretestScoreView[] }) {
  return (
    <Flex asChild direction="column" gap="3">
      <ul className="plain-list" aria-label="Pre-test scores">
        {scores.map((score) => (
          <ScoreRow key={score.dimension} score={score} {...row} />
        ))}
      </ul>
    </Flex>
  );
}
