import { safeMarkdownUrl } from '@ironmark/media';
import ReactMarkdown, { type Components } from 'react-markdown';

export { countWords, plainText, readingTime, WORDS_PER_MINUTE } from './reading-time';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** Markdown source (CommonMark). Raw HTML inside it is shown as text, never rendered. */
  children: string;
  /** Class name of the wrapping element. */
  className?: string;
  /** Element overrides, e.g. to render links with the router's Link. */
  components?: Components;
}

/**
 * Renders Markdown from the content system. Every link and image address goes through the spec §5
 * URL rule (`safeMarkdownUrl`: only http, https, irc, ircs, mailto, xmpp or no scheme; anything else
 * becomes ''), and raw HTML is skipped (no rehype-raw), so content cannot inject markup or scripts.
 */
export function Markdown({ children, className, components }: MarkdownProps) {
  const rendered = (
    <ReactMarkdown skipHtml urlTransform={safeMarkdownUrl} {...(components ? { components } : {})}>
      {children}
    </ReactMarkdown>
  );
  return className ? <div className={className}>{rendered}</div> : rendered;
}
