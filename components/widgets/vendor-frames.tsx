import { Picture } from '@/components/ui/picture';
import { Facade } from '@/components/widgets/facade';
import { FormPreview, MapPreview, ReviewsSummary } from '@/components/widgets/previews';
import { WidgetFallback } from '@/components/widgets/widget-fallback';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { widgetName, widgets, type FrameWidgetId, type Widget } from '@/lib/widgets';

/**
 * The clinic's embedded vendors, each a Facade wired to its declaration in
 * lib/widgets.ts (URL, frame policy, labels) and the call-email-directions
 * fallback, plus the picture of what loads (previews.tsx). Pages pick one
 * and say whether it loads on arrival (its own page) or on request.
 */
type Props = { locale: Locale; title: string; autoLoad?: boolean; sizeClassName?: string };

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
  const t = dictionary(locale);
  return (
    <Facade
      {...declared(widget, locale)}
      buttonLabel={t('formContinue')}
      title={title}
      autoLoad={autoLoad}
      sizeClassName={sizeClassName ?? 'h-[34rem] bg-cream'}
      layout="preview"
      placeholder={<FormPreview locale={locale} name={widgetName(widget)} />}
      note={
        <p className="text-xs text-ink-soft">{t('formNotice', { label: t('formContinue') })}</p>
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
