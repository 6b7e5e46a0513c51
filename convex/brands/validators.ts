import { v, type Infer } from "convex/values";

/** The fields create and update take; ./model.ts parses them with the shared schema. */
export const brandProfileArgs = {
  name: v.string(),
  industry: v.optional(v.string()),
  audience: v.optional(v.string()),
  voice: v.array(v.string()),
  keyMessages: v.array(v.string()),
  colors: v.array(v.string()),
  dos: v.array(v.string()),
  donts: v.array(v.string()),
  logoKey: v.optional(v.string()),
  websiteUrl: v.optional(v.string()),
};

export const brandProfileDtoValidator = v.object({
  id: v.id("brandProfiles"),
  name: v.string(),
  industry: v.string(),
  audience: v.string(),
  voice: v.array(v.string()),
  keyMessages: v.array(v.string()),
  colors: v.array(v.string()),
  dos: v.array(v.string()),
  donts: v.array(v.string()),
  logoKey: v.union(v.string(), v.null()),
  /** /api/media/{logoKey}, or null without a logo. */
  logoUrl: v.union(v.string(), v.null()),
  websiteUrl: v.union(v.string(), v.null()),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type BrandProfileDto = Infer<typeof brandProfileDtoValidator>;

/** The account's profiles and how many it may keep (spec 3 "Account info"). */
export const myBrandsValidator = v.object({
  brands: v.array(brandProfileDtoValidator),
  brandLimit: v.number(),
});

/** A stored logo (its media key and URL), or why the file was refused (and deleted). */
export const storedLogoValidator = v.union(
  v.object({ ok: v.literal(true), key: v.string(), url: v.string() }),
  v.object({ ok: v.literal(false), message: v.string() }),
);

/** A profile read from a website, for the user to review; nothing is saved yet. */
export const websiteDraftValidator = v.union(
  v.object({
    ok: v.literal(true),
    url: v.string(),
    draft: v.object({
      name: v.string(),
      industry: v.string(),
      audience: v.string(),
      voice: v.array(v.string()),
      keyMessages: v.array(v.string()),
      colors: v.array(v.string()),
      dos: v.array(v.string()),
      donts: v.array(v.string()),
    }),
  }),
  v.object({ ok: v.literal(false), reason: v.string() }),
);
export type WebsiteDraftResult = Infer<typeof websiteDraftValidator>;
