type Props = { paragraphs: string[]; heading?: string; className?: string };

/** The copy section under a page's hero: a few paragraphs at reading width. */
export function Prose({ paragraphs, heading, className = '' }: Props) {
  return (
    <section className={`mx-auto max-w-3xl px-4 pt-12 lg:px-6 ${className}`}>
      {heading ? <h2 className="mb-4 text-2xl font-extrabold sm:text-3xl">{heading}</h2> : null}
      <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </div>
    </section>
  );
}
