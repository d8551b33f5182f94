import type { Locale } from '@/lib/i18n';
import { markdownHtml } from '@/lib/markdown-html';

type Props = { source: string; locale: Locale; className?: string };

/**
 * The one place that shows Markdown: articles and legal pages look alike (lib/markdown-html.ts).
 * Internal links are in the reader's language; external links open safely in a new tab.
 */
export function Markdown({ source, locale, className = '' }: Props) {
  return (
    <div
      className={`text-lg break-words text-ink-soft ${className}`}
      dangerouslySetInnerHTML={{ __html: markdownHtml(source, locale) }}
    />
  );
}
