import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/footer';
import { FixedPagePath } from '@/components/header/page-path';
import { Header } from '@/components/header/header';
import { LocaleBlock } from '@/components/not-found/locale-block';
import { NotFoundHelp } from '@/components/not-found/not-found-help';
import { buttonClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary, type MessageKey } from '@/lib/ui';
import { locales, type Locale } from '@/lib/i18n';
import { notFoundKinds, type NotFoundKind } from '@/lib/not-found';
import { routes } from '@/lib/routes';

const texts: Record<
  NotFoundKind,
  { heading: MessageKey; text: MessageKey; link: MessageKey; href: string }
> = {
  generic: {
    heading: 'notFoundHeading',
    text: 'notFoundText',
    link: 'returnHome',
    href: routes.home,
  },
  service: {
    heading: 'serviceNotFoundHeading',
    text: 'serviceNotFoundText',
    link: 'returnHome',
    href: routes.home,
  },
  injury: {
    heading: 'injuryNotFoundHeading',
    text: 'injuryNotFoundText',
    link: 'returnHome',
    href: routes.home,
  },
  post: {
    heading: 'postNotFoundHeading',
    text: 'postNotFoundText',
    link: 'returnToPosts',
    href: routes.blog,
  },
};

function NotFoundMessage({ locale, kind }: { locale: Locale; kind: NotFoundKind }) {
  const t = dictionary(locale);
  const m = texts[kind];
  return (
    <div data-nf={kind} className="mx-auto max-w-3xl px-4 py-20 text-center lg:py-28">
      <h1 className="font-extrabold tracking-tight">
        <span className="block text-7xl text-brand sm:text-8xl">404</span>{' '}
        <span className="mt-4 block text-3xl sm:text-4xl">{t(m.heading)}</span>
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{t(m.text)}</p>
      <SiteLink locale={locale} href={m.href} className={`${buttonClass('primary', 'lg')} mt-8`}>
        {t(m.link)}
      </SiteLink>
    </div>
  );
}

/** Each language's part of one region of the page, in LocaleBlocks. */
function perLocale(part: (locale: Locale) => ReactNode) {
  return locales.map((locale) => (
    <LocaleBlock key={locale} locale={locale}>
      <FixedPagePath path={routes.home} current="">
        {part(locale)}
      </FixedPagePath>
    </LocaleBlock>
  ));
}

/**
 * The one 404 page of the export, in every language and for every case of
 * docs/decisions.md, section 7; the inline script shows the language and the message
 * that fit the address. Without JavaScript it reads as the English generic
 * page (the Spanish copy, es/404.html, as the Spanish one). It has no layout
 * (app/global-not-found.tsx), so each language carries its own header and
 * footer around the page's one <main>; they mark no menu entry and switch
 * language to the home page.
 */
export function NotFoundPage() {
  return (
    <>
      {perLocale((locale) => (
        <Header locale={locale} />
      ))}
      <main id="main" tabIndex={-1} className="outline-none">
        {perLocale((locale) => (
          <>
            {notFoundKinds.map((kind) => (
              <NotFoundMessage key={kind} locale={locale} kind={kind} />
            ))}
            <NotFoundHelp locale={locale} />
          </>
        ))}
      </main>
      {perLocale((locale) => (
        <Footer locale={locale} />
      ))}
    </>
  );
}
