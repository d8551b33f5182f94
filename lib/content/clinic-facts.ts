import type { ClinicFacts } from '@/lib/content/clinic-schema';
import { dateFormat, listFormat, type Locale } from '@/lib/i18n';

/**
 * The {{placeholders}} content/clinic.yaml gives by itself, in one language: the build fills the
 * copy with them (lib/content/placeholders.ts), and the editor's previews with those of the
 * clinic facts as staff saved them, before the next build (components/cms/edited-facts.ts). No
 * file is read here, so the editor's bundle can carry it.
 */

/** "(913) 555-0142" → "+19135550142" (the schema allows US numbers only). */
export const e164 = (display: string) => `+1${display.replace(/\D/g, '')}`;

/** "9550 Lackman Rd, Suite 100, Lenexa, KS 66219" */
export const addressLine = (a: ClinicFacts['address']) =>
  `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;

/** Origins of the configured vendors, for CSP allow-lists and request checks. */
export function vendorOrigin(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function clinicFileFacts(facts: ClinicFacts, locale: Locale): Record<string, string> {
  const list = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    listFormat(locale, { style: 'long', type }).format(items);
  const { reviews, insurance } = facts;
  const month = (day: string) =>
    dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  return {
    clinicName: facts.name,
    shortName: facts.shortName,
    doctorShort: facts.doctor.shortName,
    familyChiropractors: String(facts.doctor.familyChiropractors),
    cancellationHours: String(facts.policies.cancellationHours),
    licensedIn: list(facts.doctor.licensedIn[locale]),
    phone: facts.phone,
    phoneHref: `tel:${e164(facts.phone)}`,
    fax: facts.fax,
    email: facts.email,
    address: addressLine(facts.address),
    citiesServed: list(facts.citiesServed),
    // A rating is published only with the day it was read from the listing: without that day
    // these are unknown placeholders, and the copy that uses them stops the build.
    ...(reviews.checked
      ? {
          reviewCount: String(reviews.count),
          rating: reviews.rating.toFixed(1),
          reviewsChecked: month(reviews.checked),
        }
      : {}),
    noSurprisesHelpLine: facts.noSurprisesHelpLine,
    paymentMethods: list(facts.payments.methods[locale]),
    medicareStatus: insurance.medicare.status[locale],
    medicareCovers: insurance.medicare.covers[locale],
    medicaidStatus: insurance.medicaid.status[locale],
    languages: list(facts.languages[locale]),
    languagesOr: list(facts.languages[locale], 'disjunction'),
    parking: facts.parking[locale],
    entrance: facts.entrance[locale],
    acupunctureTraining: facts.acupuncture.training[locale],
    'vendor.youtube': 'www.youtube-nocookie.com',
    ...Object.fromEntries(
      Object.entries(facts.vendors).map(([name, url]) => [
        `vendor.${name}`,
        vendorOrigin(url) ? new URL(url).host : '',
      ]),
    ),
  };
}
