import { Footer } from '@/components/footer/footer';
import { FixedPagePath } from '@/components/header/page-path';
import { Header } from '@/components/header/header';
import { NotFoundHelp } from '@/components/not-found/not-found-help';
import { PageFrame } from '@/components/page-frame';
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

/**
 * The one 404 page of the export, in both languages and for every case of
 * SPEC.md section 8; the inline script shows the one that fits the address.
 * Without JavaScript it reads as the English generic page. It has no layout
 * (app/global-not-found.tsx), so each language carries its own header and
 * footer; they mark no menu entry and switch language to the home page.
 */
export function NotFoundPage() {
  return (
    <>
      {locales.map((locale) => (
        <div key={locale} data-locale-block={locale} lang={locale}>
          <FixedPagePath path={routes.home} current="">
            <Header locale={locale} mainId={`${locale}-main`} />
            <PageFrame locale={locale} path={routes.home} idPrefix={`${locale}-`} closing={false}>
              {notFoundKinds.map((kind) => (
                <NotFoundMessage key={kind} locale={locale} kind={kind} />
              ))}
              <NotFoundHelp locale={locale} />
            </PageFrame>
            <Footer locale={locale} />
          </FixedPagePath>
        </div>
      ))}
    </>
  );
}
