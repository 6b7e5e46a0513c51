import { useEffect, useRef, useState, type ReactNode } from "react";
import { useConvexAuth } from "convex/react";
import { Dialog, Flex, IconButton } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import type { StrategistMode } from "../../../../shared/schemas/strategist";
import { useStrategiesRun } from "../hooks/useStrategiesRun";
import { clearStoredStrategies, type StoredStrategies } from "../lib/storedStrategies";
import { strategyToBrief } from "../lib/strategyToBrief";
import type { StrategistFormInput, StrategyBriefFacts } from "../lib/types";
import { StrategistForm } from "../forms/StrategistForm";
import { CREDIT_COSTS } from "../../../../shared/constants";
import { usesCreditsLine, VISITOR_STRATEGIES_LINE } from "../../../../shared/pricing";
import { StrategiesProgress, type StrategiesJobView } from "./StrategiesProgress";
import { StrategyResults } from "./StrategyResults";
import "../strategies.css";

export type StrategistDialogProps = {
  open: boolean;
  mode: StrategistMode;
  /** Prefilled fields: the quick-start text, a Discovery IQ session. */
  initial?: Partial<Omit<StrategistFormInput, "mode">>;
  /** Start at once with `initial` (the hero's prompt was submitted). */
  autoRun?: boolean;
  /** Work kept in storage (a reload, the sign-in redirect). */
  restored?: StoredStrategies | null;
  /** Closed by the visitor: what was stored is dropped (no auth intent). */
  onClose: () => void;
  /** Sign-in is needed to continue; the form is stored. Reopen with it once signed in. */
  onAuthIntent: () => void;
  onUpgrade: (error: unknown) => void;
  onUseStrategy: (facts: StrategyBriefFacts) => void;
  renderProgress: (job: StrategiesJobView, retry: () => void) => ReactNode;
  renderProvider: (provider: string | null) => ReactNode;
  /** What the run builds on, shown under the description (a Discovery IQ session's title). */
  context?: ReactNode;
};

const COPY: Record<StrategistMode, { title: string; description: string }> = {
  quickIdeas: {
    title: "Let's Get Started",
    description:
      "Tell us what you want to advertise. The strategist drafts routes you can turn into a creative brief.",
  },
  strategist: {
    title: "Ad Strategist",
    description:
      "Give us a website or a brand name and whatever context you have; get strategies to choose from.",
  },
};

/**
 * The quick-ideas ('Let's Get Started') and Ad Strategist modal: form, live progress, result
 * tabs (spec 2, 4 "Strategies"). Mount one per opening (a new `key`).
 */
export function StrategistDialog({
  open,
  mode: requestedMode,
  initial,
  autoRun = false,
  restored = null,
  onClose,
  onAuthIntent,
  onUpgrade,
  onUseStrategy,
  renderProgress,
  renderProvider,
  context,
}: StrategistDialogProps) {
  const { isAuthenticated, isLoading } = useConvexAuth();
  const strategies = useStrategiesRun(restored, { onSignInRequired: onAuthIntent, onUpgrade });
  const mode = restored?.form.mode ?? requestedMode;
  const defaults: StrategistFormInput = strategies.form ?? {
    mode,
    websiteUrl: initial?.websiteUrl ?? "",
    additionalContext: initial?.additionalContext ?? "",
    discoveryIQSessionId: initial?.discoveryIQSessionId ?? "",
  };

  // Runs once per opening, also under StrictMode's double effects: a visitor has one free run.
  const started = useRef(false);
  const [autoDone, setAutoDone] = useState(false);
  const { start } = strategies;
  const resumeAfterSignIn = restored?.awaitingAuth === true && isAuthenticated;
  const runAtOnce = autoRun || resumeAfterSignIn;
  useEffect(() => {
    if (started.current || !runAtOnce || isLoading) return;
    started.current = true;
    void start(defaults).finally(() => setAutoDone(true));
  });

  const close = () => {
    clearStoredStrategies();
    onClose();
  };
  const copy = COPY[mode];

  let body: ReactNode;
  if (strategies.outcome) {
    const { result, provider } = strategies.outcome;
    body = (
      <StrategyResults
        result={result}
        providerNote={renderProvider(provider)}
        onStartOver={strategies.reset}
        onUse={(strategy) => {
          clearStoredStrategies();
          onUseStrategy(strategyToBrief(result.brandName, strategy, defaults.websiteUrl));
        }}
      />
    );
  } else if (strategies.job || strategies.starting || (runAtOnce && !autoDone)) {
    body = (
      <StrategiesProgress
        form={defaults}
        job={strategies.job}
        renderProgress={renderProgress}
        onRetry={() => void start(defaults)}
        onStartOver={strategies.reset}
      />
    );
  } else {
    body = (
      <StrategistForm
        defaultValues={defaults}
        busy={strategies.starting}
        serverError={strategies.invalid}
        priceLine={
          isAuthenticated ? usesCreditsLine(CREDIT_COSTS.strategies) : VISITOR_STRATEGIES_LINE
        }
        onSubmit={(values) => void start(values)}
      />
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content maxWidth="760px" size={{ initial: "3", sm: "4" }}>
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title size={{ initial: "6", sm: "7" }} weight="medium" mb="1">
            {copy.title}
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <Cross2Icon aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="5">
          {copy.description}
        </Dialog.Description>
        {context ? <Flex mb="4">{context}</Flex> : null}
        {body}
      </Dialog.Content>
    </Dialog.Root>
  );
}
