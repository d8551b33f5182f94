import { StarIcon } from '@/components/icons';
import { ExternalLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = { locale: Locale; tone?: 'light' | 'dark' };

/** The clinic's rating and review count, linking to its maps listing (a new tab). */
export function ReviewBadge({ locale, tone = 'light' }: Props) {
  const t = dictionary(locale);
  const values = { count: clinic.reviews.count, rating: clinic.reviews.rating.toFixed(1) };
  return (
    <ExternalLink
      href={clinic.reviews.listingUrl}
      className={`inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-full px-4 py-2 text-sm font-semibold shadow-sm ring-1 ${
        tone === 'light'
          ? 'bg-white ring-ink/10 hover:ring-brand'
          : 'bg-white/10 text-white ring-white/30'
      }`}
      data-testid="review-badge"
    >
      <span className="flex text-accent-dark" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} />
        ))}
      </span>
      <span aria-hidden="true">
        {values.rating} · {t('reviewBadgeShort', values)}
      </span>
      <span className="sr-only">
        {t('reviewBadge', values)} {t('opensInNewTab')}
      </span>
    </ExternalLink>
  );
}
