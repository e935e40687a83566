import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const SHARED_PACKAGE = '@ps/shared';

/** The specifiers a file imports at run time: type-only imports and exports vanish in the build. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !isTypeOnlyImport(node))
      specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyExport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative paths and node built-ins → undefined. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function specifiersUnder(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) => runtimeSpecifiers(file, readFileSync(file, 'utf8')));
}

/**
 * The third-party packages that end up in an app's own bundle: what its code imports, plus what
 * the `@ps/shared` entries it bundles (rather than shares) import, followed from entry to entry.
 */
export function bundledPackages(root: string, app: string, bundledSharedEntries: ReadonlySet<string>): Set<string> {
  const packages = new Set<string>();
  const visitedEntries = new Set<string>();
  const collect = (specifiers: string[]) => {
    for (const specifier of specifiers) {
      const name = packageOf(specifier);
      if (!name) continue;
      if (name !== SHARED_PACKAGE) {
        packages.add(name);
        continue;
      }
      const entry = specifier.slice(SHARED_PACKAGE.length + 1).split('/')[0] ?? '';
      if (!bundledSharedEntries.has(entry) || visitedEntries.has(entry)) continue;
      visitedEntries.add(entry);
      collect(specifiersUnder(join(root, 'shared/src/bundled', entry)));
    }
  };
  collect(specifiersUnder(join(root, app, 'src')));
  return packages;
}

/** The names files under `dirs` import at run time from `specifier` (`import { a, b as c }` → a, b). */
export function namedImportsFrom(root: string, dirs: readonly string[], specifier: string): Set<string> {
  const names = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const node of source.statements) {
      if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
      if (node.moduleSpecifier.text !== specifier || node.importClause?.isTypeOnly) continue;
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** The names a module re-exports with `export { ... } from`. */
export function reexportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  for (const node of source.statements)
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause))
      for (const element of node.exportClause.elements) names.add(element.name.text);
  return names;
}
