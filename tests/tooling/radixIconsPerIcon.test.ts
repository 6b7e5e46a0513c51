import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as packageIcons from "@radix-ui/react-icons";
import { describe, expect, it } from "vitest";
import {
  helperModule,
  iconModule,
  parseIconSource,
  radixIconsPerIcon,
  readIconSource,
  rewriteIconImports,
} from "../../scripts/vite/radixIconsPerIcon";

const root = fileURLToPath(new URL("../../", import.meta.url));
const srcDir = join(root, "src");
const source = readIconSource(root);
// The generated code names the virtual modules in JSON-escaped strings: "\u0000radix-icon:XIcon".

/** Calls one of the plugin's hooks the way the bundler does, with a context whose error throws. */
function callHook(hook: "load" | "transform", ...args: string[]): unknown {
  const plugin = radixIconsPerIcon({ root, srcDir });
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const hookValue: unknown = plugin[hook];
  const fn = (typeof hookValue === "function" ? hookValue : undefined) as
    ((this: typeof context, ...args: string[]) => unknown) | undefined;
  if (!fn) throw new Error(`radixIconsPerIcon has no ${hook} function`);
  return fn.call(context, ...args);
}

describe("radixIconsPerIcon rewrites the app's icon imports", () => {
  it("imports each name from its own icon module, keeping aliases", () => {
    const code = 'import { PlusIcon, Cross2Icon as Close } from "@radix-ui/react-icons";\nuse();';
    expect(rewriteIconImports(code)).toBe(
      'import { PlusIcon } from "\\u0000radix-icon:PlusIcon"; ' +
        'import { Cross2Icon as Close } from "\\u0000radix-icon:Cross2Icon";\nuse();',
    );
  });

  it("keeps the file's lines where they were for an import over several lines", () => {
    const code = [
      "import {",
      "  CheckIcon,",
      "  TrashIcon,",
      "} from '@radix-ui/react-icons';",
      "const line5 = 5;",
    ].join("\n");
    const rewritten = rewriteIconImports(code) ?? "";
    expect(rewritten.split("\n")).toHaveLength(5);
    expect(rewritten.split("\n")[4]).toBe("const line5 = 5;");
    expect(rewritten).toContain('import { CheckIcon } from "\\u0000radix-icon:CheckIcon";');
    expect(rewritten).toContain('import { TrashIcon } from "\\u0000radix-icon:TrashIcon";');
    expect(rewritten).not.toContain("@radix-ui/react-icons");
  });

  it("leaves type-only names out (TypeScript erases them)", () => {
    const inline = 'import { type IconProps, PlusIcon } from "@radix-ui/react-icons";';
    expect(rewriteIconImports(inline)).toBe(
      'import { PlusIcon } from "\\u0000radix-icon:PlusIcon";',
    );
    const typeOnly = 'import type { IconProps } from "@radix-ui/react-icons";';
    expect(rewriteIconImports(typeOnly)).toBeNull();
  });

  it("leaves the forms it cannot rewrite, and other packages, as they are", () => {
    expect(rewriteIconImports('import * as Icons from "@radix-ui/react-icons";')).toBeNull();
    expect(rewriteIconImports('export * from "@radix-ui/react-icons";')).toBeNull();
    expect(rewriteIconImports('export { PlusIcon } from "@radix-ui/react-icons";')).toBeNull();
    expect(rewriteIconImports('import { Button } from "@radix-ui/themes";')).toBeNull();
  });

  it("only rewrites the app's own TypeScript files", () => {
    const code = 'import { PlusIcon } from "@radix-ui/react-icons";';
    expect(callHook("transform", code, join(srcDir, "App.tsx"))).toMatchObject({
      code: 'import { PlusIcon } from "\\u0000radix-icon:PlusIcon";',
    });
    expect(callHook("transform", code, join(root, "node_modules/x/index.js"))).toBeNull();
    expect(callHook("transform", code, join(root, "bench/x.ts"))).toBeNull();
  });
});

describe("radixIconsPerIcon builds one module per icon from the package", () => {
  it("reads every icon the package exports", () => {
    expect(source.icons.size).toBe(
      Object.keys(packageIcons).filter((name) => name.endsWith("Icon")).length,
    );
  });

  it("makes a module that draws the same icon as the package", async () => {
    const code = iconModule(source, "ArrowLeftIcon");
    expect(code).toMatch(/export \{ ArrowLeftIcon \};\n$/);
    // Real ES modules, loaded by Node from a folder inside the project so "react" resolves.
    const dir = mkdtempSync(join(root, "node_modules/.tmp-radix-icons-"));
    try {
      writeFileSync(join(dir, "helper.mjs"), helperModule(source));
      writeFileSync(
        join(dir, "icon.mjs"),
        (code ?? "").replace('"\\u0000radix-icon-helper"', '"./helper.mjs"'),
      );
      const module = (await import(
        /* @vite-ignore */ pathToFileURL(join(dir, "icon.mjs")).href
      )) as {
        ArrowLeftIcon: ComponentType<{ color?: string }>;
      };
      const ours = renderToStaticMarkup(createElement(module.ArrowLeftIcon, { color: "red" }));
      const theirs = renderToStaticMarkup(
        createElement(packageIcons.ArrowLeftIcon, { color: "red" }),
      );
      expect(ours).toContain("<svg");
      expect(ours).toBe(theirs);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails the build for an icon the package does not have", () => {
    expect(iconModule(source, "NoSuchIcon")).toBeNull();
    expect(() => callHook("load", "\0radix-icon:NoSuchIcon")).toThrow(
      "@radix-ui/react-icons has no NoSuchIcon",
    );
    expect(callHook("load", "\0radix-icon:PlusIcon")).toMatchObject({
      code: expect.stringContaining("var PlusIcon = /*#__PURE__*/forwardRef(") as string,
    });
  });

  it("fails when the package's file no longer has the expected shape", () => {
    expect(() => parseIconSource("export const PlusIcon = () => null;")).toThrow(
      "@radix-ui/react-icons changed",
    );
  });
});
