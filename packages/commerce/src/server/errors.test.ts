import { describe, expect, it } from 'vitest';
import { isNotFoundError, NotFoundError, ValidationError } from './errors';

describe('isNotFoundError', () => {
  it('recognises a not-found error by its code, also from another copy of the class', () => {
    expect(isNotFoundError(new NotFoundError('Shared list not found'))).toBe(true);
    const fromAnotherBundle = Object.assign(new Error('Shared list not found'), { code: 'NOT_FOUND' });
    expect(isNotFoundError(fromAnotherBundle)).toBe(true);
  });

  it.each([
    [new ValidationError({ email: ['Invalid Email'] })],
    [new Error('x')],
    [null],
    ['NOT_FOUND'],
    [{ code: 'OTHER' }],
  ])('rejects %s', (error) => {
    expect(isNotFoundError(error)).toBe(false);
  });
});
