import { StarIcon } from '@/components/icons';
import { ExternalLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { formatMonth } from '@/lib/dates';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = { locale: Locale; tone?: 'light' | 'dark' };

/**
 * The clinic's rating and review count, linking to its maps listing (a new tab). A rating is
 * shown only with the day it was read from the listing (clinic facts, `reviews.checked`);
 * without that day the badge only invites the visitor to read the reviews. The visible words
 * start the link's name, so a person who says what they see can follow it (WCAG 2.5.3).
 */
export function ReviewBadge({ locale, tone = 'light' }: Props) {
  const t = dictionary(locale);
  const { rating, count, checked, listingUrl } = clinic().reviews;
  return (
    <ExternalLink
      href={listingUrl}
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
      {checked ? (
        <span>
          {rating.toFixed(1)} · {t('reviewBadgeShort', { count })}{' '}
          <span className="font-normal">
            {t('reviewsChecked', { month: formatMonth(checked, locale) })}
          </span>
        </span>
      ) : (
        <span>{t('reviewsOnGoogle')}</span>
      )}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </ExternalLink>
  );
}
