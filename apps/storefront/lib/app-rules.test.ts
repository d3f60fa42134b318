// Issue 15: the app wires packages to pages; it decides no rule. A condition (`if`, `? :`, `&&`) in the
// app may branch on a package's verdict (`showPrices`, `mode === 'price'`, `!channel`), but may not
// compute one about stock, price, channel, country, customer category or validation: no relational
// or arithmetic operator, no comparison of two values, no regular expression or typeof test, and no
// two rule calls combined. Those belong in the package that owns the rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const RULE_NAMES =
  /stock|price|quantit|channel|country|customer|valid|online|quote|sellable|forbidden|tax|total|discount/i;
const RELATIONAL = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
]);
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A literal or a named constant (`PRICE_FACET`): comparing a verdict with it only reads the verdict. */
function isLiteral(node: ts.Expression): boolean {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  return (
    ts.isStringLiteralLike(inner) ||
    ts.isNumericLiteral(inner) ||
    inner.kind === ts.SyntaxKind.NullKeyword ||
    inner.kind === ts.SyntaxKind.TrueKeyword ||
    inner.kind === ts.SyntaxKind.FalseKeyword ||
    (ts.isIdentifier(inner) && (inner.text === 'undefined' || /^[A-Z][A-Z0-9_]*$/.test(inner.text)))
  );
}

/** Why a condition computes a rule, or undefined when it only reads a verdict. */
export function ruleComputedBy(condition: ts.Expression, source: ts.SourceFile): string | undefined {
  if (!RULE_NAMES.test(condition.getText(source))) return undefined;
  let reason: string | undefined;
  const visit = (node: ts.Node): void => {
    if (reason || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return;
    if (ts.isBinaryExpression(node)) {
      const kind = node.operatorToken.kind;
      if (RELATIONAL.has(kind)) reason = 'a relational or arithmetic operator';
      else if (EQUALITY.has(kind) && !isLiteral(node.left) && !isLiteral(node.right))
        reason = 'a comparison of two values';
    } else if (ts.isTypeOfExpression(node)) reason = 'a typeof test';
    else if (ts.isRegularExpressionLiteral(node)) reason = 'a regular expression';
    ts.forEachChild(node, visit);
  };
  visit(condition);
  // The operands of the condition's logic (`a && !b(…) || c`): two calls to rule functions compose a rule.
  const operands = (node: ts.Expression): ts.Expression[] => {
    if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node)) return operands(node.expression);
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken)
      return operands(node.operand);
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    )
      return [...operands(node.left), ...operands(node.right)];
    return [node];
  };
  // A rule call: a predicate (`isValidState`, `requiresState`, `hasResult`) or a function named after a rule.
  const ruleCalls = operands(condition).filter((operand) => {
    if (!ts.isCallExpression(operand)) return false;
    const callee = operand.expression.getText(source).split('.').at(-1) ?? '';
    return /^(is|has|requires|can|should)[A-Z]/.test(callee) || RULE_NAMES.test(callee);
  });
  return reason ?? (ruleCalls.length > 1 ? 'two rule calls combined' : undefined);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every condition of `text` that computes a rule, as `line: condition (reason)`. */
export function ruleConditions(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let condition: ts.Expression | undefined;
    if (ts.isIfStatement(node)) condition = node.expression;
    else if (ts.isConditionalExpression(node)) condition = node.condition;
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      (ts.isJsxElement(node.right) || ts.isJsxSelfClosingElement(node.right) || ts.isJsxFragment(node.right))
    )
      condition = node.left;
    const reason = condition && ruleComputedBy(condition, source);
    if (condition && reason) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${line}: ${condition.getText(source).replace(/\s+/g, ' ')} (${reason})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no rule decided in the app', () => {
  it.each([
    ['if (line.quantity > stock) cap();', 'a relational or arithmetic operator'],
    ["if (cookie !== country) set('country', country);", 'a comparison of two values'],
    ['const shown = /^[a-z]{2}$/.test(country) ? 1 : 0;', 'a regular expression'],
    ["if (typeof price === 'string') parse();", 'a typeof test'],
    ['if (requiresState(country) && !isValidState(country, state)) fail();', 'two rule calls combined'],
    ['const badge = <p>{quantity - reserved > 0 && <span />}</p>;', 'a relational or arithmetic operator'],
  ])('finds %s', (code, reason) => {
    expect(ruleConditions('sample.tsx', code)).toEqual([expect.stringContaining(`(${reason})`)]);
  });

  it.each([
    'if (!channel) notFound();',
    "const priced = mode === 'price' ? codes : [];",
    'if (field === PRICE_FACET) group = prices();',
    'const cart = showPrices && <Price />;',
    'if (!isValidPreviewSecret(secret)) return denied();',
    'if (line.lowestPrice30d !== null) show();',
    'if (loading && count > 2) wait();',
  ])('lets the app branch on a verdict: %s', (code) => {
    expect(ruleConditions('sample.tsx', code)).toEqual([]);
  });

  it('holds for every source file of the storefront', () => {
    const code = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(join(appDir, dir)));
    const found = [...code, join(appDir, 'proxy.ts')].flatMap((file) =>
      ruleConditions(file, readFileSync(file, 'utf8')).map((entry) => `${relative(appDir, file)}:${entry}`),
    );
    expect(found).toEqual([]);
  });
});
