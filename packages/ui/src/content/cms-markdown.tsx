import { safeMarkdownUrl } from '@ironmark/media';
import Markdown from 'react-markdown';

/**
 * CMS Markdown as React elements, the one place ui renders it: raw HTML is skipped and every link and
 * image address goes through the spec §5 rule (`safeMarkdownUrl`). Never `dangerouslySetInnerHTML`.
 */
export function CmsMarkdown({ children }: { children: string }) {
  return (
    <Markdown skipHtml urlTransform={safeMarkdownUrl}>
      {children}
    </Markdown>
  );
}
