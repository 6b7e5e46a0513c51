import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Callout, Flex, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { TextInputField } from "@/components/form/TextInputField";
import { CREDIT_COSTS, DISCOVERY_LIMITS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { creditsLabel } from "../../../../shared/pricing";
import { discoverySchema, withDefaultScheme } from "../../../../shared/schemas/discovery";
import type { DiscoveryRequest } from "../lib/types";

export type DiscoveryFormProps = {
  defaultValues?: { idea: string; websiteUrl: string };
  /** The caller's Legend Credits; null while it loads (submit waits for it). */
  credits: number | null;
  busy: boolean;
  /** The server refused the request (an address it will not read, say). */
  serverError: string | null;
  onSubmit: (request: DiscoveryRequest) => void;
};

const COST = CREDIT_COSTS.discovery;

/**
 * The Discovery IQ form (spec 5): the idea (required, 'Please enter your idea') and an optional
 * website, given https:// when typed without a scheme. Its price shows before the click; with
 * fewer than 5 credits the spec's message shows and submit is disabled.
 */
export function DiscoveryForm({
  defaultValues = { idea: "", websiteUrl: "" },
  credits,
  busy,
  serverError,
  onSubmit,
}: DiscoveryFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(discoverySchema), defaultValues });
  const short = credits !== null && credits < COST;

  return (
    <FormStack
      aria-label="Discovery IQ"
      onSubmit={handleSubmit((values) => {
        const websiteUrl = withDefaultScheme(values.websiteUrl);
        onSubmit({ idea: values.idea, ...(websiteUrl ? { websiteUrl } : {}) });
      })}
    >
      <TextAreaField
        label="Your idea"
        placeholder="What you want to advertise, and anything you already know about who it is for"
        error={errors.idea?.message}
        maxLength={DISCOVERY_LIMITS.idea}
        {...register("idea")}
      />
      <TextInputField
        label="Website (optional)"
        placeholder="northbound.coffee"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        hint="We read the public page as material; quotes from it are marked as the site's."
        error={errors.websiteUrl?.message}
        maxLength={DISCOVERY_LIMITS.websiteUrl}
        {...register("websiteUrl")}
      />
      {short ? (
        <Callout.Root color="amber" role="status">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{messages.discovery.notEnoughCredits(credits)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {serverError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{serverError}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex justify="end" align="center" gap="3" wrap="wrap">
        <Text id="discovery-price" size="2" color="gray">
          Costs {creditsLabel(COST)}
          {credits !== null ? ` · You have ${creditsLabel(credits)}` : ""}
        </Text>
        <SubmitButton
          busy={busy}
          busyLabel="Starting…"
          disabled={credits === null || short}
          aria-describedby="discovery-price"
        >
          Run Discovery IQ
        </SubmitButton>
      </Flex>
    </FormStack>
  );
}
