import { FetchError, ModelStateError, UnreachableError } from '@ironmark/commerce';
import { describe, expect, it } from 'vitest';
import { selectionFromParam } from './compare-selection';
import { firstMessages, localiseFieldMessage } from './field-messages';
import { notificationFor } from './notify';
import { pageTexts, withPageTexts } from './texts';

const english = withPageTexts(() => undefined);

describe('selectionFromParam', () => {
  const known = new Set(['A', 'B', 'C', 'D']);

  it.each([
    [null, []],
    ['', []],
    ['A', ['A']],
    ['B,A', ['B', 'A']],
    [' A , C ', ['A', 'C']],
    ['A,A,B', ['A', 'B']],
    ['X,A,Y,B', ['A', 'B']],
    ['A,B,C,D', ['A', 'B', 'C']],
  ])('reads %j as %j (known codes, each once, URL order, at most 3)', (value, expected) => {
    expect(selectionFromParam(value, known, 3)).toEqual(expected);
  });
});

describe('localiseFieldMessage', () => {
  const swedishTexts: Record<string, (args: readonly (string | number)[]) => string> = {
    invalidEmail: () => 'Ogiltig e-post',
    pleaseEnter: (args) => `Ange ${args[0]}`,
    'orderStatus.invalidOrderNumber': () => 'Ogiltigt ordernummer',
    fieldTooLong: (args) => `Fältet ${args[0]} är för långt (högst ${args[1]} tecken)`,
    atMostCharacters: (args) => `Högst ${args[0]} tecken`,
  };
  const swedish = withPageTexts((key, args) => swedishTexts[key]?.(args));

  it.each([
    ['Invalid Email', undefined, 'Ogiltig e-post'],
    ['Please enter your name', 'namn', 'Ange namn'],
    ['Please enter your message', undefined, 'Ange message'],
    ['Invalid Phone', undefined, 'Invalid Phone'],
    ['Invalid order number', undefined, 'Ogiltigt ordernummer'],
    ['Order number is required', undefined, 'Order number is required'],
    ['Your name is too long (at most 150 characters)', 'namn', 'Fältet namn är för långt (högst 150 tecken)'],
    ['At most 150 characters', undefined, 'Högst 150 tecken'],
    ['Something the server says', undefined, 'Something the server says'],
  ])('shows %j (noun %j) as %j', (message, noun, expected) => {
    expect(localiseFieldMessage(message, noun, swedish)).toBe(expected);
  });

  it('keeps the spec wording in English', () => {
    expect(localiseFieldMessage('Please enter your name', 'name', english)).toBe('Please enter your name');
    expect(localiseFieldMessage('Invalid Email', undefined, english)).toBe('Invalid Email');
    expect(localiseFieldMessage('Invalid order number', undefined, english)).toBe('Invalid order number');
    expect(
      localiseFieldMessage('Your message is too long (at most 5000 characters)', 'message', english),
    ).toBe('Your message is too long (at most 5000 characters)');
  });
});

describe('firstMessages', () => {
  it('keeps the first message of each top-level field', () => {
    expect(
      firstMessages([
        { path: ['email'], message: 'Invalid Email' },
        { path: ['email'], message: 'Too long' },
        { path: ['name'], message: 'Please enter your name' },
        { path: [], message: 'Bad body' },
      ]),
    ).toEqual({ email: 'Invalid Email', name: 'Please enter your name', body: 'Bad body' });
  });
});

describe('withPageTexts', () => {
  it('uses the CMS text when there is one and the English default when the lookup returns the key', () => {
    const translate = withPageTexts((key) => (key === 'compare.title' ? 'Jämför stänger' : key));
    expect(translate('compare.title')).toBe('Jämför stänger');
    expect(translate('compare.pickHint', [3])).toBe('Choose up to 3 bars.');
    expect(translate('orderStatus.notFound')).toBe(pageTexts['orderStatus.notFound']);
  });
});

describe('notificationFor', () => {
  const translate = (key: string) => (key === 'generalError' ? 'General error' : key);

  it('shows the server sentence of a rate-limited answer', () => {
    const error = new FetchError('Request to /api/contact failed: 429', {
      url: '/api/contact',
      status: 429,
      statusText: 'Too Many Requests',
      body: JSON.stringify({
        message: 'Too many requests, please wait a moment and try again.',
        code: 'RATE_LIMITED',
      }),
    });
    expect(notificationFor(error, translate)).toEqual({
      type: 'error',
      message: 'Too many requests, please wait a moment and try again.',
    });
  });

  it('falls back to the general error for an HTTP failure without an API body', () => {
    const error = new FetchError('Request failed: 502', {
      url: '/api/contact',
      status: 502,
      statusText: 'Bad Gateway',
      body: '<html>',
    });
    expect(notificationFor(error, translate)).toEqual({ type: 'error', message: 'General error' });
  });

  it('maps a model state to its first message and an unreachable server to the general error (spec §8)', () => {
    expect(notificationFor(new ModelStateError({ email: ['Invalid Email'] }), translate)).toEqual({
      type: 'error',
      message: 'Invalid Email',
    });
    // A missing response names the request path: shoppers get the general error instead.
    expect(notificationFor(new UnreachableError('/api/contact'), translate)).toEqual({
      type: 'error',
      message: 'General error',
    });
  });
});
