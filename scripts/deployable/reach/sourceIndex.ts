import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * One source file's top level, as rule (d) needs it: what each top-level name is bound to, what
 * the file exports, and which code runs when the file loads. Built from the syntax tree alone
 * (no type checker: a TypeScript program over convex/ takes longer to build than this whole
 * check may). Types are skipped: they do not exist at run time.
 */

export type Binding =
  | { kind: "local"; nodes: ts.Node[] }
  | { kind: "import"; from: string; name: string /* "default", a name, or "*" */ };

export type ExportTarget =
  | { kind: "local"; name: string }
  | { kind: "reexport"; from: string; name: string }
  | { kind: "node"; node: ts.Node };

export type SourceIndex = {
  file: string;
  source: ts.SourceFile;
  bindings: Map<string, Binding>;
  exports: Map<string, ExportTarget>;
  starExports: string[];
  /** Top-level statements other than declarations: run in full when the file loads. */
  loadStatements: ts.Node[];
  /** Top-level initializers and `export default` expressions: their calls run on load. */
  initializers: ts.Node[];
};

const has = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** Every name a binding pattern declares: `{ a, b: [c] }` → a, c. */
export function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

function addLocal(index: SourceIndex, name: string, node: ts.Node) {
  const existing = index.bindings.get(name);
  if (existing?.kind === "local") existing.nodes.push(node);
  else index.bindings.set(name, { kind: "local", nodes: [node] });
}

function indexImport(index: SourceIndex, statement: ts.ImportDeclaration) {
  const clause = statement.importClause;
  if (!clause || clause.isTypeOnly || !ts.isStringLiteral(statement.moduleSpecifier)) return;
  const from = statement.moduleSpecifier.text;
  if (clause.name) index.bindings.set(clause.name.text, { kind: "import", from, name: "default" });
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) {
    index.bindings.set(named.name.text, { kind: "import", from, name: "*" });
  } else if (named) {
    for (const element of named.elements) {
      if (element.isTypeOnly) continue;
      const name = (element.propertyName ?? element.name).text;
      index.bindings.set(element.name.text, { kind: "import", from, name });
    }
  }
}

function indexExportDeclaration(index: SourceIndex, statement: ts.ExportDeclaration) {
  if (statement.isTypeOnly) return;
  const from =
    statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? statement.moduleSpecifier.text
      : null;
  const clause = statement.exportClause;
  if (!clause) {
    if (from) index.starExports.push(from);
  } else if (ts.isNamespaceExport(clause)) {
    if (from) index.exports.set(clause.name.text, { kind: "reexport", from, name: "*" });
  } else {
    for (const element of clause.elements) {
      if (element.isTypeOnly) continue;
      const local = (element.propertyName ?? element.name).text;
      index.exports.set(
        element.name.text,
        from ? { kind: "reexport", from, name: local } : { kind: "local", name: local },
      );
    }
  }
}

function indexStatement(index: SourceIndex, statement: ts.Statement) {
  const exported = has(statement, ts.SyntaxKind.ExportKeyword);
  const isDefault = has(statement, ts.SyntaxKind.DefaultKeyword);
  if (has(statement, ts.SyntaxKind.DeclareKeyword)) return;
  if (ts.isImportDeclaration(statement)) {
    indexImport(index, statement);
  } else if (ts.isExportDeclaration(statement)) {
    indexExportDeclaration(index, statement);
  } else if (ts.isExportAssignment(statement)) {
    if (!statement.isExportEquals) {
      index.exports.set("default", { kind: "node", node: statement.expression });
      index.initializers.push(statement.expression);
    }
  } else if (ts.isVariableStatement(statement)) {
    for (const declaration of statement.declarationList.declarations) {
      for (const name of boundNames(declaration.name)) {
        addLocal(index, name, declaration);
        if (exported) index.exports.set(name, { kind: "local", name });
      }
      if (declaration.initializer) index.initializers.push(declaration.initializer);
    }
  } else if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    const name = statement.name?.text;
    if (name) addLocal(index, name, statement);
    if (exported && isDefault) {
      index.exports.set(
        "default",
        name ? { kind: "local", name } : { kind: "node", node: statement },
      );
    } else if (exported && name) {
      index.exports.set(name, { kind: "local", name });
    }
  } else if (
    !ts.isInterfaceDeclaration(statement) &&
    !ts.isTypeAliasDeclaration(statement) &&
    !ts.isModuleDeclaration(statement) &&
    !ts.isEmptyStatement(statement) &&
    !ts.isImportEqualsDeclaration(statement)
  ) {
    index.loadStatements.push(statement);
  }
}

export function indexSource(root: string, file: string): SourceIndex {
  const absolute = path.resolve(root, file);
  const kind = /\.[cm]?tsx$|\.jsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    absolute,
    readFileSync(absolute, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
  const index: SourceIndex = {
    file,
    source,
    bindings: new Map(),
    exports: new Map(),
    starExports: [],
    loadStatements: [],
    initializers: [],
  };
  for (const statement of source.statements) indexStatement(index, statement);
  return index;
}
