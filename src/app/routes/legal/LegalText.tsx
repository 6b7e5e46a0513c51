import type { ReactNode } from "react";
import { Link, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";

/** A paragraph of legal text at reading size. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="3">
      {children}
    </Text>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          <Text size="3">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

/** Underlined: in running text a link's colour alone doesn't set it apart (WCAG 1.4.1). */
export function ContactEmail() {
  return (
    <Link href={`mailto:${SITE.contactEmail}`} underline="always">
      {SITE.contactEmail}
    </Link>
  );
}
