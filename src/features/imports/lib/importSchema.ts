import { z } from "zod";
import { CAMPAIGN_IMPORT } from "../../../../shared/constants";
import { messages, validationMessages } from "../../../../shared/errors";

const t = messages.imports;
const capped = (label: string, max: number) =>
  z.string().trim().max(max, validationMessages.tooLong(label, max));

/** The import form's text fields, with the server's caps and messages. */
export const importFieldsSchema = z.object({
  brand: capped("Brand name", CAMPAIGN_IMPORT.brand).min(1, t.brandRequired),
  campaignName: capped("Campaign name", CAMPAIGN_IMPORT.campaignName).min(
    1,
    t.campaignNameRequired,
  ),
  audience: capped("Audience", CAMPAIGN_IMPORT.audience),
  text: capped("Campaign text", CAMPAIGN_IMPORT.text).min(1, t.textRequired),
});
export type ImportFields = z.infer<typeof importFieldsSchema>;
