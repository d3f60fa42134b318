import { describe, expect, it } from 'vitest';
import { addressInputSchema, createAddressSchema } from './checkout-schema';
import { validAddress } from './testing/fixtures';

const valid = validAddress;

describe('createAddressSchema', () => {
  it('exposes the same rules as a zod schema', () => {
    const schema = createAddressSchema();
    expect(schema.safeParse(valid).success).toBe(true);
    const result = schema.safeParse({ ...valid, zip: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['zip'], 'Invalid zip code'],
    ]);
  });

  it('reports every failing field once, at its path, in form order', () => {
    const result = createAddressSchema().safeParse({
      ...valid,
      firstName: ' ',
      email: 'ada',
      termsAccepted: false,
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['firstName'],
      ['email'],
      ['termsAccepted'],
    ]);
  });
});

describe('addressInputSchema', () => {
  it('accepts a partial form and refuses a field of the wrong type', () => {
    expect(addressInputSchema.safeParse({ firstName: 'Ada' }).success).toBe(true);
    expect(addressInputSchema.safeParse({ newsletter: 'yes' }).success).toBe(false);
  });
});
