import { clinic } from '@/content/clinic';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clinicJsonLd,
  faqJsonLd,
  openingHoursSpecification,
  physicianJsonLd,
  serializeJsonLd,
} from '@/lib/jsonld';
import { siteUrl } from '@/lib/site';

describe('clinicJsonLd', () => {
  const data = clinicJsonLd('es', 'Quiropráctica en Lenexa') as unknown as Record<string, unknown>;

  it('describes the clinic from the one config module', () => {
    expect(data['@type']).toBe('MedicalClinic');
    expect(data.name).toBe(clinic.name);
    expect(data.telephone).toBe(clinic.phone.e164);
    expect(data.url).toBe(`${siteUrl}/es/`);
    expect(data.address).toMatchObject({
      streetAddress: clinic.address.street,
      addressLocality: 'Lenexa',
      addressRegion: 'KS',
      postalCode: '66219',
      addressCountry: 'US',
    });
    expect(data.geo).toMatchObject({
      latitude: clinic.geo.latitude,
      longitude: clinic.geo.longitude,
    });
    expect(data.sameAs).toEqual(clinic.social.map((s) => s.url));
    expect(data.priceRange).toBe('$$');
    expect(data.paymentAccepted).toBe('Credit Card, Debit Card, Cash, Insurance');
    expect(data.currenciesAccepted).toBe('USD');
    expect(data.areaServed).toHaveLength(clinic.citiesServed.length);
  });

  it('takes its opening hours from the same data as the pages', () => {
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute, localised URLs', () => {
    const data = breadcrumbJsonLd('es', [
      { name: 'Inicio', path: '/' },
      { name: 'Blog', path: '/blog/' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${siteUrl}/es/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteUrl}/es/blog/` },
    ]);
  });
});

describe('faqJsonLd, physicianJsonLd and blogPostingJsonLd', () => {
  it('builds questions with accepted answers', () => {
    const data = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('names the doctor and links him to the clinic', () => {
    const data = physicianJsonLd('en', 'Chiropractor') as unknown as Record<string, unknown>;
    expect(data['@type']).toEqual(['Physician', 'Person']);
    expect(data.name).toBe('Dr. Ryan Whitaker, D.C.');
    expect(data.worksFor).toEqual({ '@id': `${siteUrl}/#clinic` });
  });

  it('describes a post with its author, publisher and language', () => {
    const data = blogPostingJsonLd('es', {
      slug: 'why-posture-matters',
      title: 'Postura',
      excerpt: 'Resumen',
      date: '2025-03-24',
      image: '/og/blog/posture.png',
    }) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Postura',
      datePublished: '2025-03-24',
      dateModified: '2025-03-24',
      inLanguage: 'es-US',
      url: `${siteUrl}/es/blog/why-posture-matters/`,
      image: `${siteUrl}/og/blog/posture.png`,
    });
    expect(data.author).toMatchObject({
      '@type': 'Person',
      name: 'Dr. Ryan Whitaker',
      url: `${siteUrl}/es/about/meet-our-team/`,
    });
    expect(data.publisher).toMatchObject({ '@type': 'MedicalClinic', name: clinic.name });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so no string can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
