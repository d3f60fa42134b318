import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Names of the exported values of an entry whose declarations carry no doc comment. */
function undocumentedExports(entry: string): string[] {
  const program = ts.createProgram([entry], { allowJs: false, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol))
    .filter(
      (symbol) => symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class),
    )
    .filter((symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() === '')
    .map((symbol) => symbol.getName());
}

describe('public API documentation', () => {
  it('gives every exported function and constant a doc comment', { timeout: 60_000 }, () => {
    expect(undocumentedExports(fileURLToPath(new URL('./index.ts', import.meta.url)))).toEqual([]);
  });
});
