import { describe, expect, it } from 'vitest';
import { orderStatusRequestSchema } from './contract';
import { FetchError, ModelStateError, type ModelStateIssue, UnreachableError } from './errors';
import { notificationFor, translateFieldIssue, translateFieldProblems } from './form-messages';
import { english, swedish } from './testing/texts';

describe('translateFieldIssue', () => {
  const problem = (code: string, params: Record<string, string | number> = {}, message = 'English text') => ({
    code,
    params,
    message,
  });

  it.each([
    [problem('invalid_email'), undefined, 'Ogiltig e-post'],
    [problem('required'), 'namn', 'Ange namn'],
    [problem('required', {}, 'Please enter your message'), undefined, 'Please enter your message'],
    // No Swedish text for the code: the problem's (English) message.
    [problem('invalid_phone', {}, 'Invalid Phone'), undefined, 'Invalid Phone'],
    [problem('invalid_order_number'), undefined, 'Ogiltigt ordernummer'],
    [problem('too_long', { max: 150 }), 'namn', 'Fältet namn är för långt (högst 150 tecken)'],
    [problem('too_long', { max: 150 }), undefined, 'Högst 150 tecken'],
    [problem('invalid_characters'), 'namn', 'Innehåller tecken som inte är tillåtna'],
    [problem('something_new', {}, 'Something the server says'), undefined, 'Something the server says'],
  ])('shows %j (noun %j) as %j, by its code', (issue, noun, expected) => {
    expect(translateFieldIssue(issue, swedish, noun)).toBe(expected);
  });

  it('never reads the English message of a known code', () => {
    expect(translateFieldIssue(problem('invalid_email', {}, 'Bogus'), swedish)).toBe('Ogiltig e-post');
  });

  it('takes a form override for a code', () => {
    expect(
      translateFieldIssue(problem('required'), swedish, 'ordernummer', {
        required: 'orderStatus.orderNumberRequired',
      }),
    ).toBe('Ordernummer krävs');
  });

  it.each([
    [problem('required'), 'name', 'Please enter your name'],
    [problem('invalid_email', {}, 'Invalid Email'), undefined, 'Invalid Email'],
    [problem('too_long', { max: 5000 }), 'message', 'Your message is too long (at most 5000 characters)'],
    [problem('too_long', { max: 12 }), undefined, 'At most 12 characters'],
  ])('keeps the spec wording of %j (noun %j) in English: %j', (issue, noun, expected) => {
    expect(translateFieldIssue(issue, english, noun)).toBe(expected);
  });

  it.each([
    [
      'an order number',
      { orderNumber: '#1', email: 'maja@example.com' },
      'orderNumber',
      'Invalid order number',
    ],
    ['an e-mail address', { orderNumber: 'IM-2026-004217', email: 'maja' }, 'email', 'Invalid Email'],
  ])(
    'shows a wrong %s in the spec’s English wording from the contract’s own check',
    (_case, query, field, expected) => {
      const checked = orderStatusRequestSchema.safeParse(query, { reportInput: true });
      expect(translateFieldProblems(checked.error?.issues ?? [], [field], english)).toEqual({
        [field]: expected,
      });
    },
  );
});

describe('translateFieldProblems', () => {
  const orderNumber = { orderNumber: { required: 'orderStatus.orderNumberRequired' } };

  it('shows the first problem of each of the form’s fields with its noun and own keys, and no other field', () => {
    const issues: ModelStateIssue[] = [
      { field: 'orderNumber', code: 'required', params: {}, message: 'Order number is required' },
      { field: 'email', code: 'invalid_email', params: {}, message: 'Invalid Email' },
      { field: 'email', code: 'too_long', params: { max: 5 }, message: 'Too long' },
      { field: 'channel', code: 'required', params: {}, message: 'Required' },
    ];
    expect(
      translateFieldProblems(
        issues,
        ['orderNumber', 'email'],
        swedish,
        { orderNumber: 'ordernummer' },
        orderNumber,
      ),
    ).toEqual({ orderNumber: 'Ordernummer krävs', email: 'Ogiltig e-post' });
    // A form's own key without a translation shows the problem's message.
    expect(translateFieldProblems(issues, ['orderNumber'], english, {}, orderNumber)).toEqual({
      orderNumber: 'Order number is required',
    });
  });

  it('puts a nested model-state path under its top-level field', () => {
    expect(
      translateFieldProblems(
        [
          { field: 'contact.email', code: 'invalid_email', params: {}, message: 'Invalid Email' },
          { field: 'contact.phone', code: 'invalid_phone', params: {}, message: 'Invalid Phone' },
        ],
        ['contact'],
        english,
      ),
    ).toEqual({ contact: 'Invalid Email' });
  });

  it('reads zod issues by their code and params (a too-long name, a custom check of the whole body)', () => {
    expect(
      translateFieldProblems(
        [
          { code: 'too_big', origin: 'string', maximum: 5, path: ['name'], message: 'Too long' },
          { code: 'custom', path: [], message: 'Bad body', params: { code: 'bad_body' } },
        ],
        ['name', 'body'],
        english,
        { name: 'name' },
      ),
    ).toEqual({ name: 'Your name is too long (at most 5 characters)', body: 'Bad body' });
  });
});

describe('notificationFor (a form’s failed call)', () => {
  const general = (key: string) => (key === 'generalError' ? 'General error' : key);

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
    expect(notificationFor(error, general)).toEqual({
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
    expect(notificationFor(error, general)).toEqual({ type: 'error', message: 'General error' });
  });

  it('maps a model state to its first message and an unreachable server to the general error (spec §8)', () => {
    expect(notificationFor(new ModelStateError({ email: ['Invalid Email'] }), general)).toEqual({
      type: 'error',
      message: 'Invalid Email',
    });
    // A missing response names the request path: shoppers get the general error instead.
    expect(notificationFor(new UnreachableError('/api/contact'), general)).toEqual({
      type: 'error',
      message: 'General error',
    });
  });
});
