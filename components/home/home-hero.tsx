import { CopyText } from '@/components/copy-text';
import { Icon } from '@/components/icons';
import { buttonClass } from '@/components/ui/button-styles';
import { ReviewBadge } from '@/components/ui/review-badge';
import { SiteLink } from '@/components/ui/site-link';
import { FormFrame } from '@/components/widgets/vendor-frames';
import { clinic } from '@/lib/content/clinic';
import type { home } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

type Props = { locale: Locale; copy: ReturnType<typeof home>[Locale] };

/** The home page's opening: headline, rating, features, calls to action and the consultation form. */
export function HomeHero({ locale, copy }: Props) {
  const t = dictionary(locale);
  const features = [t('featureWalkIns'), t('featureLocation'), t('featureInsurance')];
  return (
    <section className="bg-gradient-to-br from-brand-light via-cream to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:py-16 lg:px-6">
        <div>
          <p
            className="mb-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink shadow-sm ring-1 ring-brand/20"
            data-testid="hero-languages"
          >
            <Icon name="globe" className="size-4 shrink-0 text-brand" />
            <span>
              <CopyText text={copy.hero.languages} locale={locale} />
            </span>
          </p>
          <p className="text-sm font-bold tracking-wider text-brand uppercase">
            {copy.hero.kicker}
          </p>
          <h1 className="mt-3 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {copy.hero.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft sm:text-xl">{copy.hero.subheadline}</p>
          <div className="mt-6">
            <ReviewBadge locale={locale} />
          </div>
          <ul className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-4">
            {features.map((f) => (
              <li key={f} className="flex items-start gap-2 font-semibold">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand text-white">
                  <Icon name="check" className="size-4" />
                </span>
                {f}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink
              locale={locale}
              href={routes.newPatientSpecial}
              className={buttonClass('accent', 'lg')}
            >
              {t('newPatientSpecial')}
            </SiteLink>
            <a href={clinic().phone.href} className={buttonClass('outline', 'lg')}>
              <Icon name="phone" />
              {clinic().phone.display}
            </a>
          </div>
        </div>
        <aside
          aria-labelledby="hero-form"
          className="hidden rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink/10 md:block"
        >
          <h2 id="hero-form" className="text-2xl font-extrabold">
            {copy.hero.formHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{copy.hero.formText}</p>
          <div className="mt-4">
            <FormFrame
              locale={locale}
              widget="leadForm"
              title="Complimentary Consultation - Home Page"
              sizeClassName="h-[28rem] bg-cream"
            />
          </div>
        </aside>
      </div>
    </section>
  );
}
