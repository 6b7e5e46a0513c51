import { z } from "zod";
import { API_KEYS } from "../../../../shared/constants";
import { messages, validationMessages } from "../../../../shared/errors";

/** The 'Create key' form: the same rules (and words) as convex/apiKeys/model.ts checkedKeyName. */
export const keyNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.apiKeys.nameRequired)
    .max(API_KEYS.nameMaxChars, validationMessages.tooLong("Name", API_KEYS.nameMaxChars)),
});
export type KeyNameValues = z.infer<typeof keyNameSchema>;
