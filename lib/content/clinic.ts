import { contentFile } from '@/lib/content/read';
import { clinicSchema } from '@/lib/content/clinic-schema';
import { addressLine, e164 } from '@/lib/content/clinic-facts';

export { vendorOrigin } from '@/lib/content/clinic-facts';
import { readPeople, type Person } from '@/lib/content/people';
import { ContentError, contentDir, loader, readYaml } from '@/lib/content/read';
import { spokenLanguages, type Localized, type SpokenLanguage } from '@/lib/i18n';

export type { DayOfWeek, OpeningHours } from '@/lib/content/clinic-schema';

const member = (person: Person) => ({
  id: person.id,
  name: person.copy.en.name,
  credentials: person.copy.en.credentials,
  role: { en: person.copy.en.role, es: person.copy.es.role } satisfies Localized,
  since: person.copy.en.since,
  portrait: person.copy.en.photo.src,
});

/**
 * The clinic facts: content/clinic.yaml, and the team's names and roles from
 * content/team/. A clinic adopting the site edits those files (in the editor
 * at /admin/ or by hand); every page follows.
 */
function readClinic() {
  const facts = clinicFile();
  const people = readPeople();
  const doctor = people.find((p) => p.id === facts.doctor.team);
  if (!doctor || doctor.copy.en.position !== 'doctor')
    throw new ContentError([
      `${contentFile('clinic.yaml')}: doctor.team: must name a doctor in content/team/ (${people.map((p) => p.id).join(', ')})`,
    ]);
  return {
    ...facts,
    reviews: {
      ...facts.reviews,
      listingUrl: `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(facts.reviews.placeId)}`,
      writeReviewUrl: `https://search.google.com/local/writereview?placeid=${encodeURIComponent(facts.reviews.placeId)}`,
    },
    titleSuffix: ` | ${facts.shortName}`,
    brandWord: facts.shortName,
    phone: { display: facts.phone, href: `tel:${e164(facts.phone)}`, e164: e164(facts.phone) },
    fax: { display: facts.fax },
    doctor: { ...facts.doctor, ...member(doctor), credentials: doctor.copy.en.credentials ?? '' },
    assistants: people.filter((p) => p.copy.en.position === 'assistant').map(member),
    // Who speaks what with patients, from each person's file: every language someone on the
    // team speaks (the contact point's), and for each, the names of those who speak it.
    spokenLanguages: [...new Set(people.flatMap((p) => p.copy.en.languages))],
    speakers: Object.fromEntries(
      spokenLanguages.map((code) => [
        code,
        people.filter((p) => p.copy.en.languages.includes(code)).map((p) => p.copy.en.name),
      ]),
    ) as Record<SpokenLanguage, string[]>,
  };
}

/** content/clinic.yaml as written, checked against its schema. */
export const clinicFile = loader(() => readYaml(contentDir('clinic.yaml'), clinicSchema));

/** The clinic facts, read when first asked (lib/content/read.ts `loader`). */
export const clinic = loader(readClinic);
export type Clinic = ReturnType<typeof clinic>;

/** "9550 Lackman Rd, Suite 100, Lenexa, KS 66219" */
export const formatAddress = (): string => addressLine(clinic().address);
