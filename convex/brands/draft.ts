import { v } from "convex/values";
import { internal } from "../_generated/api";
import { userAction } from "../lib/functions";
import { appError } from "../lib/errors";
import { defaultTextSettings, generateText } from "../lib/ai/llm";
import { BRAND_PROFILE_LIMITS } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { brandDraftSchema, buildBrandDraftPrompt, cleanDraft } from "./prompt";
import { BRAND_PROFILE_TASK } from "../studio/taskNames";
import { websiteDraftValidator, type WebsiteDraftResult } from "./validators";

/**
 * "Create from website" (issue 18): reads the page with the safe fetcher (./website.ts), and
 * the configured model or the offline studio fills a draft profile from its words. Nothing is
 * saved: the user reviews the filled form and presses save (./mutations.ts create). A page
 * that cannot be read answers `{ ok: false, reason }`, not an error.
 */
export const fromWebsite = userAction({
  args: { url: v.string() },
  returns: websiteDraftValidator,
  handler: async (ctx, { url }): Promise<WebsiteDraftResult> => {
    const address = url.trim();
    if (address === "") {
      throw appError("INVALID_ARGUMENT", validationMessages.brandProfile.websiteRequired);
    }
    if (address.length > BRAND_PROFILE_LIMITS.websiteUrl) {
      throw appError(
        "INVALID_ARGUMENT",
        validationMessages.tooLong("Website", BRAND_PROFILE_LIMITS.websiteUrl),
      );
    }
    const limit = await ctx.runQuery(internal.brands.internal.limitFor, { userId: ctx.userId });
    if (limit <= 0) throw appError("FORBIDDEN", messages.brands.limitZero);
    const page = await ctx.runAction(internal.brands.website.read, { url: address });
    if (!page.ok) return { ok: false, reason: page.reason };
    const { data } = await generateText({
      task: BRAND_PROFILE_TASK,
      settings: defaultTextSettings(),
      messages: buildBrandDraftPrompt(page),
      schema: brandDraftSchema,
      schemaName: "brand_profile",
      studio: {
        task: BRAND_PROFILE_TASK,
        seed: page.url,
        extra: {
          websiteUrl: page.url,
          websiteTitle: page.title,
          websiteDescription: page.description,
          websiteContent: page.text,
        },
      },
    });
    return { ok: true, url: page.url, draft: cleanDraft(data, page) };
  },
});
