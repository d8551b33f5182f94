import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { Picture } from '@/components/ui/picture';
import type { ImageFile } from '@/lib/content/pictures';
import type { Locale } from '@/lib/i18n';
import type { Crumb } from '@/lib/jsonld-core';

type Props = {
  locale: Locale;
  title: string;
  kicker?: string;
  summary?: string;
  /** From the home page to this page; omitted on the home page. */
  crumbs?: Crumb[];
  image?: { file: ImageFile; alt: string };
  /** Show the image below the text on phones too (blog posts); otherwise from medium width. */
  imageOnMobile?: boolean;
  children?: ReactNode;
};

/** The page-title banner every content page opens with. Its heading is the page's only <h1>. */
export function PageHero({
  locale,
  title,
  kicker,
  summary,
  crumbs,
  image,
  imageOnMobile = false,
  children,
}: Props) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-light via-cream to-white">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:py-14 lg:px-6 ${image ? 'md:grid-cols-[1.3fr_1fr]' : ''}`}
      >
        <div className={image ? undefined : 'max-w-4xl'}>
          {crumbs ? (
            <Breadcrumbs locale={locale} crumbs={crumbs} className="mb-5 text-ink-soft" />
          ) : null}
          {kicker ? (
            <p className="mb-3 text-sm font-bold tracking-wider text-brand uppercase">{kicker}</p>
          ) : null}
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {summary ? <p className="mt-4 max-w-2xl text-lg text-ink-soft">{summary}</p> : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </div>
        {image ? (
          <Picture
            image={image.file}
            alt={image.alt}
            priority={imageOnMobile}
            sizes="(min-width: 768px) 40vw, 100vw"
            className={`mx-auto h-auto w-full max-w-md rounded-3xl ${imageOnMobile ? '' : 'hidden md:block'}`}
          />
        ) : null}
      </div>
    </section>
  );
}
