import { ExternalLink } from '@/components/ui/site-link';
import type { Source } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';

type Props = { locale: Locale; references: readonly Source[]; className?: string };

/** "Qaseem A, Wilt TJ. Title. Publisher; 2017." in the house's one citation style. */
function citationText(source: Source): string {
  const parts = [
    source.authors?.replace(/[.]$/, ''),
    source.title.replace(/[.]$/, ''),
    [source.publisher, source.year].filter(Boolean).join('; '),
  ].filter(Boolean);
  return `${parts.join('. ')}.`;
}

/**
 * The numbered list of the sources a page cites, at its end: each entry's number is the one
 * its citations show (`#ref-n`), and it links the source itself. On a page in another
 * language, a source in English says so.
 */
export function References({ locale, references, className = '' }: Props) {
  if (references.length === 0) return null;
  const t = dictionary(locale);
  return (
    <section
      aria-labelledby="references"
      className={`mx-auto max-w-3xl px-4 py-12 lg:px-6 ${className}`}
      data-testid="references"
    >
      <h2 id="references" className="mb-4 text-2xl font-extrabold">
        {t('references')}
      </h2>
      <ol className="list-decimal space-y-2 ps-6 text-base text-ink-soft marker:font-semibold">
        {references.map((source, i) => (
          <li key={source.id} id={`ref-${i + 1}`} className="scroll-mt-28 ps-1">
            {citationText(source)}{' '}
            <ExternalLink
              href={source.url}
              className="font-semibold break-words text-brand underline underline-offset-4"
              hrefLang={source.language}
            >
              {source.doi ? `doi:${source.doi}` : new URL(source.url).host.replace(/^www\./, '')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </ExternalLink>
            {source.language !== locale
              ? ` ${t(source.language === 'en' ? 'sourceInEnglish' : 'sourceInSpanish')}`
              : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
