import type { ReactNode } from 'react';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { parseInlineMarkdown, type MdToken } from '@/lib/markdown';

type Props = { text: string; locale: Locale };

const link =
  'font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark';

/** Copy without Markdown is shown as written (no typographic rewriting of plain sentences). */
const INLINE_MARKUP = /\[[^\]]+\]\([^)]+\)|\*[^*\s]|_[^_\s]/;

/**
 * One string of page copy with its inline Markdown: the link to the source a paragraph cites
 * (a new tab, as every link to another site), a link to another page of the site in the
 * visitor's language, and emphasis. Blocks (headings, lists) belong to the YAML structure.
 */
export function CopyText({ text, locale }: Props) {
  if (!INLINE_MARKUP.test(text)) return text;
  const t = dictionary(locale);
  let key = 0;
  const render = (tokens: MdToken[]): ReactNode[] => {
    const out: ReactNode[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as MdToken;
      if (token.nesting !== 1) {
        if (token.type === 'text' || token.type === 'code_inline') out.push(token.content);
        else if (token.type === 'softbreak' || token.type === 'hardbreak') out.push(' ');
        continue;
      }
      // The tokens up to the matching close are this element's children.
      let depth = 1;
      let j = i + 1;
      for (; j < tokens.length && depth > 0; j++) depth += tokens[j]?.nesting ?? 0;
      const children = render(tokens.slice(i + 1, j - 1));
      const k = key++;
      i = j - 1;
      if (token.tag === 'a') {
        const href = String(token.attrGet('href') ?? '');
        out.push(
          href.startsWith('/') ? (
            <SiteLink key={k} locale={locale} href={href} className={link}>
              {children}
            </SiteLink>
          ) : (
            <ExternalLink key={k} href={href} className={link}>
              {children}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </ExternalLink>
          ),
        );
      } else if (token.tag === 'em' || token.tag === 'strong') {
        const Tag = token.tag;
        out.push(<Tag key={k}>{children}</Tag>);
      } else {
        out.push(...children);
      }
    }
    return out;
  };
  return render(parseInlineMarkdown(text));
}
