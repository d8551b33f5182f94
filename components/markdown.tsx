import type { ReactNode } from 'react';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { parseMarkdown, slugify, type MdToken } from '@/lib/markdown';
import { NUMBERED } from '@/lib/citations';
import { CitationLink } from '@/components/ui/citation-link';

type Props = { source: string; locale: Locale; className?: string };

/**
 * The one place that styles Markdown: articles and legal pages look alike.
 * Internal links become localised <Link>s; external links open safely in a new tab.
 */
const styles: Record<string, string> = {
  h2: 'mt-12 mb-4 scroll-mt-28 text-2xl font-extrabold text-ink sm:text-3xl first:mt-0',
  h3: 'mt-8 mb-3 scroll-mt-28 text-xl font-bold text-ink',
  h4: 'mt-6 mb-2 text-lg font-bold text-ink',
  p: 'my-4 leading-relaxed',
  ul: 'my-4 list-disc space-y-2 pl-6 marker:text-brand',
  ol: 'my-4 list-decimal space-y-2 pl-6 marker:font-bold marker:text-brand',
  li: 'pl-1 leading-relaxed',
  blockquote: 'my-6 border-l-4 border-accent bg-cream px-5 py-3 italic',
  table: 'w-full min-w-[36rem] border-collapse text-left text-[0.95rem]',
  caption: 'mb-2 text-left text-sm font-semibold text-ink-soft',
  thead: 'bg-brand text-white',
  th: 'px-4 py-3 font-semibold',
  td: 'border-t border-ink/10 px-4 py-3 align-top',
  tr: 'even:bg-cream/60',
  code: 'rounded bg-cream px-1.5 py-0.5 text-[0.9em]',
  hr: 'my-10 border-ink/15',
  a: 'font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark',
};

type Frame = { token: MdToken | null; children: ReactNode[] };

function inlineText(tokens: MdToken[] | null): string {
  return (tokens ?? [])
    .map((t) =>
      t.type === 'text' || t.type === 'code_inline' ? t.content : inlineText(t.children),
    )
    .join('');
}

export function Markdown({ source, locale, className = '' }: Props) {
  const t = dictionary(locale);
  let key = 0;

  const element = (token: MdToken, children: ReactNode[], headingText: string): ReactNode => {
    const k = key++;
    const tag = token.tag;
    switch (tag) {
      case 'a': {
        const href = String(token.attrGet('href') ?? '');
        const citation = NUMBERED.exec(href);
        if (citation) return <CitationLink key={k} n={Number(citation[1])} locale={locale} />;
        // A link within the page (#a-heading) stays in this tab.
        if (href.startsWith('#'))
          return (
            <a key={k} href={href} className={styles.a}>
              {children}
            </a>
          );
        if (href.startsWith('/')) {
          return (
            <SiteLink key={k} locale={locale} href={href} className={styles.a}>
              {children}
            </SiteLink>
          );
        }
        if (/^(mailto|tel):/.test(href)) {
          return (
            <a key={k} href={href} className={styles.a}>
              {children}
            </a>
          );
        }
        return (
          <ExternalLink key={k} href={href} className={styles.a}>
            {children}
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </ExternalLink>
        );
      }
      case 'h2':
      case 'h3':
      case 'h4': {
        const Heading = tag;
        return (
          <Heading key={k} id={slugify(headingText)} className={styles[tag]}>
            {children}
          </Heading>
        );
      }
      case 'table': {
        const caption = (token.meta as { caption?: string } | null)?.caption;
        return (
          <div
            key={k}
            className="relative my-8 overflow-x-auto rounded-xl ring-1 ring-ink/10"
            role="region"
            aria-label={caption}
            tabIndex={0}
          >
            <table className={styles.table}>
              {caption ? (
                <caption className={`${styles.caption} px-4 pt-3`}>{caption}</caption>
              ) : null}
              {children}
            </table>
          </div>
        );
      }
      case 'th':
        return (
          <th key={k} scope="col" className={styles.th}>
            {children}
          </th>
        );
      case 'p':
        // Paragraphs inside tight list items are hidden by markdown-it: render their text only.
        return token.hidden ? (
          children
        ) : (
          <p key={k} className={styles.p}>
            {children}
          </p>
        );
      default: {
        const Tag = tag as 'div';
        return (
          <Tag key={k} className={styles[tag]}>
            {children}
          </Tag>
        );
      }
    }
  };

  const render = (tokens: MdToken[]): ReactNode[] => {
    const stack: Frame[] = [{ token: null, children: [] }];
    const top = () => stack[stack.length - 1] as Frame;
    for (const token of tokens) {
      if (token.nesting === 1) {
        stack.push({ token, children: [] });
      } else if (token.nesting === -1) {
        const frame = stack.pop();
        if (!frame?.token) continue;
        const text = frame.token.type === 'heading_open' ? (headingTexts.shift() ?? '') : '';
        top().children.push(element(frame.token, frame.children, text));
      } else if (token.type === 'inline') {
        top().children.push(...render(token.children ?? []));
      } else if (token.type === 'text') {
        top().children.push(token.content);
      } else if (token.type === 'code_inline') {
        top().children.push(
          <code key={key++} className={styles.code}>
            {token.content}
          </code>,
        );
      } else if (token.type === 'softbreak') {
        top().children.push(' ');
      } else if (token.type === 'hardbreak') {
        top().children.push(<br key={key++} />);
      } else if (token.type === 'hr') {
        top().children.push(<hr key={key++} className={styles.hr} />);
      } else if (token.type === 'fence' || token.type === 'code_block') {
        top().children.push(
          <pre key={key++} className="my-4 overflow-x-auto rounded-lg bg-cream p-4">
            <code>{token.content}</code>
          </pre>,
        );
      }
    }
    return top().children;
  };

  const tokens = parseMarkdown(source);
  const headingTexts = tokens
    .map((tok, i) =>
      tok.type === 'heading_open' ? inlineText(tokens[i + 1]?.children ?? null) : null,
    )
    .filter((x): x is string => x !== null);

  return <div className={`text-lg break-words text-ink-soft ${className}`}>{render(tokens)}</div>;
}
