import { Icon } from '@/components/icons';
import { ExternalLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = { locale: Locale; className?: string; iconClassName?: string };

export function SocialLinks({ locale, className = '', iconClassName = 'size-4' }: Props) {
  const t = dictionary(locale);
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {clinic().social.map((s) => (
        <li key={s.network}>
          <ExternalLink
            href={s.url}
            className="grid size-8 place-items-center rounded-full hover:bg-brand-light hover:text-brand-dark"
            aria-label={t('socialLinkLabel', { network: s.label })}
          >
            <Icon name={s.network} className={iconClassName} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
