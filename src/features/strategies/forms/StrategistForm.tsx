import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Callout, Flex, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { TextInputField } from "@/components/form/TextInputField";
import { STRATEGIST_LIMITS } from "../../../../shared/constants";
import { strategistSchema } from "../../../../shared/schemas/strategist";
import type { StrategistFormInput } from "../lib/types";

export type StrategistFormProps = {
  defaultValues: StrategistFormInput;
  busy: boolean;
  /** The server refused the request (an address it will not read, say). */
  serverError: string | null;
  /** What a run costs this person, said before the click ("Uses 1 Legend Credit"). */
  priceLine: string;
  onSubmit: (values: StrategistFormInput) => void;
};

/**
 * The Ad Strategist form (website and/or context) and, in "quickIdeas" mode, the
 * 'Let's Get Started' form (what to advertise, website optional), with the spec's messages.
 */
export function StrategistForm({
  defaultValues,
  busy,
  serverError,
  priceLine,
  onSubmit,
}: StrategistFormProps) {
  const quick = defaultValues.mode === "quickIdeas";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(strategistSchema), defaultValues });

  const context = (
    <TextAreaField
      key="context"
      label={quick ? "What do you want to advertise?" : "Additional context"}
      placeholder={
        quick
          ? "A product, a launch, a cause: who it is for and what makes it different"
          : "Your brand name, what you sell, who buys it, what you want people to feel"
      }
      error={errors.additionalContext?.message}
      maxLength={STRATEGIST_LIMITS.additionalContext}
      {...register("additionalContext")}
    />
  );
  const website = (
    <TextInputField
      key="website"
      label={quick ? "Website (optional)" : "Website or brand name"}
      placeholder="northbound.coffee"
      inputMode="url"
      autoCapitalize="none"
      spellCheck={false}
      hint={quick ? undefined : "We read the public page to ground the strategies in it."}
      error={errors.websiteUrl?.message}
      maxLength={STRATEGIST_LIMITS.websiteUrl}
      {...register("websiteUrl")}
    />
  );

  return (
    <FormStack
      aria-label={quick ? "Let's Get Started" : "Ad Strategist"}
      onSubmit={handleSubmit((values) =>
        onSubmit({
          mode: defaultValues.mode,
          websiteUrl: values.websiteUrl ?? "",
          additionalContext: values.additionalContext ?? "",
          discoveryIQSessionId: values.discoveryIQSessionId ?? "",
        }),
      )}
    >
      {quick ? [context, website] : [website, context]}
      {serverError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{serverError}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex justify="end" align="center" gap="3" wrap="wrap">
        <Text id="strategist-price" size="2" color="gray">
          {priceLine}
        </Text>
        <SubmitButton busy={busy} busyLabel="Starting…" aria-describedby="strategist-price">
          Generate strategies
        </SubmitButton>
      </Flex>
    </FormStack>
  );
}
