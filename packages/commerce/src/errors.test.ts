import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isModelStateMap } from './errors';
import { modelStateSchema } from './wire';

describe('isModelStateMap', () => {
  const modelState = modelStateSchema.shape.modelState;
  const messages = fc.oneof(
    fc.array(fc.string(), { maxLength: 3 }),
    fc.array(fc.anything(), { maxLength: 2 }),
  );

  it('accepts exactly what the modelState of modelStateSchema accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.dictionary(fc.string(), messages, { maxKeys: 4 }),
          fc.anything({ withNullPrototype: true }),
        ),
        (value) => {
          expect(isModelStateMap(value)).toBe(modelState.safeParse(value).success);
        },
      ),
      { numRuns: 2000 },
    );
  });

  class Messages {
    email = ['Invalid Email'];
  }
  it.each([
    ['a field with its messages', { email: ['Invalid Email'] }, true],
    ['a field without messages', { zip: [] }, true],
    ['no fields', {}, true],
    [
      'an object without a prototype',
      Object.assign(Object.create(null), { zip: ['Invalid zip code'] }),
      true,
    ],
    [
      'a "__proto__" key, as JSON.parse makes one',
      JSON.parse('{"__proto__":"x","zip":["Invalid zip code"]}'),
      true,
    ],
    ['a message that is not a string', { zip: [7] }, false],
    ['messages that are not a list', { zip: 'Invalid zip code' }, false],
    ['a list', [['Invalid Email']], false],
    ['an instance of a class', new Messages(), false],
    ['null', null, false],
  ])('judges %s as the schema does', (_case, value, expected) => {
    expect(isModelStateMap(value)).toBe(expected);
    expect(modelState.safeParse(value).success).toBe(expected);
  });
});
