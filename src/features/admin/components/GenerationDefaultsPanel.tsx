import { useId, useState, type ReactNode } from "react";
import { useMutation } from "convex/react";
import { Button, Callout, Card, Flex, Heading, Select, Skeleton, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { AdminSettings } from "../../../../convex/admin/schema";
import { IDEOGRAM_MODELS, TEXT_MODELS } from "../../../../shared/constants";
import { readAppError } from "../../../../shared/errors";

const PROVIDERS = [
  { value: "ideogram", label: "Ideogram" },
  { value: "replicate", label: "Replicate" },
] as const;

function Setting({
  label,
  hint,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  hint: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  // A saved value no longer offered (a Replicate model switched off) still shows as itself.
  const shown = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: `${value} (not active)` }];
  return (
    <Flex direction="column" gap="1" minWidth="14rem">
      <Text as="label" size="2" weight="medium" id={id}>
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange} disabled={disabled}>
        <Select.Trigger aria-labelledby={id} />
        <Select.Content>
          {shown.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Text size="1" color="gray">
        {hint}
      </Text>
    </Flex>
  );
}

/**
 * The deployment's generation defaults (spec 3 "Image models", 6, 7 /admin/settings): the image
 * provider and its models for everyone's visuals, and the text model. Each change saves at once.
 * Which provider actually draws still depends on its key being set; without keys the offline
 * studio does.
 */
export function GenerationDefaultsPanel() {
  const settings = useLiveQuery("adminSettings", api.admin.settings.get, {});
  const models = useLiveQuery("replicateModels", api.admin.settings.replicateModels, {});
  const update = useMutation(api.admin.settings.update);
  const [saving, setSaving] = useState<keyof AdminSettings | null>(null);

  const save = async (field: keyof AdminSettings, value: string) => {
    setSaving(field);
    try {
      await update({ [field]: value });
      toast.success("Saved", { description: "Applies to the next generation." });
    } catch (error) {
      toast.error("Couldn't save the setting", {
        description: readAppError(error)?.message ?? "Something went wrong. Please try again.",
      });
    } finally {
      setSaving(null);
    }
  };

  let body: ReactNode;
  if (settings.status === "error" || models.status === "error") {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>The generation defaults could not be loaded.</Callout.Text>
        <Flex>
          <Button
            size="1"
            variant="soft"
            color="red"
            onClick={() => {
              settings.retry();
              models.retry();
            }}
          >
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  } else if (settings.status === "loading" || models.status === "loading") {
    body = <Skeleton height="5rem" />;
  } else {
    const current = settings.data;
    const active = models.data.filter((model) => model.isActive);
    body = (
      <Flex gap="5" wrap="wrap">
        <Setting
          label="Image provider"
          hint="Draws thumbnails and visuals when its key is set."
          value={current.defaultImageProvider}
          options={PROVIDERS}
          onChange={(value) => void save("defaultImageProvider", value)}
          disabled={saving !== null}
        />
        <Setting
          label="Ideogram model"
          hint="V_2A is newer; V_1I is the fallback."
          value={current.defaultIdeogramModel}
          options={IDEOGRAM_MODELS.map((model) => ({ value: model, label: model }))}
          onChange={(value) => void save("defaultIdeogramModel", value)}
          disabled={saving !== null}
        />
        <Setting
          label="Replicate model"
          hint={`${active.length} active model${active.length === 1 ? "" : "s"}.`}
          value={current.defaultReplicateModel}
          options={active.map((model) => ({ value: model.modelId, label: model.name }))}
          onChange={(value) => void save("defaultReplicateModel", value)}
          disabled={saving !== null}
        />
        <Setting
          label="Text model"
          hint="Writes strategies, briefs and ideas."
          value={current.defaultModel}
          options={TEXT_MODELS.map((model) => ({ value: model.id, label: model.label }))}
          onChange={(value) => void save("defaultModel", value)}
          disabled={saving !== null}
        />
      </Flex>
    );
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby="generation-defaults">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id="generation-defaults" className="serif">
              Generation defaults
            </Heading>
            <Text size="2" color="gray">
              The models every user&rsquo;s work goes to. Experimental Mode overrides the text model
              for your own session only.
            </Text>
          </Flex>
          {body}
        </Flex>
      </section>
    </Card>
  );
}
