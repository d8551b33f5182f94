import { clinic, formatAddress } from '@/lib/content/clinic';
import { pageKind, readFile } from '@/lib/content/kinds';
import { loader } from '@/lib/content/read';
import { placeholderValues } from '@/lib/content/placeholders';
import type { PageCopyOf } from '@/lib/content/page-schemas';
import { defaultLocale, fill, type Locale } from '@/lib/i18n';

type CvTemplates = PageCopyOf<'cv'>;

/** The CV's words (content/pages/cv.yaml), each a template of clinic facts. */
export const cvTemplates = loader(() => readFile(pageKind('cv')));

/**
 * The doctor's CV, one PDF per language (scripts/prebuild/cv-pdf.ts prints
 * these lines): only clinic facts, in the words of content/pages/cv.yaml.
 */

/** The CV's address in a language: the clinic's file for the default language, a sibling for the others. */
export function cvPath(locale: Locale): string {
  const file = clinic().doctor.cv;
  return locale === defaultLocale ? file : file.replace(/\.pdf$/, `-${locale}.pdf`);
}

/**
 * The facts the CV states, named as lib/content/placeholders.ts names them; filled
 * here without its article before a titled name, which a heading does not take.
 */
export function cvFacts(locale: Locale): Record<string, string | number> {
  const d = clinic().doctor;
  const values = placeholderValues(locale);
  return {
    doctor: d.name,
    doctorCredentials: d.credentials,
    clinicName: clinic().name,
    // The doctor's own credentials (content/team/), as lib/content/placeholders.ts names them.
    doctorEducation: values.doctorEducation ?? '',
    doctorLicenses: values.doctorLicenses ?? '',
    doctorLanguages: values.doctorLanguages ?? '',
    acupunctureTraining: clinic().acupuncture.training[locale],
    familyChiropractors: d.familyChiropractors,
    address: formatAddress(),
    phone: clinic().phone.display,
    email: clinic().email,
  };
}

export type CvStyle = 'title' | 'subtitle' | 'heading' | 'body';
export type CvLine = { key: keyof CvTemplates; style: CvStyle; text: string };

const LAYOUT: [keyof CvTemplates, CvStyle][] = [
  ['title', 'title'],
  ['clinic', 'subtitle'],
  ['education', 'body'],
  ['licensed', 'body'],
  ['languages', 'body'],
  ['acupuncture', 'body'],
  ['family', 'body'],
  ['contactHeading', 'heading'],
  ['address', 'body'],
  ['reach', 'body'],
];

/** The CV's lines in a language, in order. */
export function cvLines(locale: Locale): CvLine[] {
  const facts = cvFacts(locale);
  return LAYOUT.map(([key, style]) => ({
    key,
    style,
    text: fill(cvTemplates()[locale][key], facts),
  }));
}
