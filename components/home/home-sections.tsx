import { Icon, StarIcon } from '@/components/icons';
import { Accordion } from '@/components/sections/accordion';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { Picture } from '@/components/ui/picture';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { FormFrame, ReviewsFrame, VideoFrame } from '@/components/widgets/vendor-frames';
import { clinic } from '@/lib/content/clinic';
import { teamMember } from '@/lib/content/team';
import type { home } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';

type Copy = (typeof home)[Locale];
type Props = { locale: Locale; copy: Copy };

export function ReviewBadge({
  locale,
  tone = 'light',
}: {
  locale: Locale;
  tone?: 'light' | 'dark';
}) {
  const t = dictionary(locale);
  const values = { count: clinic.reviews.count, rating: clinic.reviews.rating.toFixed(1) };
  return (
    <ExternalLink
      href={clinic.reviews.listingUrl}
      className={`inline-flex items-center gap-3 rounded-full px-4 py-2 text-sm font-semibold shadow-sm ring-1 ${
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

export function HomeHero({ locale, copy }: Props) {
  const t = dictionary(locale);
  const features = [t('featureWalkIns'), t('featureLocation'), t('featureInsurance')];
  return (
    <section className="bg-gradient-to-br from-brand-light via-cream to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 md:grid-cols-[1.2fr_1fr] md:py-16 lg:px-6">
        <div>
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
            <a href={clinic.phone.href} className={buttonClass('outline', 'lg')}>
              <Icon name="phone" />
              {clinic.phone.display}
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

export function VideoSection({ locale, copy }: Props) {
  const t = dictionary(locale);
  return (
    <section aria-labelledby="video" className="mx-auto max-w-5xl px-4 py-14 lg:px-6">
      <h2 id="video" className="text-2xl font-extrabold sm:text-3xl">
        {copy.video.heading}
      </h2>
      <p className="mt-2 text-lg text-ink-soft">{copy.video.text}</p>
      <div className="mt-6">
        <VideoFrame locale={locale} title={t('videoTitle')} />
      </div>
      <p className="mt-2 text-sm text-ink-soft">{t('videoNotice')}</p>
    </section>
  );
}

export function FaqBlock({
  locale,
  name,
  heading,
  intro,
  items,
  tone = 'white',
}: {
  locale: Locale;
  name: string;
  heading: string;
  intro?: string;
  items: Copy['faq']['items'];
  tone?: 'white' | 'cream';
}) {
  return (
    <section aria-labelledby={name} className={tone === 'cream' ? 'bg-cream' : undefined}>
      <div className="mx-auto max-w-4xl px-4 py-14 lg:px-6">
        <h2 id={name} className="text-2xl font-extrabold sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-2 text-lg text-ink-soft">{intro}</p> : null}
        <Accordion name={name} locale={locale} items={items} className="mt-6" />
      </div>
    </section>
  );
}

export function DoctorProfile({ locale, copy }: Props) {
  const doctor = teamMember(clinic.doctor.id).copy[locale];
  return (
    <section aria-labelledby="doctor" className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[20rem_1fr] lg:px-6">
        <Picture
          image={doctor.photo}
          alt={doctor.photoAlt}
          sizes="20rem"
          className="mx-auto h-auto w-64 rounded-full bg-brand-light md:w-80"
        />
        <div>
          <h2 id="doctor" className="text-2xl font-extrabold sm:text-3xl">
            {copy.doctor.heading}
          </h2>
          {copy.doctor.paragraphs.map((p) => (
            <p key={p.slice(0, 30)} className="mt-4 text-lg text-white/90">
              {p}
            </p>
          ))}
          <SiteLink
            locale={locale}
            href={routes.team}
            className={`${buttonClass('light', 'md')} mt-6`}
          >
            {copy.doctor.cta}
            <Icon name="arrowRight" />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

export function WhyChooseUs({ copy }: Props) {
  return (
    <section aria-labelledby="why" className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="why" className="text-2xl font-extrabold sm:text-3xl">
            {copy.why.heading}
          </h2>
          <p className="mt-2 text-lg text-ink-soft">{copy.why.intro}</p>
          <Picture
            image={{ src: '/illustrations/home/hero.svg', width: 800, height: 600 }}
            alt=""
            sizes="(min-width: 1024px) 30vw, 100vw"
            className="mt-6 hidden h-auto w-full rounded-3xl lg:block"
          />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {copy.why.points.map((point) => (
            <li key={point.title} className="rounded-2xl bg-cream p-5">
              <p className="flex items-center gap-2 text-lg font-bold">
                <Icon name="check" className="size-5 text-brand" />
                {point.title}
              </p>
              <p className="mt-1 text-ink-soft">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ReviewsSection({ locale, copy }: Props) {
  const t = dictionary(locale);
  return (
    <section aria-labelledby="reviews" className="bg-cream">
      <div className="mx-auto max-w-5xl px-4 py-14 lg:px-6">
        <h2 id="reviews" className="text-2xl font-extrabold sm:text-3xl">
          {copy.reviews.heading}
        </h2>
        <p className="mt-2 text-lg text-ink-soft">{copy.reviews.text}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <SiteLink locale={locale} href={routes.testimonials} className={textLinkClass}>
            {t('testimonials')}
          </SiteLink>
        </div>
        <div className="mt-6">
          <ReviewsFrame locale={locale} title={copy.reviews.heading} />
        </div>
      </div>
    </section>
  );
}

export function ConsultationButton({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  // A plain link: the booking page loads fresh (SPEC.md: full page load).
  return (
    <a
      href={internalHref(routes.appointment, locale)}
      className={buttonClass('accent', 'lg')}
      data-testid="consultation-button"
    >
      <Icon name="calendar" />
      {t('getConsultation')}
    </a>
  );
}
