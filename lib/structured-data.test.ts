import { clinic } from '@/lib/content/clinic';
import { teamMember } from '@/lib/content/team';
import { getPosts } from '@/lib/blog';
import { locales } from '@/lib/i18n';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clinicJsonLd,
  practitionerJsonLd,
  faqJsonLd,
  webPageJsonLd,
  websiteJsonLd,
} from '@/lib/jsonld';
import { ancestors, propertiesOf, schemaVocabulary } from '@/lib/schema-vocabulary';
import { StructuredDataValidator } from '@/lib/structured-data';

const validator = new StructuredDataValidator();
const errorsOf = (data: object) => validator.validate(data).errors;

describe('the schema.org vocabulary read from schema-dts', () => {
  const vocab = schemaVocabulary();

  it('knows the type tree, including types without properties of their own', () => {
    expect([...ancestors(vocab, 'MedicalClinic')]).toEqual(
      expect.arrayContaining(['LocalBusiness', 'MedicalOrganization', 'Organization', 'Thing']),
    );
    expect([...ancestors(vocab, 'BlogPosting')]).toEqual(
      expect.arrayContaining(['SocialMediaPosting', 'Article', 'CreativeWork']),
    );
  });

  it('knows which properties each type allows', () => {
    const clinic = propertiesOf(vocab, 'MedicalClinic');
    expect(clinic.get('geo')).toEqual(['GeoCoordinates', 'GeoShape']);
    expect(clinic.has('knowsLanguage')).toBe(true);
    expect(clinic.has('inLanguage')).toBe(false);
    expect(propertiesOf(vocab, 'Person').has('worksFor')).toBe(true);
  });
});

describe('StructuredDataValidator', () => {
  it('accepts every node our builders make, in both languages', () => {
    for (const locale of locales) {
      const post = getPosts(locale)[0];
      if (!post) throw new Error('no posts');
      const nodes = [
        clinicJsonLd(),
        websiteJsonLd(),
        practitionerJsonLd(teamMember(clinic().doctor.id)),
        faqJsonLd([{ question: 'Q?', answer: 'A.' }]),
        breadcrumbJsonLd(locale, [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog/' },
        ]),
        blogPostingJsonLd(locale, { ...post, image: '/og/default.png' }),
        ...(['AboutPage', 'ContactPage', 'WebPage', 'CollectionPage'] as const).map((type) =>
          webPageJsonLd(type, locale, '/about/', 'About', 'About us'),
        ),
      ];
      for (const node of nodes) expect(errorsOf(node)).toEqual([]);
    }
  });

  it('rejects unknown types, properties the type does not allow and values of the wrong type', () => {
    const base = { '@context': 'https://schema.org' };
    expect(errorsOf({ ...base, '@type': 'Chiropractor', name: 'x' })).toEqual([
      'Chiropractor: unknown @type Chiropractor',
      'Chiropractor.name: not a property of Chiropractor',
    ]);
    expect(errorsOf({ ...clinicJsonLd(), inLanguage: 'en' })).toEqual([
      'MedicalClinic.inLanguage: not a property of MedicalClinic',
    ]);
    expect(errorsOf({ ...base, '@type': 'WebSite', name: 'x', url: 'not a url' })).toEqual([
      'WebSite.url: "not a url" is not a URL',
    ]);
    expect(
      errorsOf({ ...base, '@type': 'Person', name: 'x', worksFor: { '@type': 'City', name: 'y' } }),
    ).toEqual(['Person.worksFor: a City is not a Organization']);
  });

  it("applies Google's rules for businesses, articles and breadcrumbs", () => {
    const clinic = clinicJsonLd();
    expect(
      errorsOf({
        ...clinic,
        geo: { '@type': 'GeoCoordinates', latitude: 38.9542, longitude: -94.7556 },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 380 },
      }),
    ).toEqual([
      'MedicalClinic: geo needs latitude and longitude with at least five decimals',
      'MedicalClinic: a business may not rate itself',
    ]);
    const post = getPosts('en')[0];
    if (!post) throw new Error('no posts');
    expect(
      errorsOf({
        ...blogPostingJsonLd('en', { ...post, image: '/x.png' }),
        datePublished: post.date,
      }),
    ).toEqual(['BlogPosting: datePublished needs a date, a time and a time zone']);
    expect(errorsOf(breadcrumbJsonLd('en', [{ name: 'Home', path: '/' }]))).toEqual([
      'BreadcrumbList: a breadcrumb trail needs at least two items',
    ]);
  });
});
