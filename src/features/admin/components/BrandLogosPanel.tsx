import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button, Callout, Card, Flex, Heading, IconButton, Skeleton, Text } from "@radix-ui/themes";
import { TrashIcon } from "@radix-ui/react-icons";
import { useMutation } from "convex/react";
import { TextInputField } from "@/components/form/TextInputField";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { IMAGE_ACCEPT, imageFileProblem, uploadFile, UploadRefusedError } from "@/lib/uploadFile";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { BRAND_LOGOS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

const t = messages.brandLogos;
const MIB = BRAND_LOGOS.maxImageBytes / (1024 * 1024);

const LIST_STYLE = {
  display: "flex",
  flexDirection: "column",
  gap: "var(--space-3)",
  margin: 0,
  padding: 0,
  listStyle: "none",
} as const;
const LOGO_STYLE = { height: "2rem", width: "4rem", objectFit: "contain", flex: "none" } as const;

const logoSchema = z.object({
  name: z.string().trim().min(1, t.nameRequired).max(BRAND_LOGOS.name),
  domain: z.string().trim().min(1, t.domainInvalid),
  legendNames: z.string(),
});
type LogoValues = z.infer<typeof logoSchema>;

/** "David Ogilvy, Paula Scher" → the names, blanks dropped. */
function splitNames(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The home page's trust logo strip (spec 2, 9): upload a brand's logo (PNG, JPEG or WebP; never
 * SVG), list and remove. Only real brands the studio has worked for: nothing is seeded.
 */
export function BrandLogosPanel() {
  const fileId = useId();
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const logos = useLiveQuery("adminBrandLogos", api.marketing.logoAdmin.list, {});
  const generateUploadUrl = useMutation(api.marketing.logoAdmin.generateUploadUrl);
  const add = useMutation(api.marketing.logoAdmin.add);
  const remove = useMutation(api.marketing.logoAdmin.remove);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LogoValues>({
    resolver: zodResolver(logoSchema),
    defaultValues: { name: "", domain: "", legendNames: "" },
  });

  const pick = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen && imageFileProblem(chosen, BRAND_LOGOS.maxImageBytes);
    setFileError(
      problem === "type" ? t.imageType : problem === "size" ? t.imageTooLarge(MIB) : null,
    );
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    if (file === null) return setFileError(t.imageRequired);
    if (fileError !== null) return;
    try {
      const storageId = await uploadFile(await generateUploadUrl({}), file);
      const answer = await add({
        name: values.name,
        domain: values.domain,
        legendNames: splitNames(values.legendNames),
        storageId,
      });
      if (answer.status === "rejected") return setFileError(answer.message);
      reset();
      pick(null);
      setFileKey((key) => key + 1);
    } catch (error) {
      // A file the server refused is the file's problem, said beside it; the rest is the form's.
      if (error instanceof UploadRefusedError && error.problem !== "link") {
        return setFileError(error.message);
      }
      setServerError(userFacingMessage(error, "The logo could not be added. Please try again."));
    }
  });

  return (
    <Card size="3" asChild>
      <section aria-labelledby="brand-logos-title">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id="brand-logos-title">
              Brand logos
            </Heading>
            <Text size="2" color="gray">
              The home page&rsquo;s logo strip. Add only brands you may name; with none, the strip
              is hidden.
            </Text>
          </Flex>
          <form aria-label="Add a brand logo" noValidate onSubmit={(event) => void submit(event)}>
            <Flex direction="column" gap="3">
              <TextInputField
                label="Brand name"
                error={errors.name?.message}
                {...register("name")}
              />
              <TextInputField
                label="Domain"
                placeholder="example.com"
                error={errors.domain?.message}
                {...register("domain")}
              />
              <TextInputField
                label="Legend names (optional)"
                hint="Comma-separated, e.g. David Ogilvy, Paula Scher"
                {...register("legendNames")}
              />
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={fileId} size="2" weight="medium">
                  Logo image
                </Text>
                <input
                  key={fileKey}
                  id={fileId}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  aria-invalid={fileError ? true : undefined}
                  onChange={(event) => pick(event.target.files?.[0] ?? null)}
                />
                <Text
                  size="1"
                  color={fileError ? "red" : "gray"}
                  role={fileError ? "alert" : undefined}
                >
                  {fileError ?? `PNG, JPEG or WebP, up to ${MIB} MB.`}
                </Text>
              </Flex>
              {serverError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{serverError}</Callout.Text>
                </Callout.Root>
              ) : null}
              <Flex>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? "Uploading…" : "Add logo"}
                </Button>
              </Flex>
            </Flex>
          </form>
          {logos.status === "loading" ? (
            <Skeleton height="4rem" />
          ) : logos.status === "error" ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>The logos could not be loaded.</Callout.Text>
              <Flex>
                <Button size="1" variant="soft" color="red" onClick={logos.retry}>
                  Try again
                </Button>
              </Flex>
            </Callout.Root>
          ) : logos.data.length === 0 ? (
            <Text size="2" color="gray">
              No logos yet.
            </Text>
          ) : (
            <ul aria-label="Brand logos" style={LIST_STYLE}>
              {logos.data.map((logo) => (
                <li key={logo.id}>
                  <Flex gap="3" align="center">
                    <img src={logo.logoUrl} alt={logo.name} style={LOGO_STYLE} />
                    <Flex direction="column" minWidth="0" flexGrow="1">
                      <Text size="2" weight="medium" truncate>
                        {logo.name}
                      </Text>
                      <Text size="1" color="gray" truncate>
                        {[logo.domain, ...logo.legendNames].join(" · ")}
                      </Text>
                    </Flex>
                    <IconButton
                      variant="ghost"
                      color="red"
                      aria-label={`Remove ${logo.name}`}
                      disabled={removing === logo.id}
                      onClick={() => {
                        setRemoving(logo.id);
                        remove({ id: logo.id })
                          .catch((error: unknown) =>
                            setServerError(
                              userFacingMessage(error, "The logo could not be removed."),
                            ),
                          )
                          .finally(() => setRemoving(null));
                      }}
                    >
                      <TrashIcon />
                    </IconButton>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </Flex>
      </section>
    </Card>
  );
}
