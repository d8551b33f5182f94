import { CopyText } from '@/components/copy-text';
import { Picture } from '@/components/ui/picture';
import type { Section } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';

type Props = { sections: Section[]; locale: Locale; startIndex?: number };

/** Alternating text-and-image blocks of service and condition pages. */
export function ContentSections({ sections, locale, startIndex = 0 }: Props) {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 lg:px-6">
      {sections.map((section, i) => {
        const image = section.image;
        const flip = (i + startIndex) % 2 === 1;
        return (
          <section
            key={section.heading}
            className="grid items-center gap-8 md:grid-cols-2 md:gap-12"
          >
            <div className={flip ? 'md:order-2' : undefined}>
              <h2 className="text-2xl font-extrabold sm:text-3xl">{section.heading}</h2>
              <div className="mt-4 space-y-4 text-lg text-ink-soft">
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>
                    <CopyText text={p} locale={locale} />
                  </p>
                ))}
              </div>
              {section.list ? (
                <ul className="mt-5 space-y-2">
                  {section.list.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2 size-2 shrink-0 rounded-full bg-accent-dark"
                      />
                      <span>
                        <CopyText text={item} locale={locale} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            {image.src ? (
              <Picture
                image={image}
                alt={section.imageAlt}
                sizes="(min-width: 768px) 50vw, 100vw"
                className={`h-auto w-full rounded-3xl ${flip ? 'md:order-1' : ''}`}
              />
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
