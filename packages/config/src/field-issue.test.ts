import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ensureEnglishZodMessages, fieldIssueOf, isStorableText } from './zod-locale';

ensureEnglishZodMessages();

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Ada Lovelace', true],
    ['tabs and line breaks', 'a\tb\nc\r\nd', true],
    ['paired surrogates (emoji)', 'lift 🏋️ 💪', true],
    ['NUL', 'a\u0000b', false],
    ['another control character', 'a\u0007b', false],
    ['DEL', 'a\u007Fb', false],
    ['a lone high surrogate', 'a\uD83Db', false],
    ['a lone low surrogate', 'a\uDC00b', false],
    ['a high surrogate at the end', 'ab\uD83D', false],
  ])('%s → %s', (_name, value, storable) => {
    expect(isStorableText(value)).toBe(storable);
  });

  it('property: any well-formed string without control characters is storable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
        const control = (char: string) =>
          (char.charCodeAt(0) < 32 && !'\t\n\r'.includes(char)) || char.charCodeAt(0) === 127;
        const clean = [...value].filter((char) => !control(char)).join('');
        expect(isStorableText(clean)).toBe(true);
        expect(isStorableText(`${clean}\u0000`)).toBe(false);
        expect(isStorableText(`${clean}\uD800`)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fieldIssueOf', () => {
  const schema = z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name'), z.maxLength(5)),
    email: z.optional(z.email('Invalid Email')),
    age: z.optional(z.number().check(z.gte(18), z.lte(99))),
    kind: z.optional(z.enum(['a', 'b'])),
    tags: z.optional(z.array(z.string()).check(z.maxLength(1))),
    note: z.optional(
      z.string().check(z.refine(() => false, { message: 'No', params: { code: 'custom_code', max: 3 } })),
    ),
  });
  const issuesOf = (input: unknown) => {
    const result = z.safeParse(schema, input, { reportInput: true });
    return result.success ? [] : result.error.issues.map((issue) => fieldIssueOf(issue));
  };

  it.each([
    [{}, { field: 'name', code: 'required', params: {} }],
    [{ name: '  ' }, { field: 'name', code: 'required', params: {} }],
    [{ name: 'toolong' }, { field: 'name', code: 'too_long', params: { max: 5 } }],
    [{ name: 7 }, { field: 'name', code: 'invalid_type', params: { expected: 'string' } }],
    [
      { name: 'a', email: 'x' },
      { field: 'email', code: 'invalid_email', params: {} },
    ],
    [
      { name: 'a', age: 3 },
      { field: 'age', code: 'too_small', params: { min: 18 } },
    ],
    [
      { name: 'a', age: 300 },
      { field: 'age', code: 'too_big', params: { max: 99 } },
    ],
    [
      { name: 'a', kind: 'c' },
      { field: 'kind', code: 'invalid_value', params: { values: 'a,b' } },
    ],
    [
      { name: 'a', tags: ['x', 'y'] },
      { field: 'tags', code: 'too_many', params: { max: 1 } },
    ],
    [
      { name: 'a', note: 'x' },
      { field: 'note', code: 'custom_code', params: { max: 3 } },
    ],
  ])('%j → %j', (input, expected) => {
    expect(issuesOf(input)).toEqual([expect.objectContaining(expected)]);
  });

  it('names the body for root issues', () => {
    const result = z.safeParse(schema, 'nope', { reportInput: true });
    expect(fieldIssueOf(result.error?.issues[0] ?? { code: 'x', path: [], message: '' })).toMatchObject({
      field: 'body',
      code: 'invalid_type',
    });
  });
});
