import { Icon } from '@/components/icons';
import { buttonClass } from '@/components/ui/button-styles';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';

type Props = { locale: Locale; headingId?: string };

/** The call-to-action band that closes every content page: book online or call now. */
export function ClosingCta({ locale, headingId = 'closing-cta' }: Props) {
  const t = dictionary(locale);
  return (
    <section aria-labelledby={headingId} className="bg-brand text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between lg:px-6">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold sm:text-3xl">
            {t('closingTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-white/90">{t('closingText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={internalHref(routes.appointment, locale)}
            className={buttonClass('accent', 'lg')}
          >
            <Icon name="calendar" />
            {t('bookOnline')}
          </a>
          <a href={clinic().phone.href} className={buttonClass('light', 'lg')}>
            <Icon name="phone" />
            {t('callNow')}: {clinic().phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
