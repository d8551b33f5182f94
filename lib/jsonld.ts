import type {
  BlogPosting,
  CreativeWork,
  EducationalOccupationalCredential,
  FAQPage,
  MedicalClinicLeaf,
  MedicalWebPage,
  OpeningHoursSpecification,
  PersonLeaf,
  PostalAddress,
  WebPage,
  WebPageLeaf,
  WebSite,
  WithContext,
} from 'schema-dts';
import { clinic } from '@/lib/content/clinic';
import { credentialsOf } from '@/lib/content/credentials';
import { buildDay, upcoming, type Closure } from '@/lib/content/closures';
import { home as homeCopy } from '@/lib/content/pages';
import type { Review } from '@/lib/content/review';
import type { Source } from '@/lib/content/schemas';
import { team, type TeamMemberPage } from '@/lib/content/team';
import { isoDateTime } from '@/lib/dates';
import { defaultLocale, localeInfo, locales, type Locale } from '@/lib/i18n';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';
import { localizePath, routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

// Read by components that also render in the editor's preview: kept apart from the loaders.
export { breadcrumbJsonLd, serializeJsonLd, type Crumb } from '@/lib/jsonld-core';

/**
 * Stable node ids, one per real thing and the same in every language: the
 * default language's address of the page that presents it, plus a fragment
 * (the doctor's is his section of the team page). Pages of both languages
 * point at the one clinic, site and doctor, and each node carries the same
 * facts on every page of every language: its address and words are the
 * default language's (a page's own node, WebPage or BlogPosting, is in the
 * page's language).
 */
const nodeId = (path: string, name: string) =>
  `${absoluteUrl(localizePath(path, defaultLocale))}#${name}`;
export const clinicId = nodeId(routes.home, 'clinic');
export const websiteId = nodeId(routes.home, 'website');
/** A practitioner's node: their profile page's address, #person. */
export const personId = (id: string) => nodeId(routes.practitioner(id), 'person');
export const doctorId = () => personId(clinic().doctor.id);

/**
 * Holiday closures and special hours that have not passed: schema.org marks a
 * day closed with opens and closes both at midnight (Google's local business rules).
 */
export function specialOpeningHoursSpecification(
  list: readonly Closure[] = upcoming(buildDay()),
): OpeningHoursSpecification[] {
  return list.map((c) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: c.start,
    validThrough: c.end,
    opens: c.hours?.opens ?? '00:00',
    closes: c.hours?.closes ?? '00:00',
  }));
}

export function openingHoursSpecification(): OpeningHoursSpecification[] {
  return clinic().hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days,
    opens: h.opens,
    closes: h.closes,
  }));
}

function postalAddress(): PostalAddress {
  const a = clinic().address;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

/** The clinic, identical on every page; pages refer to it by `clinicId`. */
export function clinicJsonLd(): WithContext<MedicalClinicLeaf> {
  const locale = defaultLocale;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinicId,
    name: clinic().name,
    // The clinic's one description per language (the home page's), never a page's own.
    description: homeCopy()[locale].description,
    url: absoluteUrl(localizePath(routes.home, locale)),
    telephone: clinic().phone.e164,
    email: clinic().email,
    image: absoluteUrl(DEFAULT_OG_IMAGE.url),
    logo: absoluteUrl('/icon-512.png'),
    address: postalAddress(),
    // Strings keep the five decimals a number would lose (38.95420 → 38.9542).
    geo: {
      '@type': 'GeoCoordinates',
      latitude: clinic().geo.latitude.toFixed(5),
      longitude: clinic().geo.longitude.toFixed(5),
    },
    openingHoursSpecification: openingHoursSpecification(),
    ...(upcoming(buildDay()).length > 0
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification() }
      : {}),
    sameAs: clinic().social.map((s) => s.url),
    priceRange: clinic().payments.priceRange,
    paymentAccepted: clinic().payments.accepted.join(', '),
    currenciesAccepted: clinic().payments.currency,
    areaServed: clinic().citiesServed.map((name) => ({
      '@type': 'City',
      name: `${name}, ${clinic().address.region}`,
    })),
    // The phone a patient calls, and every language someone on the team speaks there.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: clinic().phone.e164,
      email: clinic().email,
      availableLanguage: clinic().spokenLanguages,
    },
    medicalSpecialty: 'Musculoskeletal',
    knowsLanguage: locales.map((l) => localeInfo[l].lang),
  };
}

/**
 * The clinic as a publisher: an Organization (a MedicalClinic is one) with its
 * name and logo written out, and its @id, which the clinic's own node describes.
 */
const publisher = () =>
  ({
    '@type': 'Organization',
    '@id': clinicId,
    name: clinic().name,
    logo: absoluteUrl('/icon-512.png'),
  }) as const;

/** The site, in both its languages: on the home pages, identical on each. */
export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    name: clinic().name,
    alternateName: clinic().shortName,
    url: absoluteUrl(routes.home),
    inLanguage: locales.map((l) => localeInfo[l].lang),
    publisher: publisher(),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}

/**
 * A practitioner as a person who works for the clinic (the clinic carries
 * address and phone), with the credentials a patient and a search engine can
 * check: degree and school, each license with its number and board, the
 * languages spoken with patients, profiles elsewhere. The same facts on every
 * page (the team page, the profile page), in the default language's words.
 */
export function practitionerJsonLd(person: TeamMemberPage): WithContext<PersonLeaf> {
  const p = person.copy[defaultLocale];
  const c = credentialsOf(person.id, p, defaultLocale);
  const credentials: EducationalOccupationalCredential[] = [
    ...(c.degree
      ? [
          {
            '@type': 'EducationalOccupationalCredential' as const,
            credentialCategory: 'degree',
            name: c.degree,
            ...(c.school
              ? { recognizedBy: { '@type': 'CollegeOrUniversity' as const, name: c.school } }
              : {}),
          },
        ]
      : []),
    ...c.licenses.map((license) => ({
      '@type': 'EducationalOccupationalCredential' as const,
      credentialCategory: 'license',
      name: `${license.state} license`,
      ...(license.number ? { identifier: license.number } : {}),
      url: license.lookup,
      recognizedBy: { '@type': 'GovernmentOrganization' as const, name: license.board },
    })),
  ];
  // The boards' public lookups are where a patient checks the licenses: they name this person.
  const sameAs = [...new Set([...c.licenses.map((l) => l.lookup), ...(p.profiles ?? [])])];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(person.id),
    name: p.name,
    ...(p.credentials ? { honorificSuffix: p.credentials } : {}),
    description: p.description ?? p.bio[0] ?? p.role,
    image: absoluteUrl(person.photo.src),
    url: absoluteUrl(routes.practitioner(person.id)),
    jobTitle: p.role,
    worksFor: { '@id': clinicId },
    ...(c.school ? { alumniOf: { '@type': 'CollegeOrUniversity', name: c.school } } : {}),
    ...(credentials.length ? { hasCredential: credentials } : {}),
    knowsLanguage: p.languages,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

type WebPageType = 'AboutPage' | 'ContactPage' | 'WebPage' | 'CollectionPage' | 'ProfilePage';

export function webPageJsonLd(
  type: WebPageType,
  locale: Locale,
  path: string,
  name: string,
  description: string,
): WithContext<WebPage> {
  const page: Omit<WithContext<WebPageLeaf>, '@type'> = {
    '@context': 'https://schema.org',
    name,
    description,
    url: absoluteUrl(localizePath(path, locale)),
    inLanguage: localeInfo[locale].lang,
    isPartOf: { '@id': websiteId },
    about: { '@id': clinicId },
  };
  // One literal per type so schema-dts checks each against its own properties.
  switch (type) {
    case 'AboutPage':
      return { ...page, '@type': 'AboutPage' };
    case 'ContactPage':
      return { ...page, '@type': 'ContactPage' };
    case 'CollectionPage':
      return { ...page, '@type': 'CollectionPage' };
    case 'ProfilePage':
      return { ...page, '@type': 'ProfilePage' };
    case 'WebPage':
      return { ...page, '@type': 'WebPage' };
  }
}

/** A reviewer as a page's node points at them: their Person node, by @id, with name and page. */
function reviewerOf(review: Review): PersonLeaf | undefined {
  const person = team().find((p) => p.id === review.reviewedBy);
  if (!person) return undefined;
  return {
    '@type': 'Person',
    '@id': personId(person.id),
    name: person.copy[defaultLocale].name,
    url: absoluteUrl(routes.practitioner(person.id)),
  };
}

/** The sources a page cites, as its `citation`. */
function citationsOf(references: readonly Source[]): CreativeWork[] {
  return references.map((s) => ({
    '@type': 'CreativeWork' as const,
    name: s.title,
    url: s.url,
    publisher: { '@type': 'Organization' as const, name: s.publisher },
    inLanguage: s.language,
  }));
}

/**
 * A health page (a service, a condition): a MedicalWebPage that names its reviewer and the day
 * of the review, the day its text last changed, and the sources it cites, as the page shows.
 */
export function healthPageJsonLd(
  locale: Locale,
  path: string,
  page: { name: string; description: string; review: Review; references: readonly Source[] },
): WithContext<MedicalWebPage> {
  const reviewer = reviewerOf(page.review);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(localizePath(path, locale)),
    inLanguage: localeInfo[locale].lang,
    isPartOf: { '@id': websiteId },
    publisher: { '@id': clinicId },
    ...(reviewer ? { reviewedBy: reviewer } : {}),
    ...(page.review.lastReviewed ? { lastReviewed: page.review.lastReviewed } : {}),
    ...(page.review.updated ? { dateModified: isoDateTime(page.review.updated) } : {}),
    ...(page.references.length ? { citation: citationsOf(page.references) } : {}),
  };
}

/** A post's page: the reviewer and the day of the review, around the BlogPosting it holds. */
export function postPageJsonLd(
  locale: Locale,
  post: { slug: string; title: string; review: Review },
): WithContext<WebPage> {
  const url = absoluteUrl(localizePath(routes.post(post.slug), locale));
  const reviewer = reviewerOf(post.review);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: post.title,
    inLanguage: localeInfo[locale].lang,
    isPartOf: { '@id': websiteId },
    ...(reviewer ? { reviewedBy: reviewer } : {}),
    ...(post.review.lastReviewed ? { lastReviewed: post.review.lastReviewed } : {}),
    mainEntity: { '@id': `${url}#article` },
  };
}

export type PostForJsonLd = {
  slug: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD */
  updated: string;
  image: string;
  references?: readonly Source[];
};

export function blogPostingJsonLd(locale: Locale, post: PostForJsonLd): WithContext<BlogPosting> {
  const url = absoluteUrl(localizePath(routes.post(post.slug), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: isoDateTime(post.date),
    dateModified: isoDateTime(post.updated),
    inLanguage: localeInfo[locale].lang,
    mainEntityOfPage: url,
    url,
    author: {
      '@type': 'Person',
      '@id': doctorId(),
      name: clinic().doctor.name,
      url: absoluteUrl(routes.practitioner(clinic().doctor.id)),
    },
    publisher: publisher(),
    ...(post.references?.length ? { citation: citationsOf(post.references) } : {}),
  };
}

/** The nodes every page may point at by @id (the same in every language). */
function sharedNodes(): Record<string, object> {
  return { [clinicId]: clinicJsonLd(), [websiteId]: websiteJsonLd() };
}

/** The @ids a node describes (an @id with properties) and those it only points at, at any depth. */
export function nodeIds(data: unknown): { defined: Set<string>; referenced: Set<string> } {
  const ids = { defined: new Set<string>(), referenced: new Set<string>() };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const entries = Object.entries(value);
    const id = (value as { '@id'?: unknown })['@id'];
    // A reference may say what it points at (`publisher`: type, name, logo): only more describes it.
    if (typeof id === 'string')
      (entries.some(([k]) => !['@id', '@type', 'name', 'logo'].includes(k))
        ? ids.defined
        : ids.referenced
      ).add(id);
    for (const [, v] of entries) walk(v);
  };
  walk(data);
  return ids;
}

/**
 * A page's nodes plus each shared node (clinic, site) that one of them points
 * at without the page describing it: every @id a page names is described on
 * that page, where a reader of the page (a search engine) looks for it.
 */
export function withReferencedNodes(locale: Locale, nodes: readonly object[]): object[] {
  const shared = sharedNodes();
  const all = [...nodes];
  for (;;) {
    const { defined, referenced } = nodeIds(all);
    const missing = [...referenced].flatMap((id) => (defined.has(id) ? [] : (shared[id] ?? [])));
    if (!missing[0]) return all;
    all.push(missing[0]);
  }
}

/** Serialises JSON-LD for a <script> element: `<` is escaped so no tag can close early. */
