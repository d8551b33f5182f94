import { Fragment } from 'react';

type Props = { paragraphs: string[]; heading?: string; className?: string };

/**
 * A phrase in another language than the page's, written `[Se habla español]{lang=es}`
 * in the copy (a bracketed span, as Pandoc writes one): it is marked with its
 * language, so a screen reader pronounces it in that language.
 */
const FOREIGN_PHRASE = /\[([^\]]+)\]\{lang=([a-z]{2,3}(?:-[A-Za-z]{2,4})?)\}/;

function Text({ text }: { text: string }) {
  const parts = text.split(new RegExp(FOREIGN_PHRASE.source, 'g'));
  // split() with two groups gives: text, phrase, language, text, phrase, language, text…
  return parts.map((part, i) =>
    i % 3 === 1 ? (
      <span key={i} lang={parts[i + 1]}>
        {part}
      </span>
    ) : i % 3 === 0 ? (
      <Fragment key={i}>{part}</Fragment>
    ) : null,
  );
}

/** The copy section under a page's hero: a few paragraphs at reading width. */
export function Prose({ paragraphs, heading, className = '' }: Props) {
  return (
    <section className={`mx-auto max-w-3xl px-4 pt-12 lg:px-6 ${className}`}>
      {heading ? <h2 className="mb-4 text-2xl font-extrabold sm:text-3xl">{heading}</h2> : null}
      <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>
            <Text text={p} />
          </p>
        ))}
      </div>
    </section>
  );
}
