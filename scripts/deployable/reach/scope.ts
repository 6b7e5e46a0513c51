import ts from "typescript";
import { boundNames } from "./sourceIndex.ts";

/**
 * Just enough scoping to tell what an identifier names: a property name names nothing, a
 * parameter or local variable shadows the file's top level (and the global `fetch`).
 */

/** False for names that are not read as values: property names, declared names, labels. */
export function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if ((parent as { name?: ts.Node }).name === node) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isMetaProperty(parent) || ts.isQualifiedName(parent)) return false;
  return !(ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent));
}

/**
 * Type-only syntax, which does not exist at run time. `class A extends B` keeps `B`: that
 * heritage clause is the one type-shaped node holding a value.
 */
export function isTypeOnly(node: ts.Node): boolean {
  if (ts.isExpressionWithTypeArguments(node)) {
    const clause = node.parent;
    return !(
      ts.isHeritageClause(clause) &&
      clause.token === ts.SyntaxKind.ExtendsKeyword &&
      ts.isClassLike(clause.parent)
    );
  }
  return (
    ts.isTypeNode(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isTypeParameterDeclaration(node)
  );
}

function declaredInStatements(statements: readonly ts.Statement[]): string[] {
  return statements.flatMap((statement) => {
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((d) => boundNames(d.name));
    }
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      return [statement.name.text];
    }
    return [];
  });
}

function declaredIn(scope: ts.Node): string[] {
  if (ts.isFunctionLike(scope)) {
    const own = ts.isFunctionExpression(scope) && scope.name ? [scope.name.text] : [];
    return [...own, ...scope.parameters.flatMap((p) => boundNames(p.name))];
  }
  if (ts.isBlock(scope) || ts.isModuleBlock(scope)) return declaredInStatements(scope.statements);
  if (ts.isCaseBlock(scope)) {
    return scope.clauses.flatMap((clause) => declaredInStatements(clause.statements));
  }
  if (
    (ts.isForStatement(scope) || ts.isForInStatement(scope) || ts.isForOfStatement(scope)) &&
    scope.initializer &&
    ts.isVariableDeclarationList(scope.initializer)
  ) {
    return scope.initializer.declarations.flatMap((d) => boundNames(d.name));
  }
  if (ts.isCatchClause(scope) && scope.variableDeclaration) {
    return boundNames(scope.variableDeclaration.name);
  }
  return [];
}

const scopes = new WeakMap<ts.Node, Set<string>>();

/** True when a scope between the identifier and the file's top level declares its name. */
export function isShadowed(node: ts.Identifier): boolean {
  for (let at = node.parent; !ts.isSourceFile(at); at = at.parent) {
    let names = scopes.get(at);
    if (!names) {
      names = new Set(declaredIn(at));
      scopes.set(at, names);
    }
    if (names.has(node.text)) return true;
  }
  return false;
}
