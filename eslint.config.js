// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

const rawConvexBuilders = {
  name: "./_generated/server",
  importNames: [
    "query",
    "mutation",
    "action",
    "internalQuery",
    "internalMutation",
    "internalAction",
  ],
  message:
    "Build functions with the builders in convex/lib/functions.ts so each function's access level is visible where it is defined.",
};

/**
 * Uploads are owned (issue 37): upload URLs are issued and files deleted only through
 * convex/uploads, which records who uploaded what and never deletes a file a row references.
 */
const ownedUploadURLs = {
  selector: "MemberExpression[object.property.name='storage'][property.name='generateUploadUrl']",
  message:
    "Issue upload URLs with issueUploadUrl (convex/uploads/model.ts): each is recorded for one user and one purpose.",
};
const guardedStorageDeletes = {
  selector: "MemberExpression[object.property.name='storage'][property.name='delete']",
  message:
    "Delete stored files through convex/uploads (discardUploads, releaseUploadedMedia, deleteFileUnlessReferenced): never a file a row references or someone else uploaded.",
};
const uploadsRuleExempt = [
  "convex/uploads/**",
  "convex/**/*.test.ts",
  "convex/**/*.fixtures.ts",
  "convex/test.setup.ts",
];

/** Every feature folder: features never import each other (pages in src/app compose them). */
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Kept in every src/ file's no-restricted-imports (a later block's options replace earlier ones). */
const srcImportBans = [
  { name: "react-router", message: "Import from react-router-dom." },
  {
    // The app's convex/react is a stand-in (src/lib/deferredConvex) with no client to hand out.
    name: "convex/react",
    importNames: ["useConvex"],
    message: "Use useOneOffCalls from @/lib/deferredConvex/oneOffCalls for one-off calls.",
  },
];

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: srcImportBans,
        patterns: [
          {
            regex: `^(@/features/(?!${feature}/)|\\.\\./\\.\\./(?!${feature}/)[a-zA-Z]+/)`,
            message: "Features never import each other; compose them in a page under src/app.",
          },
        ],
      },
    ],
  },
}));

const noFeatureImports = {
  regex: "^(@/features/|(\\.\\./)+features/)",
  message:
    "src/lib and src/components are below the features: move the shared piece down into src/lib.",
};

/** Imports flow one way: app-wide code (src/lib, src/components) never reaches up into a feature. */
const appWideLayers = [
  {
    files: ["src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: srcImportBans, patterns: [noFeatureImports] }],
    },
  },
  {
    // The stand-in for convex/react itself: it reads the real module's types.
    files: ["src/lib/deferredConvex/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: srcImportBans.slice(0, 1), patterns: [noFeatureImports] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-e2e-*",
      "node_modules",
      "convex/_generated",
      ".local-backend",
      "test-results",
      "playwright-report",
      "local-backend/test/fixture/convex/_generated",
      // Small convex/ folders for the deployability check, several wrong on purpose.
      "tests/tooling/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // Convex handlers and client callbacks are async by contract, awaited or not.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": ["error", { paths: srcImportBans }],
    },
  },
  ...convexPlugin.configs.recommended,
  {
    files: ["convex/**/*.ts"],
    rules: {
      "@convex-dev/no-filter-in-query": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            rawConvexBuilders,
            {
              name: "convex/server",
              importNames: [
                "queryGeneric",
                "mutationGeneric",
                "actionGeneric",
                "internalQueryGeneric",
                "internalMutationGeneric",
                "internalActionGeneric",
              ],
              message: rawConvexBuilders.message,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["convex/**/*.ts"],
    ignores: uploadsRuleExempt,
    rules: { "no-restricted-syntax": ["error", ownedUploadURLs, guardedStorageDeletes] },
  },
  {
    // Generated images: blobs an action stored a moment ago and never recorded, or rows whose
    // keys were never handed out (media/internal.ts removeUnused), or PNGs drawn a moment ago
    // (media/raster.ts); share cards, whose files only their cache row references
    // (shareLinks/cardFiles.ts); a channel kit's PNG drawn a moment ago whose media row could not
    // be written (channelKits/render.ts). Nobody else can hold them.
    files: [
      "convex/media/model.ts",
      "convex/media/internal.ts",
      "convex/media/raster.ts",
      "convex/shareLinks/cardFiles.ts",
      "convex/channelKits/render.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ownedUploadURLs] },
  },
  {
    // The one place raw builders and process.env are allowed.
    files: [
      "convex/lib/functions.ts",
      "convex/lib/env.ts",
      "convex/auth.config.ts",
      "local-backend/test/fixture/convex/auth.config.ts",
    ],
    rules: { "no-restricted-imports": "off", "@convex-dev/no-process-env": "off" },
  },
  {
    files: ["convex/**/*.test.ts", "convex/test.setup.ts"],
    rules: { "@convex-dev/no-process-env": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Asymmetric matchers (expect.any, objectContaining) are typed `any` by design.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  ...featureBoundaries,
  ...appWideLayers,
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
