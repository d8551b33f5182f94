import { Icon } from '@/components/icons';
import { buttonClass } from '@/components/ui/button-styles';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';

type Props = { locale: Locale };

/** "Get a complimentary consultation": the call to action under the pages' three steps. */
export function ConsultationButton({ locale }: Props) {
  const t = dictionary(locale);
  // A plain link: the booking page loads fresh (docs/decisions.md, section 4: a full page load).
  return (
    <a
      href={internalHref(routes.appointment, locale)}
      className={buttonClass('accent', 'lg')}
      data-testid="consultation-button"
    >
      <Icon name="calendar" />
      {t('getConsultation')}
    </a>
  );
}
