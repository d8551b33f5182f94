import { alternatesFor, buildMetadata, withBrand } from '@/lib/metadata';
import { absoluteUrl, siteUrl } from '@/lib/site';

describe('withBrand', () => {
  it('adds the suffix only when the title lacks the brand and the whole fits in 60', () => {
    expect(withBrand('Acupuncture in Lenexa')).toBe('Acupuncture in Lenexa | Prairie Spine');
    expect(withBrand('Chiropractor in Lenexa | Prairie Spine')).toBe(
      'Chiropractor in Lenexa | Prairie Spine',
    );
    const long = 'Chiropractic Care for Car Accident Injuries: What to Expect';
    expect(withBrand(long)).toBe(long);
  });
});

describe('alternatesFor', () => {
  it('gives an absolute canonical and reciprocal hreflang alternates', () => {
    const en = alternatesFor('/services/golf/', 'en');
    const es = alternatesFor('/services/golf/', 'es');
    expect(en.canonical).toBe(`${siteUrl}/services/golf/`);
    expect(es.canonical).toBe(`${siteUrl}/es/servicios/golf/`);
    expect(en.languages).toEqual(es.languages);
    expect(en.languages).toEqual({
      en: `${siteUrl}/services/golf/`,
      es: `${siteUrl}/es/servicios/golf/`,
      'x-default': `${siteUrl}/services/golf/`,
    });
  });
});

describe('buildMetadata', () => {
  it('fills title, description, Open Graph and a feed link', () => {
    const meta = buildMetadata({
      locale: 'es',
      path: '/blog/',
      title: 'Blog',
      description: 'Consejos de salud.',
      feed: { path: '/es/blog/rss.xml', title: 'El blog de Prairie Spine' },
    });
    expect(meta.title).toEqual({ absolute: 'Blog | Prairie Spine' });
    expect(meta.description).toBe('Consejos de salud.');
    expect(meta.openGraph).toMatchObject({
      url: `${siteUrl}/es/blog/`,
      locale: 'es_US',
      type: 'website',
      images: [
        { url: absoluteUrl('/og/default.png'), width: 1200, height: 630, alt: expect.any(String) },
      ],
    });
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [
        { url: `${siteUrl}/es/blog/rss.xml`, title: 'El blog de Prairie Spine' },
      ],
    });
    expect(meta.robots).toBeUndefined();
  });

  it('marks pages that must stay out of search results', () => {
    expect(
      buildMetadata({
        locale: 'en',
        path: '/offline/',
        title: 'Offline',
        description: 'x',
        noindex: true,
      }).robots,
    ).toEqual({
      index: false,
      follow: true,
    });
  });
});
