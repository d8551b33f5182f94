import { Icon } from '@/components/icons';
import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';
import type { ImageFile } from '@/lib/content/pictures';
import type { PageCopy } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';

/** A card for a service or condition page: its short name, summary and first illustration. */
export function pageCard(
  page: { copy: Record<Locale, PageCopy> },
  locale: Locale,
  href: string,
): Card {
  const copy = page.copy[locale];
  return {
    title: copy.navTitle,
    description: copy.summary,
    href,
    image: copy.sections[0]?.image,
    imageAlt: copy.sections[0]?.imageAlt,
  };
}

export type Card = {
  title: string;
  description: string;
  href: string;
  image?: ImageFile;
  imageAlt?: string;
};

type Props = {
  locale: Locale;
  heading?: string;
  subheading?: string;
  cards: Card[];
  linkLabel: string;
  /** Two cards per row on wide screens (docs/decisions.md, section 6), three for hubs with many short cards. */
  columns?: 2 | 3;
  headingLevel?: 'h2' | 'h3';
};

/** Service cards: image, title, description and a link, the whole card clickable. */
export function CardGrid({
  locale,
  heading,
  subheading,
  cards,
  linkLabel,
  columns = 2,
  headingLevel = 'h2',
}: Props) {
  const Heading = headingLevel;
  const CardHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
      {heading ? (
        <Heading className="text-2xl font-extrabold sm:text-3xl">{heading}</Heading>
      ) : null}
      {subheading ? <p className="mt-2 max-w-3xl text-lg text-ink-soft">{subheading}</p> : null}
      <ul
        className={`mt-8 grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}
        data-testid="card-grid"
      >
        {cards.map((card) => (
          <li
            key={card.href}
            className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 transition-shadow hover:shadow-lg"
          >
            {card.image ? (
              <Picture
                image={card.image}
                alt={card.imageAlt ?? ''}
                sizes="(min-width: 640px) 50vw, 100vw"
                className="aspect-[16/10] h-auto w-full bg-cream object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-6">
              <CardHeading className="text-xl font-bold">
                <SiteLink
                  locale={locale}
                  href={card.href}
                  className="after:absolute after:inset-0 hover:text-brand"
                >
                  {card.title}
                </SiteLink>
              </CardHeading>
              <p className="mt-2 flex-1 text-ink-soft">{card.description}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 font-semibold text-brand"
              >
                {linkLabel}
                <Icon
                  name="arrowRight"
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
