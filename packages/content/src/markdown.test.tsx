import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Markdown, readingTime } from './markdown';

const hrefOf = (url: string) => {
  const html = renderToStaticMarkup(<Markdown>{`[link](<${url}>)`}</Markdown>);
  return /href="([^"]*)"/.exec(html)?.[1];
};
const srcOf = (url: string) => {
  const html = renderToStaticMarkup(<Markdown>{`![image](<${url}>)`}</Markdown>);
  return /src="([^"]*)"/.exec(html)?.[1];
};

describe('Markdown', () => {
  // external-apis.md §2(d) vectors, rendered through react-markdown with the spec §5 rule.
  it.each(['https://a', 'HTTP://a', 'mailto:x@y', 'xmpp:a@b', 'ircs://h', '/p', '#h', 'a?x=1:2'])(
    'keeps the address %s on links and images',
    (url) => {
      const expected = url.replace(/&/g, '&amp;');
      expect(hrefOf(url)).toBe(expected);
      expect(srcOf(url)).toBe(expected);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hello',
    'data:image/png;base64,AAAA',
    'tel:123',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    ' javascript:1',
  ])('empties the address %s on links and images', (url) => {
    // React 19 keeps href="" on links but drops an empty src altogether (warning about it).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderToStaticMarkup(<Markdown>{`[link](<${url}>)`}</Markdown>)).toBe(
      '<p><a href="">link</a></p>',
    );
    expect(renderToStaticMarkup(<Markdown>{`![image](<${url}>)`}</Markdown>)).toBe(
      '<p><img alt="image"/></p>',
    );
  });

  it('renders no raw HTML from the Markdown source', () => {
    const html = renderToStaticMarkup(
      <Markdown>{'Hello <script>alert(1)</script> <b>bold</b> **strong**'}</Markdown>,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<strong>strong</strong>');
  });

  it('wraps the output in a div only when given a class name', () => {
    expect(renderToStaticMarkup(<Markdown className="prose">{'# Title'}</Markdown>)).toBe(
      '<div class="prose"><h1>Title</h1></div>',
    );
    expect(renderToStaticMarkup(<Markdown>{'# Title'}</Markdown>)).toBe('<h1>Title</h1>');
  });
});

describe('readingTime', () => {
  it.each([
    ['', 1],
    ['one two three', 1],
    [Array.from({ length: 200 }, () => 'word').join(' '), 1],
    [Array.from({ length: 201 }, () => 'word').join(' '), 2],
    [
      `${Array.from({ length: 399 }, () => 'ord').join(' ')} [link](https://example.com/a/very/long/address)`,
      2,
    ],
  ])('counts words at 200 per minute, rounded up, at least one minute (case %#)', (markdown, minutes) => {
    expect(readingTime(markdown)).toBe(minutes);
  });

  it('ignores Markdown markup and link targets', () => {
    expect(readingTime(`## Heading\n\n- **bold** item\n\n![alt](/x.svg) ${'w '.repeat(199)}`)).toBe(2);
  });
});
