import { ContactDetails } from '@/components/contact-details';
import { HoursTable } from '@/components/hours-table';
import { LogoMark } from '@/components/icons';
import { SocialLinks } from '@/components/social-links';
import { SiteLink } from '@/components/ui/site-link';
import { TranslatorButton } from '@/components/widgets/translator-button';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { footerQuickLinks, footerServices, legalLinks, type NavItem } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { widgets } from '@/lib/widgets';

const { translator } = widgets;

type Props = { locale: Locale };

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

/** The shared footer, rendered on the server in the root layouts. */
export function Footer({ locale }: Props) {
  const t = dictionary(locale);
  return (
    // Off screen, the footer's hundred-odd elements are skipped when the page restyles as a
    // whole, as a modal dialog or the mobile menu makes it inert: a third of the team page's.
    <footer className="bg-ink text-white/85 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div className="space-y-5">
          <p className="flex items-center gap-2.5 text-lg font-extrabold text-white">
            <LogoMark className="size-9" />
            {clinic().name}
          </p>
          <ContactDetails locale={locale} tone="dark" />
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
              scriptUrl={translator.url}
              fallbackPrefix={`https://translate.google.com/translate?sl=${locale}&u=`}
              labels={{
                button: t(translator.copy.load),
                loading: t(translator.copy.loading),
                failed: t(translator.copy.unavailable),
                retry: t(translator.copy.retry),
              }}
              phone={clinic().phone}
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
            <li>
              <SiteLink
                locale={locale}
                href={routes.sitemap}
                className="hover:text-white hover:underline"
              >
                {t('sitemapTitle')}
              </SiteLink>
            </li>
          </ul>
          <p>
            © {new Date().getFullYear()} {clinic().name}. {t('copyright')}
          </p>
        </div>
      </div>
    </footer>
  );
}
