import { Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { BUILT_IN_STUDIO, OFFLINE_STUDIO_PROVIDER, ROUTES } from "../../../shared/constants";

/**
 * Honest labelling (ARCHITECTURE 4) in one calm line: work the built-in studio wrote or drew says
 * so, with a link to what an AI provider would add. Nothing for work a real provider did. Shown
 * once per area (a brief, an ideas board, the visuals dialog), never on every card.
 */
export function BuiltInStudioNote({
  provider,
  kind = "text",
}: {
  provider: string | null | undefined;
  kind?: "text" | "images";
}) {
  if (provider !== OFFLINE_STUDIO_PROVIDER) return null;
  return (
    <Text as="p" size="1" color="gray" className="built-in-studio-note">
      {kind === "images" ? BUILT_IN_STUDIO.imagesNote : BUILT_IN_STUDIO.textNote}.{" "}
      <Link asChild size="1">
        <RouterLink to={ROUTES.builtInStudioHelp}>{BUILT_IN_STUDIO.helpLinkText}</RouterLink>
      </Link>
    </Text>
  );
}
