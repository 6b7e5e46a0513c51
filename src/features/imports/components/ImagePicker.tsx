import { useId, useRef } from "react";
import { Button, Flex, IconButton, Text } from "@radix-ui/themes";
import { Cross2Icon, ImageIcon } from "@radix-ui/react-icons";
import { IMAGE_ACCEPT } from "@/lib/uploadFile";
import { CAMPAIGN_IMPORT } from "../../../../shared/constants";
import type { ChosenImage } from "../hooks/useImageSelection";

type ImagePickerProps = {
  images: readonly ChosenImage[];
  limitNote: string | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/** The campaign's images: a picker, previews of the chosen files, and each one's problem. */
export function ImagePicker({ images, limitNote, disabled, onAdd, onRemove }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= CAMPAIGN_IMPORT.maxImages;
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        Campaign images
      </Text>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        disabled={disabled || full}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          type="button"
          variant="soft"
          disabled={disabled || full}
          onClick={() => input.current?.click()}
        >
          <ImageIcon aria-hidden />
          Choose images
        </Button>
        <Text size="2" color="gray" role="status">
          {images.length} of {CAMPAIGN_IMPORT.maxImages} images
        </Text>
      </Flex>
      <Text size="1" color="gray">
        PNG, JPEG or WebP, up to {CAMPAIGN_IMPORT.maxImageBytes / (1024 * 1024)} MB each. They
        become the idea&rsquo;s thumbnails.
      </Text>
      {limitNote ? (
        <Text size="2" color="red" role="alert">
          {limitNote}
        </Text>
      ) : null}
      {images.length > 0 ? (
        <ul className="import-images" aria-label="Chosen images">
          {images.map((image) => (
            <li key={image.key} className="import-image">
              {image.error === null ? (
                <img
                  src={image.previewUrl}
                  alt={image.file.name}
                  className="import-image__preview"
                />
              ) : (
                <div className="import-image__preview import-image__preview--bad" aria-hidden />
              )}
              <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
                <Text size="2" truncate>
                  {image.file.name}
                </Text>
                {image.error ? (
                  <Text size="1" color="red" role="alert">
                    {image.error}
                  </Text>
                ) : null}
              </Flex>
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                disabled={disabled}
                aria-label={`Remove ${image.file.name}`}
                onClick={() => onRemove(image.key)}
              >
                <Cross2Icon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
