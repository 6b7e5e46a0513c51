import type { ComponentProps } from "react";
import { Flex } from "@radix-ui/themes";

/** A form laid out as one column with the theme's spacing; submit buttons span the width. */
export function FormStack({ children, ...form }: ComponentProps<"form">) {
  return (
    <Flex asChild direction="column" gap="4">
      <form noValidate {...form}>
        {children}
      </form>
    </Flex>
  );
}
