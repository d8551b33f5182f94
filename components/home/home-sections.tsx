import { Icon } from '@/components/icons';
import { Accordion } from '@/components/sections/accordion';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';
import { ReviewsFrame, VideoFrame } from '@/components/widgets/vendor-frames';
import { clinic } from '@/lib/content/clinic';
import { teamMember } from '@/lib/content/team';
import type { home } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

type Copy = ReturnType<typeof home>[Locale];
type Props = { locale: Locale; copy: Copy };

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
  const doctor = teamMember(clinic().doctor.id).copy[locale];
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
