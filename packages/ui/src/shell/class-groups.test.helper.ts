/**
 * Test helper: the classes of one element that set the same CSS property (with the same variant), for
 * the utility families the components use. `cn` does not merge such pairs, and Tailwind 4 decides
 * between them by the order of its generated CSS, not by the order of the class string.
 */
const groups: Record<string, RegExp> = {
  radius: /^rounded(-|$)/,
  paddingX: /^(p|px)-/,
  paddingY: /^(p|py)-/,
  minHeight: /^min-h-/,
  background: /^bg-/,
  fontSize: /^text-(xs|sm|base|lg|\d?xl)$/,
  textColour: /^text-(?!(xs|sm|base|lg|\d?xl|left|center|right|balance)$)/,
  borderColour: /^border-(?!(\d+|[trblxy](-\d+)?)$)(?![trblxy]-)/,
  cursor: /^cursor-/,
  display: /^(flex|inline-flex|grid|block|inline-block|hidden|contents)$/,
  justify: /^justify-/,
  alignItems: /^items-/,
};

/** Pairs of conflicting classes, e.g. `['radius: rounded-xs rounded-none']`; empty when there are none. */
export function conflictingClasses(className: string): string[] {
  const byKey = new Map<string, string[]>();
  for (const token of className.split(/\s+/).filter(Boolean)) {
    const at = token.lastIndexOf(':');
    const variant = token.slice(0, at + 1);
    const utility = token.slice(at + 1);
    for (const [group, pattern] of Object.entries(groups)) {
      if (!pattern.test(utility)) continue;
      const key = `${variant}${group}`;
      byKey.set(key, [...(byKey.get(key) ?? []), token]);
    }
  }
  return [...byKey]
    .filter(([, tokens]) => tokens.length > 1)
    .map(([key, tokens]) => `${key}: ${tokens.join(' ')}`);
}
