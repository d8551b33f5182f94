import { fill, type Locale } from '@/lib/i18n';
import type { TeamMember } from '@/lib/content/schemas';
import { isSample } from '@/lib/samples';

export type CheckableLicense = {
  state: string;
  board: string;
  boardGloss?: string;
  lookup: string;
  /** Shown only when it is the clinic's own (not a sample): a patient can look it up. */
  number?: string;
};

export type Credentials = {
  degree?: string;
  /** The school and year, when they are the clinic's own, not samples. */
  school?: string;
  graduated?: number;
  licenses: CheckableLicense[];
};

/**
 * The credentials of a team member that the site may state as facts: a school or a license
 * number that is still a sample (content/samples.yaml) is never shown, and a number is shown
 * only beside the board's lookup. Without them the page names the credential's kind: "Kansas
 * license, Kansas State Board of Healing Arts", with the link to the lookup.
 */
export function credentialsOf(id: string, copy: TeamMember, locale: Locale): Credentials {
  const file = `team/${id}.yaml`;
  const school = copy.school && !isSample(file, 'en.school', copy.school) ? copy.school : undefined;
  return {
    degree: copy.degree,
    school,
    graduated: school ? copy.graduated : undefined,
    licenses: (copy.licenses ?? []).map(({ number, ...license }, i) => ({
      ...license,
      ...(isSample(file, `${locale}.licenses.${i}.number`, number) ? {} : { number }),
    })),
  };
}

/** How a license reads: with its number where it may be shown, its kind otherwise. */
const en = {
  line: '{{state}}, license {{number}} ({{board}})',
  kind: '{{state}} license ({{board}})',
};
const es: typeof en = {
  line: '{{state}}, licencia n.º {{number}} ({{board}})',
  kind: 'Licencia de {{state}} ({{board}})',
};
const licenseWords: Record<Locale, typeof en> = { en, es };

/**
 * A license as the CV, the profile page and {{doctorLicenses}} state it: "Kansas, license
 * 12345 (Kansas State Board of Healing Arts)", or its kind when the number is not shown.
 */
export function licenseLine(license: CheckableLicense, locale: Locale, board = license.board) {
  const words = licenseWords[locale];
  return fill(license.number ? words.line : words.kind, { ...license, board });
}
