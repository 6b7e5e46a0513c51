import { useCallback, useState } from "react";
import { Button, Callout, Dialog, Flex, IconButton } from "@radix-ui/themes";
import { Cross2Icon, MagicWandIcon } from "@radix-ui/react-icons";
import { useBrandAlternatives } from "../hooks/useBrandAlternatives";
import { useBrandAlternativesResume } from "../hooks/useBrandAlternativesResume";
import { missingInformation } from "../lib/fields";
import type { PendingBrandAlternatives } from "../lib/pendingBrandAlternatives";
import type { BrandAlternativesStep, BrandFields, LegendOption } from "../lib/types";
import { AlternativesStep } from "./AlternativesStep";
import { LegendChoiceStep } from "./LegendChoiceStep";
import "../brandAlternatives.css";

export type ReimagineBrandProps = {
  fields: BrandFields;
  /** The legends to choose from (undefined while they load), composed by the page. */
  legends: readonly LegendOption[] | undefined;
  legendsError?: boolean;
  /** Where the choice starts: the legends already picked for the brief, say. */
  initialLegendIds?: readonly string[];
  signedIn: boolean;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
  /** 'Use this name': the brief form's brand becomes it. */
  onApply: (name: string) => void;
};

/**
 * 'Reimagine brand' (spec 1, 2, 4, 5): from a filled brief form, the dialog's two steps:
 * select-legends (at least one, up to the picker's maximum, the price said before the click),
 * then view-alternatives (each legend's names, grouped, live), where 'Use this name' fills
 * the brand field. An incomplete form says 'Missing Information' and which fields to fill. A
 * visitor's request (BRAND_ALTERNATIVES) is resumed here after sign-in.
 */
export function ReimagineBrand({
  fields,
  legends,
  legendsError = false,
  initialLegendIds = [],
  signedIn,
  onRequireSignIn,
  onUpgrade,
  onApply,
}: ReimagineBrandProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<BrandAlternativesStep>("select-legends");
  const [selected, setSelected] = useState<string[]>([]);
  const [missing, setMissing] = useState<ReturnType<typeof missingInformation>>(null);
  const close = useCallback(() => setOpen(false), []);
  const job = useBrandAlternatives({ signedIn, onRequireSignIn, onUpgrade, onLeave: close });
  const { start, reset } = job;

  const ask = useCallback(
    async (asked: BrandFields, ids: string[]) => {
      if (await start(asked, ids)) setStep("view-alternatives");
    },
    [start],
  );

  // A visitor's request, resumed once they are signed in: the dialog reopens and asks.
  const resume = useCallback(
    (pending: PendingBrandAlternatives) => {
      reset();
      setSelected(pending.legendIds);
      setStep("select-legends");
      setOpen(true);
      void ask(pending.fields, pending.legendIds);
    },
    [reset, ask],
  );
  useBrandAlternativesResume(resume);

  const openDialog = () => {
    const gap = missingInformation(fields);
    setMissing(gap);
    if (gap !== null) return;
    reset();
    const usable = new Set(legends?.filter((l) => !l.locked).map((l) => l.id) ?? []);
    setSelected(initialLegendIds.filter((id) => usable.size === 0 || usable.has(id)).slice(0, 3));
    setStep("select-legends");
    setOpen(true);
  };

  return (
    <Flex direction="column" gap="2" align="start">
      <Button type="button" variant="ghost" size="1" onClick={openDialog}>
        <MagicWandIcon aria-hidden /> Reimagine brand
      </Button>
      {missing ? (
        <Callout.Root color="amber" role="alert" size="1">
          <Callout.Text weight="bold">{missing.title}</Callout.Text>
          <Callout.Text>{missing.details}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content maxWidth="680px" size={{ initial: "2", sm: "4" }} className="brand-alt">
          <Flex justify="between" align="start" gap="3" mb="4">
            <div>
              <Dialog.Title size={{ initial: "5", sm: "6" }} mb="1">
                {step === "select-legends"
                  ? "Choose legends to reimagine your brand"
                  : "Alternative brand names"}
              </Dialog.Title>
              <Dialog.Description size="2" color="gray">
                {step === "select-legends"
                  ? `Each legend proposes new names for ${fields.brand.trim() || "your brand"}, with why, in their own voice.`
                  : "Pick the one you like and it goes straight into your brief."}
              </Dialog.Description>
            </div>
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label="Close">
                <Cross2Icon aria-hidden />
              </IconButton>
            </Dialog.Close>
          </Flex>
          {step === "select-legends" ? (
            <LegendChoiceStep
              legends={legends}
              legendsError={legendsError}
              selected={selected}
              onChange={setSelected}
              signedIn={signedIn}
              busy={job.busy}
              error={job.error}
              onContinue={() => void ask(fields, selected)}
            />
          ) : (
            <Flex direction="column" gap="4">
              <AlternativesStep
                results={job.results}
                onUse={(name) => {
                  onApply(name);
                  setOpen(false);
                }}
                onTryAgain={() => {
                  reset();
                  setStep("select-legends");
                }}
              />
              <Flex justify="start">
                <Button
                  variant="ghost"
                  color="gray"
                  onClick={() => {
                    reset();
                    setStep("select-legends");
                  }}
                >
                  Back to legends
                </Button>
              </Flex>
            </Flex>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
