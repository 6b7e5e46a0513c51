import ts from "typescript";
import { isCodeFile, isProjectFile } from "../graph.ts";
import { isShadowed, isTypeOnly, isValueReference } from "./scope.ts";
import { boundNames, indexSource, type Binding, type SourceIndex } from "./sourceIndex.ts";

/**
 * Which code a function can reach, declaration by declaration: from a declaration, every
 * top-level name its code refers to (in its file, or imported from another project file) is
 * reachable, and so on. Referring is enough (a function passed along may be called); installed
 * packages are not followed (their code is opaque here; rule (a) reads them in the bundle).
 *
 * Code a file runs when it loads is reachable too, but only what runs then: its top-level
 * statements, and the calls in its top-level initializers. `export const x = builder({ handler })`
 * calls `builder` on load; the handler runs when x is called, so only a reference to x reaches
 * it. A function called on load runs its body, not the closures it builds (`codeProvider("verify")`
 * builds a provider whose callback sends email later).
 */

export const FETCH_AND_TIMERS = new Set(["fetch", "setTimeout", "setInterval"]);
const GLOBAL_OBJECTS = new Set(["globalThis", "window", "self"]);

export type Reached = { call: string; file: string; line: number; chain: string[] };

/**
 * full: all of the node's code may run. load: top-level code, where only the calls run now.
 * call: a function called on load, whose body runs now (but not the closures it defines).
 */
type Mode = "full" | "load" | "call";

type Item = {
  index: SourceIndex;
  node: ts.Node;
  mode: Mode;
  step: string;
  prev: Item | null;
};

/** Resolves an import specifier written in `file` to the file esbuild bundled for it. */
export type Resolve = (file: string, specifier: string) => string | null;

function lineOf(index: SourceIndex, node: ts.Node): number {
  return index.source.getLineAndCharacterOfPosition(node.getStart(index.source)).line + 1;
}

function nameOf(node: ts.Node): string {
  if (ts.isVariableDeclaration(node)) return boundNames(node.name).join(", ");
  const name = (node as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? name.text : "default export";
}

export class Reachability {
  private readonly sources = new Map<string, SourceIndex>();
  private readonly loads = new Map<string, Reached[]>();

  constructor(
    private readonly root: string,
    private readonly resolve: Resolve,
  ) {}

  source(file: string): SourceIndex {
    let index = this.sources.get(file);
    if (!index) {
      index = indexSource(this.root, file);
      this.sources.set(file, index);
    }
    return index;
  }

  /** Where `exportName` of `file` can reach fetch or a timer. */
  fromExport(file: string, exportName: string): Reached[] {
    return new Walk(this).run((walk) => walk.enqueueExport(file, exportName, null));
  }

  /**
   * Where the load code of these files can reach fetch or a timer. What one file's load code
   * reaches does not depend on who imports it, so each file is walked once and its chains are
   * prefixed with the import chain that leads to it.
   */
  fromLoad(files: { file: string; importChain: string[] }[]): Reached[] {
    const found = new Map<string, Reached>();
    for (const { file, importChain } of files) {
      for (const reached of this.loadOf(file)) {
        const chain = [...importChain.slice(0, -1), ...reached.chain];
        const key = `${reached.file}:${reached.line}:${reached.call}`;
        const known = found.get(key);
        if (!known || chain.length < known.chain.length) found.set(key, { ...reached, chain });
      }
    }
    return [...found.values()];
  }

  private loadOf(file: string): Reached[] {
    let reached = this.loads.get(file);
    if (!reached) {
      reached = new Walk(this).run((walk) => walk.enqueueLoad(this.source(file)));
      this.loads.set(file, reached);
    }
    return reached;
  }

  resolveFrom(file: string, specifier: string): string | null {
    const target = this.resolve(file, specifier);
    return target && isProjectFile(target) && isCodeFile(target) ? target : null;
  }
}

class Walk {
  private readonly queue: Item[] = [];
  private readonly seen = {
    full: new Set<ts.Node>(),
    load: new Set<ts.Node>(),
    call: new Set<ts.Node>(),
  };
  private readonly hits = new Map<string, Reached>();

  constructor(private readonly graph: Reachability) {}

  run(seed: (walk: Walk) => void): Reached[] {
    seed(this);
    for (let i = 0; i < this.queue.length; i++) {
      const item = this.queue[i];
      if (item.mode === "full") this.visit(item.node, item);
      else if (item.mode === "load") this.visitLoad(item.node, item);
      else this.visitCalled(item.node, item);
    }
    return [...this.hits.values()];
  }

  enqueueLoad(index: SourceIndex) {
    const roots = [
      ...index.loadStatements.map((node) => ({ node, mode: "full" as const })),
      ...index.initializers.map((node) => ({ node, mode: "load" as const })),
    ];
    for (const { node, mode } of roots) {
      const step = `${index.file}:${lineOf(index, node)} top-level code`;
      this.queue.push({ index, node, mode, step, prev: null });
    }
  }

  enqueueExport(file: string, name: string, from: Item | null, mode: Mode = "full", depth = 0) {
    // Re-export chains are short; the bound only stops an `export *` cycle.
    if (depth >= 20) return;
    const index = this.graph.source(file);
    const exported = index.exports.get(name);
    if (!exported) {
      for (const star of index.starExports) {
        const next = this.graph.resolveFrom(file, star);
        if (next) this.enqueueExport(next, name, from, mode, depth + 1);
      }
    } else if (exported.kind === "local") {
      const binding = index.bindings.get(exported.name);
      if (binding) this.follow(binding, index, from, mode, depth + 1);
    } else if (exported.kind === "node") {
      this.enqueue(index, exported.node, from, mode);
    } else {
      const next = this.graph.resolveFrom(file, exported.from);
      if (next && exported.name === "*") this.enqueueAll(next, from, depth + 1);
      else if (next) this.enqueueExport(next, exported.name, from, mode, depth + 1);
    }
  }

  /** A whole namespace was used as a value: any of its exports may be. */
  private enqueueAll(file: string, from: Item | null, depth: number) {
    for (const name of this.graph.source(file).exports.keys()) {
      this.enqueueExport(file, name, from, "full", depth);
    }
  }

  private follow(binding: Binding, index: SourceIndex, from: Item | null, mode: Mode, depth = 0) {
    if (binding.kind === "local") {
      for (const node of binding.nodes) this.enqueue(index, node, from, mode);
      return;
    }
    const target = this.graph.resolveFrom(index.file, binding.from);
    if (!target) return;
    if (binding.name === "*") this.enqueueAll(target, from, depth);
    else this.enqueueExport(target, binding.name, from, mode, depth);
  }

  private enqueue(index: SourceIndex, node: ts.Node, prev: Item | null, mode: Mode) {
    if (this.seen[mode].has(node) || this.seen.full.has(node)) return;
    this.seen[mode].add(node);
    const step = `${index.file}:${lineOf(index, node)} ${nameOf(node)}`;
    this.queue.push({ index, node, mode, step, prev });
  }

  private hit(call: string, node: ts.Node, item: Item) {
    const line = lineOf(item.index, node);
    const key = `${item.index.file}:${line}:${call}`;
    if (this.hits.has(key)) return;
    const chain = [`${call}() at ${item.index.file}:${line}`];
    for (let at: Item | null = item; at; at = at.prev) chain.unshift(at.step);
    this.hits.set(key, { call, file: item.index.file, line, chain });
  }

  /** An identifier read as a value (full) or called on load (call). */
  private reference(id: ts.Identifier, item: Item, mode: "full" | "call") {
    if (isShadowed(id)) return;
    const binding = item.index.bindings.get(id.text);
    if (binding) this.follow(binding, item.index, item, mode);
    else if (FETCH_AND_TIMERS.has(id.text)) this.hit(id.text, id, item);
  }

  /** `ns.name` for `import * as ns`, or `globalThis.fetch`; false for any other `a.b`. */
  private member(node: ts.PropertyAccessExpression, item: Item, mode: "full" | "call"): boolean {
    if (!ts.isIdentifier(node.expression) || isShadowed(node.expression)) return false;
    const object = node.expression.text;
    const binding = item.index.bindings.get(object);
    if (binding?.kind === "import" && binding.name === "*") {
      const target = this.graph.resolveFrom(item.index.file, binding.from);
      if (target) this.enqueueExport(target, node.name.text, item, mode);
      return true;
    }
    if (!binding && GLOBAL_OBJECTS.has(object) && FETCH_AND_TIMERS.has(node.name.text)) {
      this.hit(node.name.text, node, item);
      return true;
    }
    return false;
  }

  private visit(node: ts.Node, item: Item): void {
    if (isTypeOnly(node)) return;
    if (ts.isIdentifier(node)) {
      if (isValueReference(node)) this.reference(node, item, "full");
    } else if (ts.isPropertyAccessExpression(node)) {
      // The name after the dot is a property, not a variable.
      if (!this.member(node, item, "full")) this.visit(node.expression, item);
    } else {
      ts.forEachChild(node, (child) => this.visit(child, item));
    }
  }

  /** Code that runs now: follow its calls, not the functions it defines for later. */
  private visitLoad(node: ts.Node, item: Item): void {
    if (isTypeOnly(node) || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      this.callee(node.expression, item);
      for (const argument of node.arguments ?? []) this.visitLoad(argument, item);
    } else if (ts.isTaggedTemplateExpression(node)) {
      this.callee(node.tag, item);
      this.visitLoad(node.template, item);
    } else if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) {
      ts.forEachChild(node, (child) => this.visitLoad(child, item));
    }
  }

  private callee(node: ts.Expression, item: Item) {
    if (ts.isIdentifier(node)) this.reference(node, item, "call");
    else if (!ts.isPropertyAccessExpression(node) || !this.member(node, item, "call")) {
      // `a.b()` on something of ours, `f()()`: whatever it is may run in full.
      this.visit(node, item);
    }
  }

  /** A function called on load: its body runs now. Anything else called: assume all of it. */
  private visitCalled(node: ts.Node, item: Item) {
    const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
    if (fn && ts.isFunctionLike(fn) && !ts.isClassLike(fn)) {
      const body = (fn as ts.FunctionLikeDeclarationBase).body;
      if (body) this.visitLoad(body, item);
    } else {
      this.visit(node, item);
    }
  }
}
