import { clinic, formatAddress, vendorOrigin } from '@/content/clinic';
import { localeTags, type Locale } from '@/lib/i18n';

/**
 * Clinic facts that content refers to as {{name}}: content never types a
 * phone number, address, doctor's name or vendor host itself.
 */
function values(locale: Locale): Record<string, string> {
  const list = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    new Intl.ListFormat(localeTags[locale].lang, { style: 'long', type }).format(items);
  const vendorHosts = Object.fromEntries(
    Object.entries(clinic.vendors).map(([name, url]) => [
      `vendor.${name}`,
      vendorOrigin(url) ? new URL(url).host : '',
    ]),
  );
  return {
    clinicName: clinic.name,
    shortName: clinic.shortName,
    doctor: clinic.doctor.name,
    doctorShort: clinic.doctor.shortName,
    doctorCredentials: clinic.doctor.credentials,
    familyChiropractors: String(clinic.doctor.familyChiropractors),
    licensedIn: list(clinic.doctor.licensedIn[locale]),
    phone: clinic.phone.display,
    phoneHref: clinic.phone.href,
    fax: clinic.fax.display,
    email: clinic.email,
    address: formatAddress(),
    citiesServed: list(clinic.citiesServed),
    reviewCount: String(clinic.reviews.count),
    rating: clinic.reviews.rating.toFixed(1),
    noSurprisesHelpLine: clinic.noSurprisesHelpLine,
    paymentMethods: list(clinic.payments.methods[locale]),
    medicareStatus: clinic.insurance.medicare.status[locale],
    medicareCovers: clinic.insurance.medicare.covers[locale],
    medicaidStatus: clinic.insurance.medicaid.status[locale],
    languages: list(clinic.languages[locale]),
    languagesOr: list(clinic.languages[locale], 'disjunction'),
    parking: clinic.parking[locale],
    entrance: clinic.entrance[locale],
    acupunctureTraining: clinic.acupuncture.training[locale],
    'vendor.youtube': 'www.youtube-nocookie.com',
    ...vendorHosts,
  };
}

export class UnknownPlaceholderError extends Error {}

/** Replaces every {{name}}; an unknown name is an error, so a typo fails the build. */
export function fillPlaceholders(text: string, locale: Locale, source = 'content'): string {
  const map = values(locale);
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = map[name];
    if (value === undefined)
      throw new UnknownPlaceholderError(`Unknown placeholder {{${name}}} in ${source}`);
    return value;
  });
}

/** Fills placeholders in every string of a content object. */
export function fillDeep<T>(value: T, locale: Locale, source = 'content'): T {
  if (typeof value === 'string') return fillPlaceholders(value, locale, source) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, locale, source)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillDeep(v, locale, source)]),
    ) as T;
  }
  return value;
}

/** Fills each language of a `Record<Locale, T>` copy object with that language's values. */
export function fillLocalized<T>(copy: Record<Locale, T>, source = 'content'): Record<Locale, T> {
  return { en: fillDeep(copy.en, 'en', source), es: fillDeep(copy.es, 'es', source) };
}
