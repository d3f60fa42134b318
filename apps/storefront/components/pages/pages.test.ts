import { FetchError, ModelStateError, UnreachableError } from '@ironmark/commerce';
import { describe, expect, it } from 'vitest';
import { selectionFromParam } from './compare-selection';
import { firstProblems, localiseFieldIssue } from './field-messages';
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

describe('localiseFieldIssue', () => {
  const swedishTexts: Record<string, (args: readonly (string | number)[]) => string> = {
    invalidEmail: () => 'Ogiltig e-post',
    pleaseEnter: (args) => `Ange ${args[0]}`,
    'orderStatus.invalidOrderNumber': () => 'Ogiltigt ordernummer',
    'orderStatus.orderNumberRequired': () => 'Ordernummer krävs',
    fieldTooLong: (args) => `Fältet ${args[0]} är för långt (högst ${args[1]} tecken)`,
    atMostCharacters: (args) => `Högst ${args[0]} tecken`,
    invalidCharacters: () => 'Innehåller tecken som inte är tillåtna',
  };
  const swedish = withPageTexts((key, args) => swedishTexts[key]?.(args));
  const problem = (code: string, params: Record<string, string | number> = {}, message = 'English text') => ({
    code,
    params,
    message,
  });

  it.each([
    [problem('invalid_email'), undefined, 'Ogiltig e-post'],
    [problem('required'), 'namn', 'Ange namn'],
    [problem('required', {}, 'Please enter your message'), undefined, 'Please enter your message'],
    [problem('invalid_phone'), undefined, 'Invalid Phone'],
    [problem('invalid_order_number'), undefined, 'Ogiltigt ordernummer'],
    [problem('too_long', { max: 150 }), 'namn', 'Fältet namn är för långt (högst 150 tecken)'],
    [problem('too_long', { max: 150 }), undefined, 'Högst 150 tecken'],
    [problem('invalid_characters'), 'namn', 'Innehåller tecken som inte är tillåtna'],
    [problem('something_new', {}, 'Something the server says'), undefined, 'Something the server says'],
  ])('shows %j (noun %j) as %j, by its code', (issue, noun, expected) => {
    expect(localiseFieldIssue(issue, noun, swedish)).toBe(expected);
  });

  it('never reads the English message of a known code', () => {
    expect(localiseFieldIssue(problem('invalid_email', {}, 'Bogus'), undefined, swedish)).toBe(
      'Ogiltig e-post',
    );
  });

  it('takes a form override for a code', () => {
    expect(
      localiseFieldIssue(problem('required'), 'ordernummer', swedish, {
        required: 'orderStatus.orderNumberRequired',
      }),
    ).toBe('Ordernummer krävs');
  });

  it('keeps the spec wording in English', () => {
    expect(localiseFieldIssue(problem('required'), 'name', english)).toBe('Please enter your name');
    expect(localiseFieldIssue(problem('invalid_email'), undefined, english)).toBe('Invalid Email');
    expect(localiseFieldIssue(problem('invalid_order_number'), undefined, english)).toBe(
      'Invalid order number',
    );
    expect(localiseFieldIssue(problem('too_long', { max: 5000 }), 'message', english)).toBe(
      'Your message is too long (at most 5000 characters)',
    );
  });
});

describe('firstProblems', () => {
  it('keeps the first problem of each top-level field, from a model state or zod issues', () => {
    expect(
      firstProblems([
        { field: 'contact.email', code: 'invalid_email', params: {}, message: 'Invalid Email' },
        { field: 'contact.phone', code: 'invalid_phone', params: {}, message: 'Invalid Phone' },
        { field: 'name', code: 'required', params: {}, message: 'Please enter your name' },
      ]),
    ).toEqual({
      contact: { field: 'contact.email', code: 'invalid_email', params: {}, message: 'Invalid Email' },
      name: { field: 'name', code: 'required', params: {}, message: 'Please enter your name' },
    });
    expect(
      firstProblems([
        { code: 'too_big', origin: 'string', maximum: 5, path: ['name'], message: 'Too long' },
        { code: 'custom', path: [], message: 'Bad body', params: { code: 'bad_body' } },
      ]),
    ).toEqual({
      name: { field: 'name', code: 'too_long', params: { max: 5 }, message: 'Too long' },
      body: { field: 'body', code: 'bad_body', params: {}, message: 'Bad body' },
    });
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
