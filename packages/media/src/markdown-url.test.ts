import fc from 'fast-check';
import { defaultUrlTransform } from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl } from './markdown-url';

describe('safeMarkdownUrl', () => {
  // Every vector of external-apis.md §2(d).
  it.each([
    'https://a',
    'HTTP://a',
    'HTTPS://x',
    'MailTo:a@b',
    'mailto:x@y',
    'xmpp:a@b',
    'irc://h',
    'ircs://h',
    '/p',
    '/path',
    'path',
    '#h',
    '#anchor',
    '?q=a:b',
    'a?x=1:2',
    './x:y',
    '//evil.example/x',
    '',
  ])('keeps %j', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'javascript:',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'tel:123',
    'sms:123',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    ' javascript:1',
    ' https://a',
  ])('empties %j', (url) => {
    expect(safeMarkdownUrl(url)).toBe('');
  });

  it("equals react-markdown's defaultUrlTransform for any string", () => {
    const urlish = fc.stringMatching(/^[a-zA-Z:/?#. ]{0,12}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), urlish), (url) => {
        expect(safeMarkdownUrl(url)).toBe(defaultUrlTransform(url));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});
