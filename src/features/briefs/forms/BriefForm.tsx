import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Flex, Select, Text } from "@radix-ui/themes";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextAreaField } from "@/components/form/TextAreaField";
import { TextInputField } from "@/components/form/TextInputField";
import { BRIEF_LIMITS, TEXTAREA_MAX_HEIGHT_PX, TEXT_MODELS } from "../../../../shared/constants";
import type { BriefForm as BriefFormApi } from "../hooks/useBriefDraftState";
import { BrandProfileField, type BrandProfileFieldProps } from "./BrandProfileField";

export type { BrandProfileFieldProps, BrandProfileOption } from "./BrandProfileField";

export type BriefFormProps = {
  form: BriefFormApi;
  /** Refinement is offered once a brief exists (spec 3). */
  showRefinement: boolean;
  /** The model select is for admins; everyone else gets the deployment's default. */
  isAdmin: boolean;
  /** The brand profile field, for signed-in users (the page composes the brands feature). */
  brandProfileField?: BrandProfileFieldProps | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** What generating costs this person, said before the click. */
  priceLine: string;
  /** Why this person can't generate here (a viewer of a shared brief): said instead. */
  blockedReason?: string | null;
  onSubmit: () => void;
  /** Under the brand field: 'Reimagine brand', composed by the page. */
  brandTools?: ReactNode;
};

const DEFAULT_MODEL = "default";

/** The brief form (spec 3, 5): the facts every brief needs, with the spec's messages. */
export function BriefForm({
  form,
  showRefinement,
  isAdmin,
  brandProfileField = null,
  busy,
  label,
  busyLabel,
  priceLine,
  blockedReason = null,
  onSubmit,
  brandTools = null,
}: BriefFormProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const L = BRIEF_LIMITS;
  return (
    <FormStack
      aria-label="Creative brief"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextInputField
        label="Brand"
        placeholder="Northbound Coffee"
        error={errors.brand?.message}
        maxLength={L.brand}
        {...register("brand")}
      />
      {brandTools}
      {brandProfileField ? <BrandProfileField form={form} field={brandProfileField} /> : null}
      <TextAreaField
        label="Unique selling point (optional)"
        placeholder="What only this brand can claim"
        maxHeight={TEXTAREA_MAX_HEIGHT_PX.uniqueSellingPoint}
        error={errors.uniqueSellingPoint?.message}
        maxLength={L.uniqueSellingPoint}
        {...register("uniqueSellingPoint")}
      />
      <TextAreaField
        label="Target audience"
        placeholder="Who we are talking to, and what they care about"
        error={errors.audience?.message}
        maxLength={L.audience}
        {...register("audience")}
      />
      <TextAreaField
        label="Key message"
        placeholder="The one thing they should take away"
        error={errors.message?.message}
        maxLength={L.message}
        {...register("message")}
      />
      <TextInputField
        label="Tone/style"
        placeholder="Warm, witty, confident"
        error={errors.tone?.message}
        maxLength={L.tone}
        {...register("tone")}
      />
      <TextInputField
        label="Main competitors (optional)"
        placeholder="e.g. Blue Bottle, Stumptown"
        hint="The pre-test’s swap test puts the first one in your brand’s place."
        error={errors.competitors?.message}
        maxLength={L.competitors}
        {...register("competitors")}
      />
      {showRefinement ? (
        <TextAreaField
          label="Refinement (optional)"
          placeholder="What should change? “Make it bolder and add a line about price.”"
          hint="Leave empty to write the brief afresh."
          error={errors.refinement?.message}
          maxLength={L.refinement}
          {...register("refinement")}
        />
      ) : null}
      <TextInputField
        label="Brief title (optional)"
        placeholder="Spring launch"
        error={errors.title?.message}
        maxLength={L.title}
        {...register("title")}
      />
      {isAdmin ? (
        <Controller
          control={control}
          name="model"
          render={({ field }) => (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor="brief-model">
                Model
              </Text>
              <Select.Root
                value={field.value || DEFAULT_MODEL}
                onValueChange={(value) => field.onChange(value === DEFAULT_MODEL ? "" : value)}
              >
                <Select.Trigger id="brief-model" />
                <Select.Content>
                  <Select.Item value={DEFAULT_MODEL}>Deployment default</Select.Item>
                  {TEXT_MODELS.map((model) => (
                    <Select.Item key={model.id} value={model.id}>
                      {model.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
        />
      ) : null}
      <Flex direction="column" gap="2">
        <SubmitButton
          busy={busy}
          busyLabel={busyLabel}
          disabled={blockedReason !== null}
          aria-describedby="brief-price"
        >
          {label}
        </SubmitButton>
        <Text id="brief-price" size="2" color="gray" align="center">
          {blockedReason ?? priceLine}
        </Text>
      </Flex>
    </FormStack>
  );
}
