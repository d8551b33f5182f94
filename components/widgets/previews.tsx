import { Icon, StarIcon } from '@/components/icons';
import { textLinkClass } from '@/components/ui/button-styles';
import { Picture } from '@/components/ui/picture';
import { ExternalLink } from '@/components/ui/site-link';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { formatMonth } from '@/lib/dates';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { LOCATION_MAP_SRC, MAP_HEIGHT, MAP_WIDTH } from '@/lib/location-map';

/**
 * The pictures of what each facade loads, drawn from the clinic's own facts
 * before the visitor asks for the vendor: the rating summary, the form's
 * fields, the location.
 */

/**
 * The rating summary from the clinic facts: what the reviews widget will show, minus the quotes.
 * The rating appears only with the day it was read from the listing (`reviews.checked`).
 */
export function ReviewsSummary({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const { count, rating, checked, listingUrl } = clinic().reviews;
  const score = rating.toFixed(1);
  return (
    <div className="flex flex-col items-center gap-2" data-testid="reviews-summary">
      {checked ? (
        <p className="flex flex-col items-center gap-2">
          <span className="text-6xl leading-none font-extrabold" aria-hidden="true">
            {score}
          </span>
          <span className="flex text-accent-dark" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <StarIcon key={i} className="size-7" />
            ))}
          </span>
          <span className="text-lg font-semibold">
            <span className="sr-only">{t('reviewsRated', { rating: score })}. </span>
            {t('reviewBadgeShort', { count })}{' '}
            <span className="font-normal">
              {t('reviewsChecked', { month: formatMonth(checked, locale) })}
            </span>
          </span>
        </p>
      ) : null}
      <ExternalLink
        href={listingUrl}
        className={`${textLinkClass} inline-flex items-center gap-1.5`}
      >
        {t('readAllReviews')}
        <Icon name="external" className="size-4" />
        <span className="sr-only">{t('opensInNewTab')}</span>
      </ExternalLink>
      <p className="mt-2 max-w-md text-sm text-ink-soft">{t('reviewsNotice')}</p>
    </div>
  );
}

/**
 * The consultation form's fields, drawn: a picture of the form the vendor
 * loads rather than a form, since nothing typed here would reach the clinic.
 * It takes no keyboard stop, so moving focus through the page loads nothing;
 * the button under it does (and a click on the picture).
 */
export function FormPreview({ locale, name }: { locale: Locale; name: string }) {
  const t = dictionary(locale);
  const fields = [
    { id: 'name', label: t('formFieldName'), hint: '' },
    { id: 'phone', label: t('formFieldPhone'), hint: '' },
    { id: 'pain', label: t('formFieldPain'), hint: t('formFieldPainHint') },
    { id: 'time', label: t('formFieldTime'), hint: t('formFieldTimeHint') },
  ];
  return (
    <ul className="flex flex-col gap-3">
      {fields.map((f) => (
        <li key={f.id} className="text-sm font-semibold" data-testid={`${name}-field-${f.id}`}>
          {f.label}
          <span className="mt-1 flex min-h-10 items-center rounded-lg border border-ink/25 bg-white px-3 py-1.5 text-base font-normal text-ink-soft">
            {f.hint}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The location drawn at build time from the clinic's coordinates, with the address and directions. */
export function MapPreview({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  return (
    // On phones the address sits under the picture so it never hides the pin; wider, it floats over it.
    <div className="absolute inset-0 flex flex-col sm:block" data-testid="map-preview">
      <div className="min-h-0 flex-1 sm:absolute sm:inset-0">
        <Picture
          image={{ src: LOCATION_MAP_SRC, width: MAP_WIDTH, height: MAP_HEIGHT }}
          alt={t('mapPictureAlt', { name: clinic().shortName, address: formatAddress() })}
          sizes="(min-width: 1280px) 80rem, 100vw"
          className="size-full object-cover"
        />
      </div>
      <div className="bg-white p-4 ring-1 ring-ink/10 sm:absolute sm:bottom-3 sm:left-3 sm:max-w-sm sm:rounded-2xl sm:bg-white/95 sm:shadow-lg">
        <p className="font-bold">{clinic().name}</p>
        <p className="text-ink-soft">{formatAddress()}</p>
        {clinic().vendors.directions ? (
          <ExternalLink
            href={clinic().vendors.directions}
            className={`${textLinkClass} mt-2 inline-flex items-center gap-1.5`}
          >
            <Icon name="mapPin" className="size-4" />
            {t('getDirections')}
            <span className="sr-only">{t('opensInNewTab')}</span>
          </ExternalLink>
        ) : null}
        <p className="mt-2 text-xs text-ink-soft">{t('mapNotice')}</p>
      </div>
    </div>
  );
}
