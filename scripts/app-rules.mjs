// Issue 15: no business rule lives in apps/ (ARCHITECTURE.md). An `if` whose condition names stock,
// prices, the channel, a country, the customer category or validation is a rule: it belongs in the
// package that owns it, and the app calls that package's function. This scan finds such conditions in
// the storefront's source (tests, e2e, reliability and bench excluded).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** An identifier or property name that makes a condition a business rule (case-insensitive). */
export const RULE_NAME =
  /stock|price|channel|countr(y|ies)|customerCategory|onlineShopping|^(is)?valid|invalid|issues|^vat|vat$|tax/i;

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIPPED = /(^|\/)(node_modules|\.next|e2e|reliability|bench|test)(\/|$)|\.test\.|\.d\.ts$/;

/** The condition of every `if (…)` in `source`, with its line (parentheses balanced, strings skipped). */
export function ifConditions(source) {
  const found = [];
  const pattern = /\bif\s*\(/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let depth = 1;
    let index = pattern.lastIndex;
    let quote = null;
    for (; index < source.length && depth > 0; index++) {
      const char = source[index];
      if (quote) {
        if (char === '\\') index++;
        else if (char === quote) quote = null;
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
    }
    const line = source.slice(0, match.index).split('\n').length;
    found.push({
      line,
      condition: source
        .slice(pattern.lastIndex, index - 1)
        .replace(/\s+/g, ' ')
        .trim(),
    });
  }
  return found;
}

/**
 * Conditions of `source` that decide on a business rule's names. String contents do not count, nor
 * does the name of a called function: `if (!isDefaultChannel(locale))` asks the package that owns the
 * rule, while `if (!channel.onlineShopping)` or `if (line.stock < 1)` decides it in place.
 */
export function ruleConditions(source) {
  return ifConditions(source).filter(({ condition }) =>
    condition
      .replace(/'(?:\\.|[^'])*'|"(?:\\.|[^"])*"|`(?:\\.|[^`])*`/g, "''")
      .replace(/[\w$]+(?=\s*\()/g, '')
      .split(/[^\w$]+/)
      .some((name) => RULE_NAME.test(name)),
  );
}

/** Every rule condition under `dir` (the storefront app), as 'path:line: if (condition)'. */
export function appRuleConditions(dir) {
  const out = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const rel = relative(dir, path);
      if (SKIPPED.test(rel)) continue;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) {
        for (const { line, condition } of ruleConditions(readFileSync(path, 'utf8'))) {
          out.push(`${rel}:${line}: if (${condition})`);
        }
      }
    }
  };
  walk(dir);
  return out;
}
