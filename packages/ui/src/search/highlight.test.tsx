import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Highlight, parseSnippet } from './highlight';

describe('parseSnippet', () => {
  it.each([
    ['plain text', [{ text: 'plain text', highlight: false }]],
    [
      'a <em>bar</em> b',
      [
        { text: 'a ', highlight: false },
        { text: 'bar', highlight: true },
        { text: ' b', highlight: false },
      ],
    ],
    [
      '<em>one</em><em>two</em>',
      [
        { text: 'one', highlight: true },
        { text: 'two', highlight: true },
      ],
    ],
    ['x &lt;b&gt; &amp; &quot;y&quot;', [{ text: 'x <b> & "y"', highlight: false }]],
    ['<EM>Bar</EM>', [{ text: 'Bar', highlight: true }]],
    ['open <em>never closed', [{ text: 'open <em>never closed', highlight: false }]],
  ])('splits %j', (snippet, parts) => {
    expect(parseSnippet(snippet)).toEqual(parts);
  });
});

describe('Highlight', () => {
  it('renders matches as <mark> and any other markup as text, never as elements', () => {
    const { container } = render(
      <Highlight
        snippet={'<em>bar</em> <img src=x onerror=alert(1)> &lt;script&gt;alert(1)&lt;/script&gt; <b>b</b>'}
      />,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe('bar <img src=x onerror=alert(1)> <script>alert(1)</script> <b>b</b>');
  });

  it('never creates an element other than <mark> for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const { container, unmount } = render(
          <Highlight snippet={`${a}<em>${b}</em><script>${a}</script>`} />,
        );
        const tags = [...container.querySelectorAll('*')].map((el) => el.tagName);
        unmount();
        expect(tags.every((tag) => tag === 'SPAN' || tag === 'MARK')).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
