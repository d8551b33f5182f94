import { Icon, StarIcon } from '@/components/icons';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { Picture } from '@/components/ui/picture';
import { ExternalLink } from '@/components/ui/site-link';
import { Facade } from '@/components/widgets/facade';
import { WidgetFallback } from '@/components/widgets/widget-fallback';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { LOCATION_MAP_SRC, MAP_HEIGHT, MAP_WIDTH } from '@/lib/location-map';
import { widgetName, widgets, type FrameWidgetId, type Widget } from '@/lib/widgets';

/**
 * The clinic's embedded vendors, each a Facade wired to its declaration in
 * lib/widgets.ts (URL, frame policy, labels) and the call-email-directions
 * fallback, plus the picture of what loads. Pages pick
 * one and say whether it loads on arrival (its own page) or on click.
 */
type Props = { locale: Locale; title: string; autoLoad?: boolean; sizeClassName?: string };

/** The rating summary from the clinic facts: what the reviews widget will show, minus the quotes. */
function ReviewsSummary({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const { count, rating, listingUrl } = clinic.reviews;
  const score = rating.toFixed(1);
  return (
    <div className="flex flex-col items-center gap-2" data-testid="reviews-summary">
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
          {t('reviewBadgeShort', { count })}
        </span>
      </p>
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
 * The consultation form's fields drawn in our own markup: read-only, because
 * nothing typed here would reach the clinic. Focusing or clicking any of them
 * loads the vendor's form in their place; without JavaScript the button opens
 * the vendor's form in a new tab.
 */
function FormPreview({ locale, src, name }: { locale: Locale; src: string; name: string }) {
  const t = dictionary(locale);
  const noticeId = `${name}-notice`;
  const field =
    'mt-1 block h-10 w-full cursor-pointer rounded-lg border border-ink/25 bg-white px-3 text-base text-ink placeholder:text-ink-soft';
  const fields = [
    { id: 'name', label: t('formFieldName'), hint: '', type: 'text' },
    { id: 'phone', label: t('formFieldPhone'), hint: '', type: 'tel' },
    { id: 'pain', label: t('formFieldPain'), hint: t('formFieldPainHint'), type: 'text' },
    { id: 'time', label: t('formFieldTime'), hint: t('formFieldTimeHint'), type: 'text' },
  ];
  return (
    <div className="flex min-h-full flex-col gap-3 p-5">
      {fields.map((f) => (
        <label key={f.id} className="block text-sm font-semibold">
          {f.label}
          <input
            type={f.type}
            readOnly
            placeholder={f.hint || undefined}
            aria-describedby={noticeId}
            className={field}
            data-testid={`${name}-field-${f.id}`}
          />
        </label>
      ))}
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('accent', 'md', 'mt-1 w-full')}
        data-testid={`${name}-load`}
      >
        {t('formContinue')}
      </a>
      <p id={noticeId} className="text-xs text-ink-soft">
        {t('formNotice')}
      </p>
    </div>
  );
}

/** The location drawn at build time from the clinic's coordinates, with the address and directions. */
function MapPreview({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  return (
    // On phones the address sits under the picture so it never hides the pin; wider, it floats over it.
    <div className="absolute inset-0 flex flex-col sm:block" data-testid="map-preview">
      <div className="min-h-0 flex-1 sm:absolute sm:inset-0">
        <Picture
          image={{ src: LOCATION_MAP_SRC, width: MAP_WIDTH, height: MAP_HEIGHT }}
          alt={t('mapPictureAlt', { name: clinic.shortName, address: formatAddress() })}
          sizes="(min-width: 1280px) 80rem, 100vw"
          className="size-full object-cover"
        />
      </div>
      <div className="bg-white p-4 ring-1 ring-ink/10 sm:absolute sm:bottom-3 sm:left-3 sm:max-w-sm sm:rounded-2xl sm:bg-white/95 sm:shadow-lg">
        <p className="font-bold">{clinic.name}</p>
        <p className="text-ink-soft">{formatAddress()}</p>
        {clinic.vendors.directions ? (
          <ExternalLink
            href={clinic.vendors.directions}
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

/** What every facade of a widget takes from its declaration in lib/widgets.ts. */
function declared(id: FrameWidgetId, locale: Locale) {
  const widget: Widget = widgets[id];
  const t = dictionary(locale);
  return {
    name: widgetName(id),
    src: widget.url,
    sandbox: widget.sandbox,
    allow: widget.allow,
    buttonLabel: widget.copy.load ? t(widget.copy.load) : '',
    loadingLabel: t(widget.copy.loading),
    unavailableLabel: t(widget.copy.unavailable),
    fallback: <WidgetFallback locale={locale} />,
  };
}

export function ReviewsFrame({ locale, title, autoLoad = false, sizeClassName }: Props) {
  return (
    <Facade
      {...declared('reviews', locale)}
      title={title}
      autoLoad={autoLoad}
      sizeClassName={sizeClassName ?? 'h-[30rem] bg-white ring-1 ring-ink/10'}
      layout="stack"
      placeholder={<ReviewsSummary locale={locale} />}
    />
  );
}

type FormProps = Props & { widget: 'leadForm' | 'contactForm' | 'newPatientForm' };

export function FormFrame({ locale, title, autoLoad = false, sizeClassName, widget }: FormProps) {
  return (
    <Facade
      {...declared(widget, locale)}
      title={title}
      autoLoad={autoLoad}
      sizeClassName={sizeClassName ?? 'h-[34rem] bg-cream'}
      layout="preview"
      placeholder={
        <FormPreview locale={locale} src={widgets[widget].url} name={widgetName(widget)} />
      }
    />
  );
}

export function MapFrame({ locale, title }: Props) {
  return (
    <Facade
      {...declared('map', locale)}
      title={title}
      sizeClassName="h-96 bg-brand-light"
      overlayClassName="place-items-start"
      placeholder={<MapPreview locale={locale} />}
    />
  );
}

export function VideoFrame({ locale, title }: Props) {
  return (
    <Facade
      {...declared('video', locale)}
      title={title}
      sizeClassName="h-[65vh] max-h-[36rem] min-h-64 bg-ink"
      placeholder={
        <Picture
          image={{ src: '/illustrations/home/video-thumbnail.svg', width: 1280, height: 720 }}
          alt=""
          sizes="(min-width: 1024px) 64rem, 100vw"
          className="size-full object-cover opacity-90"
        />
      }
    />
  );
}
