import { useState } from "react";
import { IconButton, TextField } from "@radix-ui/themes";
import { EyeClosedIcon, EyeOpenIcon } from "@radix-ui/react-icons";
import { TextInputField, type TextInputFieldProps } from "./TextInputField";

/** A password input with a show/hide toggle. Pass `autoComplete` (current- or new-password). */
export function PasswordInputField(props: Omit<TextInputFieldProps, "type" | "slots">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInputField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      slots={
        <TextField.Slot side="right">
          <IconButton
            type="button"
            size="2"
            variant="ghost"
            color="gray"
            aria-label={visible ? "Hide password" : "Show password"}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeClosedIcon aria-hidden /> : <EyeOpenIcon aria-hidden />}
          </IconButton>
        </TextField.Slot>
      }
    />
  );
}
