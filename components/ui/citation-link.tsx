import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = { n: number; locale: Locale };

/**
 * A numbered citation in the copy (lib/citations.ts): the source's number, raised, linking to
 * its entry in the page's references. Its name says what it is ("Reference 3").
 */
export function CitationLink({ n, locale }: Props) {
  return (
    <sup className="ms-0.5">
      <a
        href={`#ref-${n}`}
        className="font-semibold text-brand no-underline hover:underline"
        aria-label={dictionary(locale)('citation', { n: String(n) })}
        data-citation={n}
      >
        [{n}]
      </a>
    </sup>
  );
}
