import { Fragment, type ReactNode } from 'react';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { parseInlineMarkdown, type MdToken } from '@/lib/markdown';
import { NUMBERED } from '@/lib/citations';
import { CitationLink } from '@/components/ui/citation-link';

type Props = { text: string; locale: Locale };

const link =
  'font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark';

/** Copy without Markdown is shown as written (no typographic rewriting of plain sentences). */
const INLINE_MARKUP = /\[[^\]]+\]\([^)]+\)|\*[^*\s]|_[^_\s]/;

/**
 * A phrase in another language than the page's, written `[Se habla español]{lang=es}`
 * in the copy (a bracketed span, as Pandoc writes one): it is marked with its
 * language, so a screen reader pronounces it in that language.
 */
const FOREIGN_PHRASE = /\[([^\]]+)\]\{lang=([a-z]{2,3}(?:-[A-Za-z]{2,4})?)\}/g;

/**
 * One string of page copy with its inline Markdown: the link to the source a paragraph cites
 * (a new tab, as every link to another site), a link to another page of the site in the
 * visitor's language, and emphasis. Blocks (headings, lists) belong to the YAML structure.
 */
export function CopyText({ text, locale }: Props): ReactNode {
  if (text.search(FOREIGN_PHRASE) >= 0) {
    // split() with two groups gives: text, phrase, language, text, phrase, language, text…
    const parts = text.split(FOREIGN_PHRASE);
    return parts.map((part, i) =>
      i % 3 === 1 ? (
        <span key={i} lang={parts[i + 1]}>
          {part}
        </span>
      ) : i % 3 === 0 ? (
        <Fragment key={i}>
          <CopyText text={part} locale={locale} />
        </Fragment>
      ) : null,
    );
  }
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
        const citation = NUMBERED.exec(href);
        out.push(
          citation ? (
            <CitationLink key={k} n={Number(citation[1])} locale={locale} />
          ) : href.startsWith('#') ? (
            <a key={k} href={href} className={link}>
              {children}
            </a>
          ) : href.startsWith('/') ? (
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
