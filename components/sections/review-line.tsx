import { SiteLink } from '@/components/ui/site-link';
import type { Review } from '@/lib/content/review';
import { practitioners, team } from '@/lib/content/team';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { beforeTitledName } from '@/lib/content/placeholders';
import { routes } from '@/lib/routes';
import { dictionary } from '@/lib/ui';

type Props = { locale: Locale; review: Review; className?: string };

/**
 * Under a health page's title: who reviewed it for medical accuracy and when, linked to the
 * reviewer's profile, and the day its text last changed when it changed after the review's
 * page was first written ("Updated …").
 */
export function ReviewLine({ locale, review, className = '' }: Props) {
  const t = dictionary(locale);
  const person = team().find((p) => p.id === review.reviewedBy);
  if (!person || !review.reviewedBy || !review.lastReviewed) return null;
  const p = person.copy[locale];
  const name = `${p.name}${p.credentials ? `, ${p.credentials}` : ''}`;
  const hasProfile = practitioners().some((d) => d.id === person.id);
  return (
    <p className={`text-ink-soft ${className}`} data-testid="review-line">
      {beforeTitledName(`${t('reviewedBy')} `, locale)}
      {hasProfile ? (
        <SiteLink
          locale={locale}
          href={routes.practitioner(person.id)}
          className="font-semibold underline underline-offset-4"
        >
          {name}
        </SiteLink>
      ) : (
        <span className="font-semibold">{name}</span>
      )}{' '}
      {t('reviewedOn')}{' '}
      <time dateTime={review.lastReviewed}>{formatDate(review.lastReviewed, locale)}</time>
      {review.updated ? (
        <>
          {' · '}
          {t('updatedOn')}{' '}
          <time dateTime={review.updated}>{formatDate(review.updated, locale)}</time>
        </>
      ) : null}
    </p>
  );
}
