import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { formatMonth, PersonCard } from '@/components/sections/person-card';
import { PortraitSection } from '@/components/sections/portrait-section';
import { PracticeHero } from '@/components/sections/practice-hero';
import { ThreeSteps } from '@/components/sections/three-steps';
import { textLinkClass } from '@/components/ui/button-styles';
import { Picture } from '@/components/ui/picture';
import { FamilyDialog } from '@/components/widgets/family-dialog';
import { clinic } from '@/lib/content/clinic';
import { practicePages } from '@/lib/content/pages';
import { team, teamMember } from '@/lib/content/team';
import { fill, languageList, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';
import { cvPath } from '@/lib/cv';
import { practitionerJsonLd, webPageJsonLd } from '@/lib/jsonld';
import { SiteLink } from '@/components/ui/site-link';
import { routes } from '@/lib/routes';

export function TeamPage({ locale }: { locale: Locale }) {
  const copy = practicePages().team.copy[locale];
  const doctor = clinic().doctor;
  const profile = teamMember(doctor.id).copy[locale];
  const cvLink = (
    <a href={cvPath(locale)} className={textLinkClass} data-testid="cv-link">
      {copy.cvLink}
    </a>
  );
  return (
    <PageFrame locale={locale} path={routes.team}>
      <JsonLd
        locale={locale}
        data={[
          webPageJsonLd('AboutPage', locale, routes.team, copy.title, copy.description),
          practitionerJsonLd(teamMember(doctor.id)),
        ]}
      />
      <PracticeHero page="team" locale={locale} />
      <PortraitSection
        id="dr-ryan-whitaker"
        labelledBy="doctor-name"
        image={profile.photo}
        alt={profile.photoAlt}
      >
        <h2 id="doctor-name" className="text-3xl font-extrabold">
          {doctor.name}, {doctor.credentials}
        </h2>
        <p className="mt-1 text-lg font-semibold text-brand">{doctor.role[locale]}</p>
        <p className="mt-1 font-semibold" data-testid="languages">
          {dictionary(locale)('languagesLabel')} {languageList(profile.languages, locale)}
        </p>
        {profile.bio.map((p) => (
          <p key={p.slice(0, 40)} className="mt-4 text-lg text-ink-soft">
            {p}
          </p>
        ))}
        <ul className="mt-6 grid gap-2 sm:grid-cols-2">
          {copy.doctorFacts.map((fact) => (
            <li key={fact} className="flex gap-2 rounded-xl bg-cream px-4 py-3">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand" />
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <FamilyDialog
            id="chiropractic-family"
            buttonLabel={copy.familyButton}
            closeLabel={copy.closeLabel}
            title={copy.dialogHeading}
          >
            <Picture
              image={copy.familyImage}
              alt={copy.familyImageAlt}
              sizes="(min-width: 768px) 44rem, 100vw"
              className="mt-5 h-auto w-full rounded-2xl bg-cream"
            />
            {copy.dialogText.map((p) => (
              <p key={p.slice(0, 40)} className="mt-4 text-lg text-ink-soft">
                {p}
              </p>
            ))}
            <p className="mt-5">{cvLink}</p>
          </FamilyDialog>
          {cvLink}
          <SiteLink
            locale={locale}
            href={routes.practitioner(doctor.id)}
            className={textLinkClass}
            data-testid="profile-link"
          >
            {fill(dictionary(locale)('profileLink'), { name: doctor.shortName })}
          </SiteLink>
        </div>
      </PortraitSection>
      <section aria-labelledby="assistants" className="bg-cream">
        <div className="mx-auto max-w-6xl px-4 py-14 lg:px-6">
          <h2 id="assistants" className="text-2xl font-extrabold sm:text-3xl">
            {copy.assistantsHeading}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {team()
              .filter((person) => person.position === 'assistant')
              .map(({ id, since, copy: { [locale]: person } }) => (
                <PersonCard
                  key={id}
                  locale={locale}
                  {...person}
                  since={since && fill(copy.sinceLabel, { date: formatMonth(since, locale) })}
                />
              ))}
          </ul>
        </div>
      </section>
      <ThreeSteps locale={locale} variant="consultation" />
    </PageFrame>
  );
}
