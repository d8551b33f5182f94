import { CopyText } from '@/components/copy-text';
import type { Locale } from '@/lib/i18n';

type Props = { paragraphs: string[]; locale: Locale; heading?: string; className?: string };

/** The copy section under a page's hero: a few paragraphs at reading width. */
export function Prose({ paragraphs, locale, heading, className = '' }: Props) {
  return (
    <section className={`mx-auto max-w-3xl px-4 pt-12 lg:px-6 ${className}`}>
      {heading ? <h2 className="mb-4 text-2xl font-extrabold sm:text-3xl">{heading}</h2> : null}
      <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>
            <CopyText text={p} locale={locale} />
          </p>
        ))}
      </div>
    </section>
  );
}
