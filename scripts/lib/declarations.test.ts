// The declaration files beside the build scripts are complete: each `.d.mts` declares exactly the values its
// `.mjs` exports, so TypeScript callers never need to describe a script's shape themselves.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.mjs';

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The value (not type) exports a declaration file declares. */
function declaredValues(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements)
          if (!element.isTypeOnly) names.push(element.name.text);
      }
    } else if (!hasExport(statement)) {
      continue;
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        names.push(declaration.name.getText(source));
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return [...new Set(names)].sort();
}

const declarationFiles = [
  path.join(repoRoot, 'scripts/lib'),
  ...readdirSync(path.join(repoRoot, 'packages')).map((name) =>
    path.join(repoRoot, 'packages', name, 'scripts'),
  ),
].flatMap((dir) => {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.d.mts'))
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
});

describe('declarations of the build scripts', () => {
  it('exist', () => {
    expect(declarationFiles.length).toBeGreaterThan(5);
  });

  it.each(declarationFiles.map((file) => [path.relative(repoRoot, file), file]))(
    '%s declares every value its module exports, and nothing else',
    async (_name, file) => {
      const module = (await import(file.replace(/\.d\.mts$/, '.mjs'))) as Record<string, unknown>;
      expect(declaredValues(file)).toEqual(Object.keys(module).sort());
    },
  );

  it('sees the exports of a declaration file, and only the values', () => {
    const file = path.join(repoRoot, 'scripts/lib/page-weight.d.mts');
    expect(declaredValues(file)).toContain('pageWeight');
    expect(declaredValues(file)).not.toContain('PageWeight');
  });
});
