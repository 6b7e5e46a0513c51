/**
 * Brand profiles (issue 18), shared by the profile form and convex/brands so both say the same
 * words. The form edits lists as text (one item per line; colours separated by spaces or
 * commas); `toBrandProfileInput` turns its values into the stored shape, which the server parses
 * again with `brandProfileInputSchema`.
 */
import * as z from "zod/mini";
import { BRAND_PROFILE_LIMITS } from "../constants";
import { validationMessages } from "../errors";
import { optionalText, requiredText } from "./fields";

const L = BRAND_PROFILE_LIMITS;
const texts = validationMessages.brandProfile;

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** One item per line; blank lines and surrounding spaces dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Voice words may also be written "warm, witty, bold". */
export function splitWords(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter((word) => word !== "");
}

/** "#1a2b3c #FFF000, #000000" → upper-case hex values. */
export function splitColors(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((color) => color.trim())
    .filter((color) => color !== "")
    .map((color) => (color.startsWith("#") ? color : `#${color}`).toUpperCase());
}

function itemList(label: string, maxItems: number, maxChars: number) {
  return z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(maxChars, { error: validationMessages.tooLong(label, maxChars) }),
        ),
    )
    .check(z.maxLength(maxItems, { error: texts.tooMany(label, maxItems) }));
}

/** A list typed as text: at most `maxItems` items of at most `maxChars` each. */
function listText(label: string, maxItems: number, maxChars: number, split = splitLines) {
  return z.string().check(
    z.refine((text) => split(text).length <= maxItems, {
      error: texts.tooMany(label, maxItems),
    }),
    z.refine((text) => split(text).every((item) => item.length <= maxChars), {
      error: validationMessages.tooLong(label, maxChars),
    }),
  );
}

/** What a profile stores (and what create/update take), every list capped. */
export const brandProfileInputSchema = z.object({
  name: requiredText("Brand name", L.name, texts.nameRequired),
  industry: optionalText("Industry", L.industry),
  audience: optionalText("Audience", L.audience),
  voice: itemList("Voice and tone", L.voiceWords, L.voiceWord),
  keyMessages: itemList("Key messages", L.keyMessages, L.keyMessage),
  colors: z
    .array(z.string().check(z.regex(HEX_COLOR, { error: texts.colorFormat })))
    .check(z.maxLength(L.colors, { error: texts.tooMany("Colours", L.colors) })),
  dos: itemList("Do", L.rules, L.rule),
  donts: itemList("Don't", L.rules, L.rule),
  logoKey: z.optional(z.string().check(z.maxLength(64))),
  websiteUrl: optionalText("Website", L.websiteUrl),
});
export type BrandProfileInput = z.output<typeof brandProfileInputSchema>;

/** The profile form: lists as text. */
export const brandProfileFormSchema = z.object({
  name: requiredText("Brand name", L.name, texts.nameRequired),
  industry: z
    .string()
    .check(
      z.trim(),
      z.maxLength(L.industry, { error: validationMessages.tooLong("Industry", L.industry) }),
    ),
  audience: z
    .string()
    .check(
      z.trim(),
      z.maxLength(L.audience, { error: validationMessages.tooLong("Audience", L.audience) }),
    ),
  voice: listText("Voice and tone", L.voiceWords, L.voiceWord, splitWords),
  keyMessages: listText("Key messages", L.keyMessages, L.keyMessage),
  colors: z.string().check(
    z.refine((text) => splitColors(text).every((color) => HEX_COLOR.test(color)), {
      error: texts.colorFormat,
    }),
    z.refine((text) => splitColors(text).length <= L.colors, {
      error: texts.tooMany("Colours", L.colors),
    }),
  ),
  dos: listText("Do", L.rules, L.rule),
  donts: listText("Don't", L.rules, L.rule),
  logoKey: z.string(),
  websiteUrl: z.string(),
});
export type BrandProfileFormValues = z.output<typeof brandProfileFormSchema>;

export const EMPTY_BRAND_PROFILE_FORM: BrandProfileFormValues = {
  name: "",
  industry: "",
  audience: "",
  voice: "",
  keyMessages: "",
  colors: "",
  dos: "",
  donts: "",
  logoKey: "",
  websiteUrl: "",
};

export function toBrandProfileInput(values: BrandProfileFormValues): BrandProfileInput {
  return {
    name: values.name.trim(),
    industry: values.industry.trim() || undefined,
    audience: values.audience.trim() || undefined,
    voice: splitWords(values.voice),
    keyMessages: splitLines(values.keyMessages),
    colors: splitColors(values.colors),
    dos: splitLines(values.dos),
    donts: splitLines(values.donts),
    logoKey: values.logoKey || undefined,
    websiteUrl: values.websiteUrl.trim() || undefined,
  };
}

/** A stored (or drafted) profile, back into the form's text fields. */
export function toBrandProfileForm(
  profile: Omit<BrandProfileInput, "logoKey"> & { logoKey?: string | null },
): BrandProfileFormValues {
  return {
    name: profile.name,
    industry: profile.industry ?? "",
    audience: profile.audience ?? "",
    voice: profile.voice.join(", "),
    keyMessages: profile.keyMessages.join("\n"),
    colors: profile.colors.join(" "),
    dos: profile.dos.join("\n"),
    donts: profile.donts.join("\n"),
    logoKey: profile.logoKey ?? "",
    websiteUrl: profile.websiteUrl ?? "",
  };
}
