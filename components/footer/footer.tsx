import { HoursTable } from '@/components/hours-table';
import { Icon, LogoMark } from '@/components/icons';
import { SocialLinks } from '@/components/social-links';
import { SiteLink } from '@/components/ui/site-link';
import { TranslatorButton } from '@/components/widgets/translator-button';
import { clinic, formatAddress } from '@/content/clinic';
import { dictionary } from '@/content/ui';
import type { Locale } from '@/lib/i18n';
import { footerQuickLinks, footerServices, legalLinks, type NavItem } from '@/lib/navigation';
import { localizePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

type Props = { locale: Locale; path: string };

function LinkList({ title, items, locale }: { title: string; items: NavItem[]; locale: Locale }) {
  return (
    <div>
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink locale={locale} href={item.href} className="hover:text-white hover:underline">
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ locale, path }: Props) {
  const t = dictionary(locale);
  const translateUrl = `https://translate.google.com/translate?sl=${locale}&u=${encodeURIComponent(
    absoluteUrl(localizePath(path, locale)),
  )}`;
  return (
    <footer className="bg-ink text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div className="space-y-5">
          <p className="flex items-center gap-2.5 text-lg font-extrabold text-white">
            <LogoMark className="size-9" />
            {clinic.name}
          </p>
          <address className="space-y-2 not-italic">
            <p className="flex items-start gap-2">
              <Icon name="mapPin" className="mt-1 size-4 shrink-0 text-accent" />
              {formatAddress()}
            </p>
            <p>
              <a
                href={clinic.phone.href}
                className="flex items-center gap-2 font-semibold text-white hover:underline"
              >
                <Icon name="phone" className="size-4 text-accent" />
                {clinic.phone.display}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${clinic.email}`}
                className="flex items-center gap-2 hover:underline"
              >
                <Icon name="mail" className="size-4 text-accent" />
                {clinic.email}
              </a>
            </p>
          </address>
          <div>
            <p className="text-sm font-semibold text-white">{t('followUs')}</p>
            <SocialLinks locale={locale} className="mt-1 -ml-2" iconClassName="size-5" />
          </div>
        </div>
        <div>
          <h2 className="text-base font-bold text-white">{t('hours')}</h2>
          <HoursTable locale={locale} className="mt-3 text-sm" />
          <p className="mt-3 text-sm">{t('walkInsWelcome')}</p>
        </div>
        <LinkList title={t('quickLinks')} items={footerQuickLinks(locale)} locale={locale} />
        <div className="space-y-8">
          <LinkList title={t('ourServices')} items={footerServices(locale)} locale={locale} />
          <div>
            <h2 className="text-base font-bold text-white">{t('moreLanguages')}</h2>
            <p className="mt-2 mb-3 text-sm">{t('moreLanguagesHelp')}</p>
            <TranslatorButton
              pageLanguage={locale}
              scriptUrl={clinic.vendors.translatorScript}
              fallbackHref={translateUrl}
              labels={{
                button: t('moreLanguages'),
                loading: t('translatorLoading'),
                failed: t('translatorFailed'),
              }}
            />
          </div>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between lg:px-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks(locale).map((item) => (
              <li key={item.href}>
                <SiteLink
                  locale={locale}
                  href={item.href}
                  className="hover:text-white hover:underline"
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <p>
            © {new Date().getFullYear()} {clinic.name}. {t('copyright')}
          </p>
        </div>
      </div>
    </footer>
  );
}
