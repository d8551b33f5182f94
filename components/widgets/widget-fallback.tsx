import { Icon } from '@/components/icons';
import { buttonClass } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = { locale: Locale };

/**
 * Call, email and directions: what a visitor sees while a widget loads on its
 * own page, and instead of it when the vendor is not configured, blocked or down.
 */
export function WidgetFallback({ locale }: Props) {
  const t = dictionary(locale);
  return (
    <div
      className="flex h-full flex-col justify-center gap-4 bg-cream p-6 text-ink"
      data-testid="widget-fallback"
    >
      <p className="text-lg font-bold">{t('fallbackText')}</p>
      <div className="flex flex-wrap gap-3">
        <a href={clinic().phone.href} className={buttonClass('primary', 'md')}>
          <Icon name="phone" />
          {t('callNow')}: {clinic().phone.display}
        </a>
        <a href={`mailto:${clinic().email}`} className={buttonClass('outline', 'md')}>
          <Icon name="mail" />
          {t('emailUs')}
        </a>
        {clinic().vendors.directions ? (
          <ExternalLink href={clinic().vendors.directions} className={buttonClass('outline', 'md')}>
            <Icon name="mapPin" />
            {t('getDirections')}
            <span className="sr-only">{t('opensInNewTab')}</span>
          </ExternalLink>
        ) : null}
      </div>
    </div>
  );
}
