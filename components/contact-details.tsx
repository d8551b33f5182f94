import { Icon } from '@/components/icons';
import { ExternalLink } from '@/components/ui/site-link';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = {
  locale: Locale;
  /** Light text on the dark footer, or brand-coloured links on a white card. */
  tone: 'dark' | 'light';
  /** Adds the directions link (contact page). */
  directions?: boolean;
  className?: string;
};

/** Address, tap-to-call phone and email from the clinic config, as one <address>. */
export function ContactDetails({ locale, tone, directions = false, className = '' }: Props) {
  const t = dictionary(locale);
  const dark = tone === 'dark';
  const icon = dark ? 'size-4 text-accent' : 'size-5 text-brand';
  const link = dark
    ? 'flex items-center gap-2 hover:underline'
    : 'flex items-center gap-3 text-brand underline underline-offset-4';
  return (
    <address className={`not-italic ${dark ? 'space-y-2' : 'space-y-3 text-lg'} ${className}`}>
      <p className={`flex items-start ${dark ? 'gap-2' : 'gap-3'}`}>
        <Icon name="mapPin" className={`mt-1 shrink-0 ${icon}`} />
        {formatAddress()}
      </p>
      <p>
        <a
          href={clinic().phone.href}
          className={`${link} font-semibold ${dark ? 'text-white' : ''}`}
        >
          <Icon name="phone" className={icon} />
          {clinic().phone.display}
        </a>
      </p>
      <p>
        <a href={`mailto:${clinic().email}`} className={link}>
          <Icon name="mail" className={`shrink-0 ${icon}`} />
          {/* An address has no spaces: let it break anywhere rather than push the page sideways. */}
          <span className="min-w-0 wrap-anywhere">{clinic().email}</span>
        </a>
      </p>
      {directions && clinic().vendors.directions ? (
        <p>
          <ExternalLink href={clinic().vendors.directions} className={link}>
            <Icon name="external" className={icon} />
            {t('getDirections')}
            <span className="sr-only">{t('opensInNewTab')}</span>
          </ExternalLink>
        </p>
      ) : null}
    </address>
  );
}
