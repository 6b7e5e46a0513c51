/**
 * Radix Themes' styles.css holds every component, every colour scale and every layout utility at
 * every breakpoint (~80 KiB gzip), and it blocks the first paint. The production build keeps only
 * what the app can produce: the component classes of the Radix modules src/ imports, the colour
 * scales src/ names, and the prop classes (p="3", gap={{ md: "4" }}, size, variant...) its JSX
 * can set. Anything the scan cannot read literally (a prop set from a variable) keeps every value
 * of that prop, so a purge can only keep too much, never too little.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { transform } from "esbuild";
import postcss, { type Root, type Rule } from "postcss";
import ts from "typescript";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

type PropDef = {
  className?: string;
  values?: readonly string[];
  default?: unknown;
  parseValue?: (value: string) => string | undefined;
};

const BREAKPOINTS = ["initial", "xs", "sm", "md", "lg", "xl"] as const;

/** Classes the purge may drop: component parts, prop classes and variants. Others always stay. */
const PURGEABLE = /^(?:rt-[A-Z]|(?:(?:xs|sm|md|lg|xl):)?-?rt-r-|rt-variant-)/;

function radixRoot() {
  return path.dirname(require.resolve("@radix-ui/themes/package.json"));
}

/** Prop name → the prop definitions (across all Radix components) that turn it into a class. */
export function classProps(): Map<string, PropDef[]> {
  const all = require("@radix-ui/themes/props") as Record<string, unknown>;
  const byName = new Map<string, PropDef[]>();
  const add = (name: string, def: PropDef) => {
    if (!def.className) return;
    byName.set(name, [...(byName.get(name) ?? []), def]);
  };
  for (const [exportName, value] of Object.entries(all)) {
    if (!value || typeof value !== "object") continue;
    if (exportName.endsWith("PropDefs")) {
      for (const [name, def] of Object.entries(value as Record<string, PropDef>)) add(name, def);
    } else if (exportName.endsWith("PropDef")) {
      for (const [name, def] of Object.entries(value as Record<string, PropDef>)) add(name, def);
    }
  }
  return byName;
}

/** The class Radix's extractProps gives `value` at `breakpoint` (see helpers/get-responsive-styles). */
function propClass(def: PropDef, raw: string | null, breakpoint: string) {
  const className = def.className!;
  let name = className;
  const value = raw === null ? null : (def.parseValue?.(raw) ?? raw);
  if (value) {
    const negative = value.startsWith("-");
    name = `${negative ? "-" : ""}${className}-${negative ? value.slice(1) : value}`;
  }
  return breakpoint === "initial" ? name : `${breakpoint}:${name}`;
}

/** The (breakpoint, value) pairs a prop can take; `unknown` when some are not literal. */
type Reading = { pairs: Set<string>; unknown: boolean };

const pair = (breakpoint: string, value: string) => `${breakpoint} ${value}`;

/** What literal values (and breakpoint keys) a prop's expression can take. */
function read(expression: ts.Expression, into: Reading, breakpoint = "initial") {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    into.pairs.add(pair(breakpoint, expression.text));
  } else if (ts.isNumericLiteral(expression)) {
    into.pairs.add(pair(breakpoint, expression.text));
  } else if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression)
  ) {
    read(expression.expression, into, breakpoint);
  } else if (ts.isConditionalExpression(expression)) {
    read(expression.whenTrue, into, breakpoint);
    read(expression.whenFalse, into, breakpoint);
  } else if (ts.isBinaryExpression(expression)) {
    const op = expression.operatorToken.kind;
    if (op !== ts.SyntaxKind.AmpersandAmpersandToken) read(expression.left, into, breakpoint);
    read(expression.right, into, breakpoint);
  } else if (ts.isObjectLiteralExpression(expression)) {
    for (const property of expression.properties) {
      if (ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name)) {
        read(property.initializer, into, property.name.text);
      } else {
        into.unknown = true;
      }
    }
  } else if (ts.isIdentifier(expression) && expression.text === "undefined") {
    // No class.
  } else if (expression.kind === ts.SyntaxKind.TrueKeyword) {
    into.pairs.add(pair(breakpoint, "true"));
  } else if (expression.kind !== ts.SyntaxKind.FalseKeyword) {
    into.unknown = true;
  }
}

/**
 * A wrapper handing its own prop on (`size={size}`, `size={props.size ?? "2"}`): the values are
 * those its callers write, which the scan reads at their JSX (with the prop's name) and in its
 * destructuring default. Returns what is left to read, if anything.
 */
function passThrough(expression: ts.Expression, name: string): ts.Expression | undefined {
  const isOwn = (e: ts.Expression) =>
    (ts.isIdentifier(e) && e.text === name) ||
    (ts.isPropertyAccessExpression(e) && e.name.text === name && ts.isIdentifier(e.expression));
  if (isOwn(expression)) return undefined;
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
    isOwn(expression.left)
  ) {
    return expression.right;
  }
  return expression;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names src/ imports from "@radix-ui/themes" and the prop values its code can set. */
function scanSource(srcDir: string) {
  const props = classProps();
  const imported = new Set<string>();
  const readings = new Map<string, Reading>();
  const strings = new Set<string>();
  const readingFor = (name: string) => {
    let reading = readings.get(name);
    if (!reading) {
      reading = { pairs: new Set(), unknown: false };
      readings.set(name, reading);
    }
    return reading;
  };
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text === "@radix-ui/themes"
      ) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            imported.add((element.propertyName ?? element.name).text);
          }
        }
      } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
        const name = node.name.text;
        if (props.has(name)) {
          const reading = readingFor(name);
          const initializer = node.initializer;
          if (!initializer) reading.pairs.add(pair("initial", "true"));
          else if (ts.isStringLiteral(initializer)) {
            reading.pairs.add(pair("initial", initializer.text));
          } else if (ts.isJsxExpression(initializer) && initializer.expression) {
            const expression = passThrough(initializer.expression, name);
            if (expression) read(expression, reading);
          }
        }
      } else if (
        (ts.isPropertyAssignment(node) || (ts.isBindingElement(node) && node.initializer)) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        props.has(node.name.text)
      ) {
        // Props gathered in an object and spread onto a component: keep their literal values.
        const reading: Reading = { pairs: new Set(), unknown: false };
        read(node.initializer!, reading);
        const target = readingFor(node.name.text);
        reading.pairs.forEach((entry) => target.pairs.add(entry));
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        strings.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { props, imported, readings, strings };
}

/**
 * Every class the Radix modules behind `names` can put on an element, following their imports,
 * and the literal props they pass to each other (Dialog.Title is a Heading with trim="start").
 */
function componentClasses(names: Set<string>, props?: Map<string, string[]>): Set<string> {
  const componentsDir = path.join(radixRoot(), "dist", "esm", "components");
  const classes = new Set<string>(["radix-themes"]);
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/rt-[A-Z][A-Za-z]*/g)) classes.add(match[0]);
    for (const [, name, value] of code.matchAll(/[{,]([a-zA-Z]+):"([^"]*)"/g)) {
      props?.set(name, [...(props.get(name) ?? []), value]);
    }
    for (const match of code.matchAll(/from\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      walk(path.resolve(path.dirname(file), match[1]));
    }
  };
  for (const name of names) {
    const kebab = name.replace(/[a-z0-9][A-Z]/g, (pair) => `${pair[0]}-${pair[1]}`).toLowerCase();
    walk(path.join(componentsDir, `${kebab}.js`));
  }
  return classes;
}

export type RadixUsage = { classes: Set<string>; colors: Set<string>; imported: Set<string> };

/** The classes and colour scales the app can use, read from its source. */
export function radixUsage(srcDir: string, fixedColors: string[] = []): RadixUsage {
  const { props, imported, readings, strings } = scanSource(srcDir);
  const internal = new Map<string, string[]>();
  const classes = componentClasses(imported, internal);
  for (const [name, values] of internal) {
    if (!props.has(name)) continue;
    const reading = readings.get(name) ?? { pairs: new Set<string>(), unknown: false };
    for (const value of values) reading.pairs.add(pair("initial", value));
    readings.set(name, reading);
  }
  for (const [name, defs] of props) {
    const reading = readings.get(name);
    for (const def of defs) {
      const values = def.values ?? [];
      const add = (value: string | null, breakpoints: Iterable<string>) => {
        for (const breakpoint of breakpoints) classes.add(propClass(def, value, breakpoint));
      };
      // A responsive value without `initial` gets the default there (extractProps).
      if (typeof def.default === "string") add(def.default, ["initial"]);
      if (!reading) continue;
      // Arbitrary values (maxWidth="600px") use the bare class and a custom property.
      const breakpoints = reading.unknown
        ? BREAKPOINTS
        : new Set([...reading.pairs].map((entry) => entry.split(" ")[0]));
      add(null, breakpoints);
      if (reading.unknown) {
        for (const value of values) add(value, BREAKPOINTS);
      }
      for (const entry of reading.pairs) {
        const [breakpoint, value] = entry.split(" ");
        if (values.includes(value) || value === "true") add(value, [breakpoint]);
      }
    }
  }
  const scales = readdirSync(path.join(radixRoot(), "tokens", "colors")).map((file) =>
    file.replace(/\.css$/, ""),
  );
  const colors = new Set(
    [...scales].filter((color) => strings.has(color) || fixedColors.includes(color)),
  );
  colors.add("gray");
  return { classes, colors, imported };
}

/** The class names in a selector (escaped "md\:rt-r-p-3" read as "md:rt-r-p-3"). */
function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.(-?[A-Za-z_](?:[\w-]|\\.)*)/g)].map((m) =>
    m[1].replace(/\\(.)/g, "$1"),
  );
}

const ALL_SCALES = () =>
  readdirSync(path.join(radixRoot(), "tokens", "colors")).map((f) => f.replace(/\.css$/, ""));

function filterRules(root: Root, keepSelector: (selector: string) => boolean) {
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === "atrule" && /keyframes/.test((rule.parent as postcss.AtRule).name)) {
      return;
    }
    const kept = rule.selectors.filter(keepSelector);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // Leave no empty rules or at-rules behind.
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** Radix's CSS with the rules, selectors and colour tokens the app cannot use taken out. */
export function purgeRadixCss(css: string, usage: RadixUsage): Root {
  const unusedScales = ALL_SCALES().filter((color) => !usage.colors.has(color));
  const unusedToken = new RegExp(`^--(?:${unusedScales.join("|")})-`);
  const unusedColorSelector = new RegExp(
    `\\[data-(?:accent|gray)-color=['"]?(?:${unusedScales.join("|")})['"]?\\]`,
  );
  const root: Root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (unusedToken.test(decl.prop)) decl.remove();
  });
  filterRules(
    root,
    (selector) =>
      !unusedColorSelector.test(selector) &&
      selectorClasses(selector).every((name) => !PURGEABLE.test(name) || usage.classes.has(name)),
  );
  return root;
}

export type SplitRadixCss = { early: string; late: string };

const isUtility = (selector: string) => {
  const names = selectorClasses(selector);
  return names.some((n) => /^(?:\w+:)?-?rt-r-/.test(n)) && !names.some((n) => /^rt-[A-Z]/.test(n));
};

/**
 * The purged CSS in two parts. `late` holds the rules of components no page shows before the
 * visitor acts or a lazy screen loads (dialogs, menus, form controls of signed-in screens),
 * followed by a copy of the layout utilities: it is applied after `early`, so Radix's order
 * (components, then the utilities that adjust them) holds for its components too. `early` holds
 * everything else: tokens, reset, layout, utilities and the other components.
 */
export function splitRadixCss(css: string, usage: RadixUsage, lateNames: string[]): SplitRadixCss {
  const used = usage.imported;
  const earlyClasses = componentClasses(new Set([...used].filter((n) => !lateNames.includes(n))));
  const lateClasses = new Set(
    [...componentClasses(new Set(lateNames.filter((n) => used.has(n))))].filter(
      (name) => !earlyClasses.has(name),
    ),
  );
  const isLate = (selector: string) => selectorClasses(selector).some((n) => lateClasses.has(n));
  const early = purgeRadixCss(css, usage);
  const late = early.clone();
  filterRules(early, (selector) => !isLate(selector));
  // Rules only: tokens, fonts and keyframes stay in the early sheet.
  late.walkAtRules((atRule) => {
    if (!["media", "supports"].includes(atRule.name)) atRule.remove();
  });
  late.each((node) => {
    if (node.type === "decl") node.remove();
  });
  const utilities = late.clone();
  filterRules(late, isLate);
  filterRules(utilities, isUtility);
  return { early: early.toString(), late: `${late.toString()}\n${utilities.toString()}` };
}

/** The late sheet's link goes after the app's stylesheet, so it cascades over it. */
function injectLateLink(html: string, href: string) {
  // media="print" keeps the download from blocking the first paint; onload applies it.
  const link = `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">`;
  return html.replace("</head>", `  ${link}\n  </head>`);
}

/**
 * In production builds, @radix-ui/themes/styles.css arrives purged to what src/ uses, and the
 * components named in `late` move to a stylesheet that does not block the first paint. The dev
 * server serves styles.css whole (the build keeps a superset of the classes the app uses).
 */
export function radixThemesCssPlugin(options: {
  srcDir: string;
  colors: string[];
  late: string[];
}): Plugin {
  let split: SplitRadixCss | undefined;
  let lateFile: string | undefined;
  let base = "/";
  return {
    name: "legendary:radix-themes-css",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    transform(code, id) {
      if (!/[\\/]@radix-ui[\\/]themes[\\/]styles\.css(?:\?.*)?$/.test(id)) return null;
      split = splitRadixCss(code, radixUsage(options.srcDir, options.colors), options.late);
      const hash = createHash("sha256").update(split.late).digest("base64url").slice(0, 8);
      lateFile = `assets/radix-late-${hash}.css`;
      return { code: split.early, map: null };
    },
    async generateBundle() {
      if (!split || !lateFile) return;
      const { code } = await transform(split.late, { loader: "css", minify: true });
      this.emitFile({ type: "asset", fileName: lateFile, source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        return lateFile ? injectLateLink(html, base + lateFile) : html;
      },
    },
  };
}
