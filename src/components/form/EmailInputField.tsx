import { TextInputField, type TextInputFieldProps } from "./TextInputField";

/** An email input with the attributes phones and password managers expect. */
export function EmailInputField({ label = "Email", ...props }: Partial<TextInputFieldProps>) {
  return (
    <TextInputField
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@company.com"
      {...props}
    />
  );
}
