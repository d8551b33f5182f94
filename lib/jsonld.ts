import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  MedicalClinic,
  OpeningHoursSpecification,
  Physician,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { clinic } from '@/content/clinic';
import { localeTags, type Locale } from '@/lib/i18n';
import { localizePath, routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';

/** Stable node ids so pages can point at the clinic and the doctor. */
export const CLINIC_ID = absoluteUrl('/#clinic');
export const WEBSITE_ID = absoluteUrl('/#website');
export const DOCTOR_ID = absoluteUrl(`${routes.team}#dr-ryan-whitaker`);

export function openingHoursSpecification(): OpeningHoursSpecification[] {
  return clinic.hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as const),
    opens: h.opens,
    closes: h.closes,
  }));
}

export function clinicJsonLd(locale: Locale, description: string): WithContext<MedicalClinic> {
  const a = clinic.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': CLINIC_ID,
    name: clinic.name,
    description,
    url: absoluteUrl(localizePath(routes.home, locale)),
    telephone: clinic.phone.e164,
    email: clinic.email,
    image: absoluteUrl(DEFAULT_OG_IMAGE.url),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.locality,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: clinic.geo.latitude,
      longitude: clinic.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(),
    sameAs: clinic.social.map((s) => s.url),
    priceRange: clinic.payments.priceRange,
    paymentAccepted: clinic.payments.accepted.join(', '),
    currenciesAccepted: clinic.payments.currency,
    areaServed: clinic.citiesServed.map((name) => ({
      '@type': 'City',
      name: `${name}, ${a.region}`,
    })),
    medicalSpecialty: ['Musculoskeletal'],
    availableLanguage: ['English', 'Spanish'],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: clinic.reviews.rating,
      reviewCount: clinic.reviews.count,
      bestRating: 5,
    },
    inLanguage: localeTags[locale].lang,
  } as WithContext<MedicalClinic>;
}

export function websiteJsonLd(locale: Locale, description: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: clinic.name,
    description,
    url: absoluteUrl(localizePath(routes.home, locale)),
    inLanguage: localeTags[locale].lang,
    publisher: { '@id': CLINIC_ID },
  };
}

export type Crumb = { name: string; path: string };

/** Breadcrumbs from the home page to the current page; paths are English, localised here. */
export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(localizePath(c.path, locale)),
    })),
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

export function physicianJsonLd(locale: Locale, description: string): WithContext<Physician> {
  const d = clinic.doctor;
  return {
    '@context': 'https://schema.org',
    '@type': ['Physician', 'Person'],
    '@id': DOCTOR_ID,
    name: `${d.name}, ${d.credentials}`,
    description,
    image: absoluteUrl(d.portrait),
    url: absoluteUrl(localizePath(routes.team, locale)),
    jobTitle: d.role[locale],
    worksFor: { '@id': CLINIC_ID },
    medicalSpecialty: 'Musculoskeletal',
    telephone: clinic.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.locality,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
  } as unknown as WithContext<Physician>;
}

export function webPageJsonLd(
  type: 'AboutPage' | 'ContactPage' | 'WebPage' | 'CollectionPage',
  locale: Locale,
  path: string,
  name: string,
  description: string,
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url: absoluteUrl(localizePath(path, locale)),
    inLanguage: localeTags[locale].lang,
    isPartOf: { '@id': WEBSITE_ID },
    about: { '@id': CLINIC_ID },
  } as WithContext<WebPage>;
}

export type PostForJsonLd = {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  image: string;
};

export function blogPostingJsonLd(locale: Locale, post: PostForJsonLd): WithContext<BlogPosting> {
  const url = absoluteUrl(localizePath(routes.post(post.slug), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: localeTags[locale].lang,
    mainEntityOfPage: url,
    url,
    author: {
      '@type': 'Person',
      '@id': DOCTOR_ID,
      name: clinic.doctor.name,
      url: absoluteUrl(localizePath(routes.team, locale)),
    },
    publisher: {
      '@type': 'MedicalClinic',
      '@id': CLINIC_ID,
      name: clinic.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') },
    },
  } as WithContext<BlogPosting>;
}

/** Serialises JSON-LD for a <script> element: `<` is escaped so no tag can close early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
