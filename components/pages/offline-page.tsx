import { HoursTable } from '@/components/hours-table';
import { Icon } from '@/components/icons';
import { PageFrame } from '@/components/page-frame';
import { buttonClass } from '@/components/ui/button-styles';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/** Shown by the service worker for pages not yet saved on the device. */
export function OfflinePage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.offline} closing={false}>
      <section
        className="mx-auto max-w-2xl px-4 py-16 text-center lg:px-6"
        data-testid="offline-page"
      >
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('offlineTitle')}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t('offlineText')}</p>
        <a href={clinic().phone.href} className={`${buttonClass('primary', 'lg')} mt-6`}>
          <Icon name="phone" />
          {clinic().phone.display}
        </a>
        <p className="mt-6">{formatAddress()}</p>
        <div className="mx-auto mt-8 max-w-sm rounded-2xl bg-cream p-5 text-left">
          <HoursTable locale={locale} caption />
        </div>
      </section>
    </PageFrame>
  );
}
