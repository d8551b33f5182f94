import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { PortraitSection } from '@/components/sections/portrait-section';
import { ThreeSteps } from '@/components/sections/three-steps';
import { textLinkClass } from '@/components/ui/button-styles';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { getPosts } from '@/lib/blog';
import { clinic } from '@/lib/content/clinic';
import { credentialsOf, licenseLine } from '@/lib/content/credentials';
import { practicePages } from '@/lib/content/pages';
import { practitioners } from '@/lib/content/team';
import { practiceCrumbs } from '@/lib/crumbs';
import { cvPath } from '@/lib/cv';
import { languageList, type Locale } from '@/lib/i18n';
import { personId, practitionerJsonLd, webPageJsonLd } from '@/lib/jsonld';
import { beforeTitledName } from '@/lib/content/placeholders';
import { routes } from '@/lib/routes';
import { dictionary } from '@/lib/ui';

/** Articles a profile lists: the newest; the blog has the rest. */
const ARTICLES = 6;

/**
 * A practitioner's profile page: who they are, the credentials a patient can
 * check (degree, school, each license with its number and board, languages,
 * acupuncture training), the CV, and the articles they wrote. Linked from the
 * team page and from every post's byline; its Person node is the one the
 * team page and the posts point at.
 */
export function PractitionerPage({ locale, id }: { locale: Locale; id: string }) {
  const person = practitioners().find((p) => p.id === id);
  if (!person) notFound();
  const t = dictionary(locale);
  const p = person.copy[locale];
  const path = routes.practitioner(id);
  const title = `${p.name}${p.credentials ? `, ${p.credentials}` : ''}`;
  const isDoctor = id === clinic().doctor.id;
  const articles = isDoctor ? getPosts(locale).slice(0, ARTICLES) : [];
  const credentials = credentialsOf(id, p, locale);
  const facts: [string, ReactNode][] = [
    ...(credentials.degree
      ? [
          [
            t('degreeLabel'),
            [credentials.degree, credentials.school, credentials.graduated]
              .filter(Boolean)
              .join(', '),
          ] as [string, ReactNode],
        ]
      : []),
    ...(credentials.licenses.length
      ? [
          [
            t('licensesLabel'),
            <ul key="licenses" className="space-y-1" data-testid="licenses">
              {credentials.licenses.map((l) => (
                <li key={l.state}>
                  {licenseLine(l, locale, l.boardGloss ? `${l.board}, ${l.boardGloss}` : l.board)}
                  {' · '}
                  <ExternalLink href={l.lookup} className={textLinkClass}>
                    {t('licenseLookup')}
                    <span className="sr-only"> {t('opensInNewTab')}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('languagesLabel'), languageList(p.languages, locale)] as [string, ReactNode],
    ...(isDoctor
      ? [[t('acupunctureLabel'), clinic().acupuncture.training[locale]] as [string, ReactNode]]
      : []),
  ];
  return (
    <PageFrame locale={locale} path={path}>
      <JsonLd
        locale={locale}
        data={[
          {
            ...webPageJsonLd('ProfilePage', locale, path, title, p.description ?? p.role),
            mainEntity: { '@id': personId(person.id) },
          },
          practitionerJsonLd(person),
        ]}
      />
      <PageHero
        locale={locale}
        title={title}
        kicker={p.role}
        summary={p.description}
        crumbs={[...practiceCrumbs(locale, 'team'), { name: p.name, path }]}
      />
      <PortraitSection labelledBy="credentials" image={person.photo} alt={p.photoAlt}>
        {p.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mb-4 text-lg text-ink-soft">
            {paragraph}
          </p>
        ))}
        <h2 id="credentials" className="mt-8 text-2xl font-extrabold">
          {t('credentialsHeading')}
        </h2>
        <dl className="mt-4 grid gap-3" data-testid="credentials">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-cream px-4 py-3">
              <dt className="font-semibold">{label}</dt>
              <dd className="text-ink-soft">{value}</dd>
            </div>
          ))}
        </dl>
        {isDoctor ? (
          <p className="mt-6">
            <a href={cvPath(locale)} className={textLinkClass}>
              {practicePages().team.copy[locale].cvLink}
            </a>
          </p>
        ) : null}
        {p.profiles?.length ? (
          <ul className="mt-4 flex flex-wrap gap-4">
            {p.profiles.map((url) => (
              <li key={url}>
                <a href={url} className={textLinkClass} rel="noopener noreferrer">
                  {new URL(url).host}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </PortraitSection>
      {articles.length > 0 ? (
        <section aria-labelledby="articles" className="bg-cream">
          <div className="mx-auto max-w-6xl px-4 py-14 lg:px-6">
            <h2 id="articles" className="text-2xl font-extrabold sm:text-3xl">
              {beforeTitledName(`${t('articlesBy')} `, locale)}
              {clinic().doctor.shortName}
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {articles.map((post) => (
                <li key={post.slug}>
                  <SiteLink locale={locale} href={routes.post(post.slug)} className={textLinkClass}>
                    {post.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <SiteLink locale={locale} href={routes.blog} className={textLinkClass}>
                {t('viewAllPosts')}
              </SiteLink>
            </p>
          </div>
        </section>
      ) : null}
      <ThreeSteps locale={locale} variant="consultation" />
    </PageFrame>
  );
}
