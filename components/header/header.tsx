import { ClosureBanner } from '@/components/closure-notice';
import { DesktopNav } from '@/components/header/desktop-nav';
import { LanguageSwitch } from '@/components/header/language-switch';
import { MobileNav } from '@/components/header/mobile-nav';
import { SearchLink } from '@/components/header/search-link';
import { StickyHeader } from '@/components/header/sticky-header';
import { Icon, LogoMark } from '@/components/icons';
import { SocialLinks } from '@/components/social-links';
import { buttonClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { buildDay, upcoming } from '@/lib/content/closures';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';

type Props = { locale: Locale };

/**
 * The shared header (navigation, contact and language switch), rendered on the server in
 * the root layouts; its links learn the current page from page-path.tsx.
 */
export function Header({ locale, mainId = 'main' }: Props & { mainId?: string }) {
  const t = dictionary(locale);
  const nameAfterShortName = clinic().name.startsWith(clinic().shortName)
    ? clinic().name.slice(clinic().shortName.length).trim()
    : clinic().name;
  return (
    <StickyHeader className="sticky -top-9 z-40 bg-white lg:-top-[4.75rem]">
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      {/* Bars and rows have minimum heights and wrap: larger text makes them taller, never cut. */}
      <div className="group/banner flex min-h-9 flex-wrap items-center justify-between gap-x-3 gap-y-1 bg-ink px-4 py-1.5 text-sm text-white lg:justify-center [&>[data-closure]:not([hidden])~[data-closure]]:hidden">
        <ClosureBanner locale={locale} closures={upcoming(buildDay())} today={buildDay()} />
        <SiteLink
          locale={locale}
          href={routes.service('auto-injury')}
          className="min-w-0 group-has-[[data-closure]:not([hidden])]/banner:hidden hover:underline"
          data-testid="auto-banner"
        >
          <span className="font-semibold">{t('involved')}</span>{' '}
          <span className="text-accent underline underline-offset-2">
            {t('involvedCta')}
            {/* A no-break space keeps the arrow on the line of the last word; it is not read out. */}
            <span aria-hidden="true">{'\u00a0→'}</span>
          </span>
        </SiteLink>
        {/* Below 1024 px search and the language switch sit here; from 1024 px in the info bar. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 lg:hidden">
          <SearchLink locale={locale} className="text-white" />
          <LanguageSwitch locale={locale} className="shrink-0" />
        </div>
      </div>
      <div className="hidden border-b border-ink/10 bg-cream text-sm lg:block">
        <div className="mx-auto flex min-h-10 max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-1.5">
          <p className="flex items-center gap-2">
            <Icon name="mapPin" className="size-4 text-brand" />
            <span className="sr-only">{t('address')}:</span>
            {formatAddress()}
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <SiteLink
              locale={locale}
              href={routes.newPatientSpecial}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-dark hover:underline"
            >
              {t('newPatientSpecial')}
              <Icon name="arrowRight" className="size-4" />
            </SiteLink>
            <SearchLink locale={locale} className="text-brand-dark" />
            <SocialLinks locale={locale} />
            <LanguageSwitch locale={locale} />
          </div>
        </div>
      </div>
      <div
        className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 lg:min-h-[4.5rem] lg:px-6"
        data-header-row
      >
        <SiteLink
          locale={locale}
          href={routes.home}
          className="flex min-w-0 items-center gap-2.5"
          data-testid="logo"
        >
          <LogoMark className="size-9 shrink-0" />
          <span className="leading-tight">
            <span className="block text-lg font-extrabold tracking-tight">
              {clinic().shortName}
            </span>
            {/* The rest of the business name, untranslated: a name reads the same in every language. */}
            <span className="hidden text-xs text-ink-soft sm:block">{nameAfterShortName}</span>
          </span>
        </SiteLink>
        <DesktopNav locale={locale} />
        {/* The sticky row keeps a call action at every width, and booking from 640 px. */}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <a
            href={clinic().phone.href}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-brand px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-dark md:px-4"
            data-testid="header-call"
          >
            <Icon name="phone" className="size-5 shrink-0" />
            <span className="sr-only">{t('callUs')} </span>
            <span className="sr-only md:not-sr-only">{clinic().phone.display}</span>
          </a>
          <span className="hidden sm:contents">
            <a
              href={internalHref(routes.appointment, locale)}
              className={buttonClass('accent', 'sm', 'min-h-11')}
            >
              {t('bookAppointment')}
            </a>
          </span>
          <MobileNav locale={locale} />
        </div>
      </div>
    </StickyHeader>
  );
}
