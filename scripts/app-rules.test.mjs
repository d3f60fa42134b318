import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { appRuleConditions, ruleConditions } from './app-rules.mjs';

const app = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'storefront');

describe('no business rule in apps/ (issue 15)', () => {
  test('the scan flags an `if` on stock, price, channel, country, customer category or validation', () => {
    const source = [
      'if (line.stock < quantity) cap();',
      "if (!channel.onlineShopping) redirect('/my-list');",
      "if (address.country === 'us') tax();",
      "if (form.customerCategory === 'company') invoice();",
      'if (!form.valid) return;',
      'if (sale.salePrice) show(")");',
    ].join('\n');
    assert.deepEqual(
      ruleConditions(source).map(({ line }) => line),
      [1, 2, 3, 4, 5, 6],
    );
  });

  test('the scan leaves other conditions alone', () => {
    const source = [
      'if (!product) notFound();',
      "if (found.kind === 'category') render();",
      'if (open && (a || b)) close();',
      "if (text === 'price') log(')');",
      'if (!isDefaultChannel(locale)) return;',
    ].join('\n');
    assert.deepEqual(ruleConditions(source), []);
  });

  test('the storefront app decides no such rule itself', () => {
    assert.deepEqual(appRuleConditions(app), []);
  });
});
