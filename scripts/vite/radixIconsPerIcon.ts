/**
 * @radix-ui/react-icons ships all its icons in one module. Tree-shaking keeps only the icons the
 * app imports, but they stay in that one module, so the build made one shared chunk of every
 * icon the app uses (about 19 KiB gzip) that each lazy page downloaded whole for a single icon:
 * a legend's profile fetched fifty icons to show one or two (its Lighthouse score on a phone).
 *
 * This plugin makes each icon its own module: the app's `import { XIcon } from
 * "@radix-ui/react-icons"` becomes an import of the virtual module `\0radix-icon:XIcon`, built
 * from that icon's code in the package's ESM file, so the bundler puts each icon with the chunks
 * that use it. TypeScript still checks the original source (with the package's types); only the
 * bundle changes. Imports it cannot rewrite safely (a namespace import, `export ... from`) are
 * left as they are and use the package's module.
 *
 * Build only: the dev server serves modules one by one (no chunks to split) and vitest has its
 * own config (vitest.config.ts), so both use the package as it is.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const PACKAGE = "@radix-ui/react-icons";
const ICON_PREFIX = "\0radix-icon:";
const HELPER_ID = "\0radix-icon-helper";
const HELPER_NAME = "_objectWithoutPropertiesLoose";

/** `import { A, B as C } from "@radix-ui/react-icons";`, over one or more lines. */
const NAMED_IMPORT =
  /import\s*(type\s+)?\{([^{}]*)\}\s*from\s*(["'])@radix-ui\/react-icons\3\s*;?/g;
const SPECIFIER = /^(type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/;

/**
 * The module's named imports from the icon package, each as imports of one icon's module.
 * Type-only names are dropped (they are erased anyway). A statement it does not understand is
 * kept as it is. Each statement keeps its number of lines, so the rest of the file's lines (and
 * its source map) do not move. Returns null when nothing changed.
 */
export function rewriteIconImports(code: string): string | null {
  if (!code.includes(PACKAGE)) return null;
  let changed = false;
  const rewritten = code.replace(
    NAMED_IMPORT,
    (statement, typeOnly: string | undefined, list: string) => {
      if (typeOnly) return statement;
      const imports: string[] = [];
      for (const raw of list.split(",")) {
        const specifier = raw.trim();
        if (!specifier) continue;
        const match = SPECIFIER.exec(specifier.replace(/\s+/g, " "));
        if (!match) return statement;
        const [, isType, name, local] = match;
        if (isType) continue;
        const binding = local && local !== name ? `${name} as ${local}` : name;
        imports.push(`import { ${binding} } from ${JSON.stringify(ICON_PREFIX + name)};`);
      }
      changed = true;
      const lines = statement.split("\n").length;
      return imports.join(" ") + "\n".repeat(lines - 1);
    },
  );
  return changed ? rewritten : null;
}

/** The package's ESM file's icon blocks, by icon name, and its shared helper. */
export interface IconSource {
  helper: string;
  icons: Map<string, string>;
}

const ICON_BLOCK =
  /var (_excluded(?:\$[\w$]+)?) = \["color"\];\nvar ([A-Za-z_$][\w$]*) = \/\*#__PURE__\*\/forwardRef\(function \(_ref, forwardedRef\) \{[\s\S]*?\n\}\);\n/g;
const HELPER_BLOCK = /function _objectWithoutPropertiesLoose\(source, excluded\) \{[\s\S]*?\n\}\n/;

export function parseIconSource(esm: string): IconSource {
  const helper = HELPER_BLOCK.exec(esm)?.[0];
  if (!helper || !esm.includes("import { forwardRef, createElement } from 'react';")) {
    throw new Error(
      `${PACKAGE} changed: its ESM file no longer has the shape radixIconsPerIcon expects.`,
    );
  }
  const icons = new Map<string, string>();
  for (const match of esm.matchAll(ICON_BLOCK)) icons.set(match[2], match[0]);
  // Every exported icon must have been found, else a block's shape changed.
  const exported = /\nexport \{([^}]*)\};/
    .exec(esm)?.[1]
    .split(",")
    .map((name) => name.trim());
  const missing = exported?.filter((name) => !icons.has(name));
  if (!exported || missing?.length) {
    throw new Error(
      `${PACKAGE} changed: radixIconsPerIcon cannot read ${missing?.join(", ") ?? "its exports"}.`,
    );
  }
  return { helper, icons };
}

export function helperModule(source: IconSource): string {
  return `${source.helper}\nexport { ${HELPER_NAME} };\n`;
}

/** The code of one icon's module, or null if the package has no such icon. */
export function iconModule(source: IconSource, name: string): string | null {
  const block = source.icons.get(name);
  if (!block) return null;
  return [
    'import { forwardRef, createElement } from "react";',
    `import { ${HELPER_NAME} } from ${JSON.stringify(HELPER_ID)};`,
    block,
    `export { ${name} };`,
    "",
  ].join("\n");
}

export function readIconSource(root: string): IconSource {
  const require = createRequire(`${root}/package.json`);
  const file = require.resolve(`${PACKAGE}/dist/react-icons.esm.js`);
  return parseIconSource(readFileSync(file, "utf8"));
}

export function radixIconsPerIcon(options: { root: string; srcDir: string }): Plugin {
  let source: IconSource | undefined;
  const srcDir = options.srcDir.replace(/\\/g, "/").replace(/\/?$/, "/");
  return {
    name: "legendary:radix-icons-per-icon",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id === HELPER_ID || id.startsWith(ICON_PREFIX) ? id : null;
    },
    load(id) {
      if (id !== HELPER_ID && !id.startsWith(ICON_PREFIX)) return null;
      try {
        source ??= readIconSource(options.root);
      } catch (error) {
        this.error(String(error instanceof Error ? error.message : error));
      }
      if (id === HELPER_ID) return helperModule(source);
      const name = id.slice(ICON_PREFIX.length);
      const code = iconModule(source, name);
      if (code === null) {
        this.error(`${PACKAGE} has no ${name} (the package changed): update radixIconsPerIcon.`);
      }
      return { code, moduleSideEffects: false };
    },
    transform(code, id) {
      const file = id.split("?")[0].replace(/\\/g, "/");
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file)) return null;
      const rewritten = rewriteIconImports(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
