import { describe, expect, it } from 'vitest';
import {
  commerceErrorCodes,
  FetchError,
  ModelStateError,
  ResponseError,
  UnreachableError,
  WarningError,
} from './errors';
import { toNotification } from './notification';

const translate = (key: string) => `translated:${key}`;

describe('toNotification (spec §8 error-to-notification mapping)', () => {
  it.each([
    ['a WarningError', new WarningError('Only 2 left'), { type: 'warning', message: 'Only 2 left' }],
    [
      'a plain warning-type object',
      { type: 'warning', message: 'Heads up' },
      { type: 'warning', message: 'Heads up' },
    ],
    [
      'a ModelStateError',
      new ModelStateError(
        { email: ['Invalid Email', 'Too long'], phone: ['Invalid Phone'] },
        { message: 'Summary' },
      ),
      { type: 'error', message: 'Invalid Email' },
    ],
    [
      'a model-state body object',
      { modelState: { zip: ['Invalid zip code'] }, message: 'Some address information are invalid' },
      { type: 'error', message: 'Invalid zip code' },
    ],
    [
      'a model state whose first field has no messages but a message',
      { modelState: { zip: [] }, message: 'Some address information are invalid' },
      { type: 'error', message: 'Some address information are invalid' },
    ],
    [
      'a generic Error with a message',
      new Error('Payment was refused.'),
      { type: 'error', message: 'Payment was refused.' },
    ],
    [
      'a FetchError',
      new FetchError('Request to /api/x failed: 500 Server Error', {
        url: '/api/x',
        status: 500,
        statusText: 'Server Error',
      }),
      { type: 'error', message: 'translated:generalError' },
    ],
    [
      'an unusable response',
      new ResponseError(commerceErrorCodes.parseFailed, 'Failed to parse response <html>', {
        url: '/api/x',
        body: '<html>',
      }),
      { type: 'error', message: 'translated:generalError' },
    ],
    ['an Error without a message', new Error(''), { type: 'error', message: 'translated:generalError' }],
    ['a string', 'boom', { type: 'error', message: 'translated:generalError' }],
    ['undefined', undefined, { type: 'error', message: 'translated:generalError' }],
    ['null', null, { type: 'error', message: 'translated:generalError' }],
    [
      'a warning without a message',
      { type: 'warning' },
      { type: 'error', message: 'translated:generalError' },
    ],
  ])('maps %s', (_name, error, expected) => {
    expect(toNotification(error, translate)).toEqual(expected);
  });

  it('never shows a shopper the request path of a missing response', () => {
    expect(toNotification(new UnreachableError('/api/quotes'), translate)).toEqual({
      type: 'error',
      message: 'translated:generalError',
    });
  });
});
