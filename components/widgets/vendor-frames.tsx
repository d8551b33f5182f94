import { Picture } from '@/components/ui/picture';
import { Facade } from '@/components/widgets/facade';
import { WidgetFallback } from '@/components/widgets/widget-fallback';
import { clinic } from '@/content/clinic';
import { dictionary, type MessageKey } from '@/content/ui';
import { framePolicies } from '@/lib/frames';
import type { Locale } from '@/lib/i18n';

/**
 * The clinic's embedded vendors, each a Facade wired to its config URL,
 * frame policy, labels and the call-email-directions fallback. Pages pick
 * one and say whether it loads on arrival (its own page) or on click.
 */
type Props = { locale: Locale; title: string; autoLoad?: boolean; sizeClassName?: string };

function Notice({ locale, message }: { locale: Locale; message: MessageKey }) {
  return (
    <div className="flex h-full flex-col justify-end p-5 text-sm text-ink-soft">
      <p>{dictionary(locale)(message)}</p>
    </div>
  );
}

function common(locale: Locale) {
  const t = dictionary(locale);
  return {
    loadingLabel: t('loading'),
    unavailableLabel: t('fallbackTitle'),
    fallback: <WidgetFallback locale={locale} />,
  };
}

export function ReviewsFrame({ locale, title, autoLoad = false, sizeClassName }: Props) {
  return (
    <Facade
      name="reviews"
      src={clinic.vendors.reviewsFrame}
      title={title}
      autoLoad={autoLoad}
      {...framePolicies.reviews}
      {...common(locale)}
      sizeClassName={sizeClassName ?? 'h-[60vh] min-h-80 bg-white ring-1 ring-ink/10'}
      buttonLabel={dictionary(locale)('loadReviews')}
      placeholder={<Notice locale={locale} message="reviewsNotice" />}
    />
  );
}

type FormProps = Props & { name: string; src: string };

export function FormFrame({
  locale,
  title,
  autoLoad = false,
  sizeClassName,
  name,
  src,
}: FormProps) {
  return (
    <Facade
      name={name}
      src={src}
      title={title}
      autoLoad={autoLoad}
      {...framePolicies.form}
      {...common(locale)}
      sizeClassName={sizeClassName ?? 'h-[34rem] bg-cream'}
      buttonLabel={dictionary(locale)('loadForm')}
      placeholder={<Notice locale={locale} message="formNotice" />}
    />
  );
}

export function MapFrame({ locale, title }: Props) {
  return (
    <Facade
      name="map"
      src={clinic.vendors.mapEmbed}
      title={title}
      {...framePolicies.map}
      {...common(locale)}
      sizeClassName="h-96 bg-brand-light"
      buttonLabel={dictionary(locale)('loadMap')}
      placeholder={<Notice locale={locale} message="mapNotice" />}
    />
  );
}

export const youtubeEmbedUrl = (id: string) =>
  id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0` : '';

export function VideoFrame({ locale, title }: Props) {
  return (
    <Facade
      name="video"
      src={youtubeEmbedUrl(clinic.vendors.youtubeVideoId)}
      title={title}
      {...framePolicies.video}
      {...common(locale)}
      sizeClassName="h-[65vh] max-h-[36rem] min-h-64 bg-ink"
      buttonLabel={dictionary(locale)('loadVideo')}
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
