import type { ComponentProps, ReactNode } from "react";
import { Button, Spinner } from "@radix-ui/themes";

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, "type" | "children"> & {
  busy: boolean;
  /** What the button says while the form is working, e.g. "Signing in…". */
  busyLabel: string;
  children: ReactNode;
};

/** A form's submit button: disabled with a spinner and a busy label while the form works. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  size = "3",
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} disabled={busy || disabled} aria-busy={busy} {...props}>
      {busy ? (
        <>
          <Spinner size="2" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
