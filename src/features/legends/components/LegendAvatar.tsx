import "../legends.css";
import "@/components/typography/frauncesItalic";
import { Avatar, type AvatarProps } from "@radix-ui/themes";
import { legendInitials } from "../lib/format";
import type { Legend } from "../lib/types";

type LegendAvatarProps = Omit<AvatarProps, "src" | "fallback" | "alt"> & {
  legend: Pick<Legend, "name" | "headshot">;
  /** Empty when the name is printed beside the avatar (the usual case). */
  alt?: string;
};

/** A legend's portrait in a circle; the first two initials when there is none or it fails. */
export function LegendAvatar({ legend, alt = "", ...props }: LegendAvatarProps) {
  return (
    <Avatar
      radius="full"
      variant="soft"
      color="gray"
      {...props}
      src={legend.headshot ?? undefined}
      alt={alt}
      fallback={legendInitials(legend.name)}
    />
  );
}
