import { useId, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Flex, Switch, Text, TextField } from "@radix-ui/themes";
import { readAppError } from "../../../../shared/errors";
import { catalogRowSchema, type CatalogRowValues } from "./catalogRowSchema";

type CatalogRowFormProps = {
  name: string;
  price: string;
  defaults: { stripePriceId: string | null; isActive: boolean };
  /** Saves the row; an empty price id is saved as none. */
  onSave: (values: { stripePriceId: string | null; isActive: boolean }) => Promise<unknown>;
};

/** One catalog row: its price id and Active switch, saved on its own, errors beside it. */
export function CatalogRowForm({ name, price, defaults, onSave }: CatalogRowFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CatalogRowValues>({
    // Raw values: the schema checks the price id and leaves the switch alone.
    resolver: zodResolver(catalogRowSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<CatalogRowValues>,
    defaultValues: { stripePriceId: defaults.stripePriceId ?? "", isActive: defaults.isActive },
  });

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const stripePriceId = values.stripePriceId.trim();
      await onSave({
        stripePriceId: stripePriceId === "" ? null : stripePriceId,
        isActive: values.isActive,
      });
      reset({ stripePriceId, isActive: values.isActive });
      setSaved(true);
    } catch (error) {
      setError("root.server", {
        message: readAppError(error)?.message ?? "Couldn’t save. Please try again.",
      });
    }
  });

  const fieldError = errors.stripePriceId?.message;
  const serverError = errors.root?.server?.message;
  const noteId = `${id}-note`;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={name} noValidate>
      <Flex direction={{ initial: "column", md: "row" }} gap="3" align={{ md: "start" }} py="3">
        {/* Basis only side by side: in a column a flex basis would be each part's height. */}
        <Flex direction="column" minWidth="10rem" flexGrow="1" flexBasis={{ md: "10rem" }}>
          <Text weight="medium">{name}</Text>
          <Text size="2" color="gray">
            {price}
          </Text>
        </Flex>
        <Flex
          direction="column"
          gap="1"
          flexGrow={{ initial: "1", md: "2" }}
          flexBasis={{ md: "16rem" }}
        >
          <Text as="label" htmlFor={`${id}-price`} size="2" weight="medium">
            Stripe price id
          </Text>
          <TextField.Root
            id={`${id}-price`}
            placeholder="price_…"
            color={fieldError ? "red" : undefined}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError || serverError ? noteId : undefined}
            autoComplete="off"
            spellCheck={false}
            {...register("stripePriceId")}
          />
          {fieldError || serverError ? (
            <Text id={noteId} size="2" color="red" role="alert">
              {fieldError ?? serverError}
            </Text>
          ) : saved && !isDirty ? (
            <Text size="2" color="green" role="status">
              Saved
            </Text>
          ) : null}
        </Flex>
        <Flex align="center" gap="4" pt={{ md: "5" }}>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
              Active
            </Flex>
          </Text>
          <Button type="submit" variant="soft" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? "Saving…" : "Save"}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
