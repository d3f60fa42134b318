import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered element and fails on any violation. Colour contrast is left to the
 * browser run (jsdom cannot compute colours) and `region` to page tests (a component is not a page).
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}
