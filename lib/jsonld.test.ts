import { clinic } from '@/lib/content/clinic';
import { credentialsOf } from '@/lib/content/credentials';
import { team, teamMember } from '@/lib/content/team';
import { buildDay, upcoming } from '@/lib/content/closures';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clinicJsonLd,
  faqJsonLd,
  practitionerJsonLd,
  nodeIds,
  openingHoursSpecification,
  serializeJsonLd,
  specialOpeningHoursSpecification,
  webPageJsonLd,
  websiteJsonLd,
  withReferencedNodes,
} from '@/lib/jsonld';
import { languageName, locales, type SpokenLanguage } from '@/lib/i18n';
import { localizePath, routes } from '@/lib/routes';
import { siteUrl } from '@/lib/site';

/** A BCP 47 tag in its canonical form ("es", "en-US"), not a language's name ("English"). */
const isBcp47 = (tag: unknown) =>
  typeof tag === 'string' &&
  /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) &&
  Intl.getCanonicalLocales(tag)[0] === tag;

/** A node as the page prints it: plain JSON. */
const plain = (node: object): Record<string, unknown> => JSON.parse(serializeJsonLd(node));

describe('clinicJsonLd', () => {
  const data = plain(clinicJsonLd());

  it('describes the clinic from the one config module', () => {
    expect(data['@type']).toBe('MedicalClinic');
    expect(data.name).toBe(clinic().name);
    expect(data.telephone).toBe(clinic().phone.e164);
    // The same facts on every page, in every language: its address is the home page's.
    expect(data.url).toBe(`${siteUrl}/`);
    expect(data).toEqual(plain(clinicJsonLd()));
    expect(data.address).toMatchObject({
      streetAddress: clinic().address.street,
      addressLocality: 'Lenexa',
      addressRegion: 'KS',
      postalCode: '66219',
      addressCountry: 'US',
    });
    // Five decimals, as strings: a number would print 38.9542.
    expect(data.geo).toMatchObject({ latitude: '38.95420', longitude: '-94.75560' });
    expect(Number(data.geo && (data.geo as { latitude: string }).latitude)).toBe(
      clinic().geo.latitude,
    );
    expect(data.sameAs).toEqual(clinic().social.map((s) => s.url));
    expect(data.priceRange).toBe('$$');
    expect(data.paymentAccepted).toBe('Credit Card, Debit Card, Cash, Insurance');
    expect(data.currenciesAccepted).toBe('USD');
    expect(data.areaServed).toHaveLength(clinic().citiesServed.length);
  });

  it('gives its phone as a contact point in every language the team speaks, as BCP 47 tags', () => {
    const point = data.contactPoint as Record<string, unknown>;
    expect(point).toMatchObject({ '@type': 'ContactPoint', telephone: clinic().phone.e164 });
    const available = point.availableLanguage as SpokenLanguage[];
    const spoken = [...new Set(team().flatMap((p) => p.copy.en.languages))];
    expect(available).toEqual(spoken);
    expect(available.every(isBcp47)).toBe(true);
    // The clinic facts' "Languages we speak", in each language, are the ones the team speaks.
    for (const locale of locales)
      expect(available.map((code) => languageName(code, locale)).sort()).toEqual(
        [...clinic().languages[locale]].sort(),
      );
  });

  it('says the same thing on every page of a language, and nothing self-serving', () => {
    expect(plain(clinicJsonLd())).toEqual(data);
    // One clinic behind both languages: the English home page's address names it.
    expect(data['@id']).toBe(`${siteUrl}/#clinic`);
    expect(plain(clinicJsonLd())['@id']).toBe(data['@id']);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('inLanguage');
    expect(data).not.toHaveProperty('availableLanguage');
    expect(data.knowsLanguage).toEqual(['en-US', 'es-US']);
  });

  it('takes its opening hours from the same data as the pages', () => {
    expect(openingHoursSpecification()).toEqual(
      clinic().hours.map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days,
        opens: h.opens,
        closes: h.closes,
      })),
    );
  });

  it('announces every closure that has not passed as special opening hours', () => {
    expect(data.specialOpeningHoursSpecification).toEqual(
      upcoming(buildDay()).length > 0 ? specialOpeningHoursSpecification() : undefined,
    );
    expect(
      specialOpeningHoursSpecification([
        { id: 'closed', start: '2027-01-01', end: '2027-01-01', note: { en: '', es: '' } },
        {
          id: 'short',
          start: '2027-12-24',
          end: '2027-12-26',
          hours: { opens: '09:00', closes: '12:00' },
          note: { en: '', es: '' },
        },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-12-24',
        validThrough: '2027-12-26',
        opens: '09:00',
        closes: '12:00',
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

describe('websiteJsonLd', () => {
  it('describes the one site, in both its languages, published by the one clinic', () => {
    const es = plain(websiteJsonLd());
    expect(es['@id']).toBe(`${siteUrl}/#website`);
    expect(plain(websiteJsonLd())).toEqual(es);
    expect(es.url).toBe(`${siteUrl}/`);
    expect(es.inLanguage).toEqual(['en-US', 'es-US']);
    // The publisher's type and name written out, beside its @id.
    expect(es.publisher).toEqual({
      '@type': 'Organization',
      '@id': plain(clinicJsonLd())['@id'],
      name: clinic().name,
      logo: `${siteUrl}/icon-512.png`,
    });
  });
});

describe('withReferencedNodes', () => {
  it('adds the shared nodes a page points at, in its language, once, and nothing else', () => {
    for (const locale of locales) {
      const page = webPageJsonLd('WebPage', locale, '/contact/', 'Contact', 'Reach us.');
      const nodes = withReferencedNodes(locale, [page]).map(plain);
      const { defined, referenced } = nodeIds(nodes);
      expect([...referenced].filter((id) => !defined.has(id))).toEqual([]);
      expect(nodes).toContainEqual(plain(clinicJsonLd()));
      expect(nodes).toContainEqual(plain(websiteJsonLd()));
      expect(nodes).toHaveLength(3);
      // A page that describes the clinic itself gets only the site.
      expect(withReferencedNodes(locale, [page, clinicJsonLd()])).toHaveLength(3);
      expect(withReferencedNodes(locale, [faqJsonLd([])])).toHaveLength(1);
    }
  });

  it('tells the ids a node describes from those it only points at', () => {
    expect(
      nodeIds({
        '@id': 'a',
        url: 'A',
        knows: [{ '@id': 'b' }, { '@id': 'c', url: 'C' }, { '@id': 'd', '@type': 'X', name: 'D' }],
      }),
    ).toEqual({ defined: new Set(['a', 'c']), referenced: new Set(['b', 'd']) });
  });
});

describe('faqJsonLd, doctorJsonLd and blogPostingJsonLd', () => {
  it('builds questions with accepted answers', () => {
    const data = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('names the doctor, links him to the clinic, and states his credentials', () => {
    const data = plain(practitionerJsonLd(teamMember(clinic().doctor.id)));
    expect(data['@type']).toBe('Person');
    expect(data['@id']).toBe(`${siteUrl}/about/meet-our-team/${clinic().doctor.id}/#person`);
    expect(data.name).toBe('Dr. Ryan Whitaker');
    expect(data.honorificSuffix).toBe('D.C.');
    expect(data.url).toBe(`${siteUrl}/about/meet-our-team/${clinic().doctor.id}/`);
    expect(data.jobTitle).toBe('Chiropractor');
    expect(data.worksFor).toEqual({ '@id': `${siteUrl}/#clinic` });
    const person = teamMember(clinic().doctor.id).copy.en;
    // Only what a patient can check: a sample school or license number is never stated
    // (content/samples.yaml); each license carries its board's lookup, also in sameAs.
    const checkable = credentialsOf(clinic().doctor.id, person, 'en');
    if (checkable.school)
      expect(data.alumniOf).toEqual({ '@type': 'CollegeOrUniversity', name: checkable.school });
    else expect(data).not.toHaveProperty('alumniOf');
    expect(data.hasCredential).toEqual([
      expect.objectContaining({ credentialCategory: 'degree', name: person.degree }),
      ...checkable.licenses.map((l) =>
        expect.objectContaining({
          credentialCategory: 'license',
          url: l.lookup,
          recognizedBy: { '@type': 'GovernmentOrganization', name: l.board },
          ...(l.number ? { identifier: l.number } : {}),
        }),
      ),
    ]);
    for (const [i, l] of checkable.licenses.entries()) {
      expect(data.sameAs).toContain(l.lookup);
      if (!l.number)
        expect((data.hasCredential as object[])[i + 1]).not.toHaveProperty('identifier');
    }
    expect(data.knowsLanguage).toEqual(person.languages);
    expect(data).not.toHaveProperty('address');
  });

  it('gives the languages each team member speaks with patients as BCP 47 tags', () => {
    for (const person of team()) {
      const data = plain(practitionerJsonLd(person));
      const tags = data.knowsLanguage as string[];
      expect(tags).toEqual(person.copy.en.languages);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.every(isBcp47)).toBe(true);
    }
    // Whoever the clinic facts say speaks Spanish with patients is someone on the team.
    const spanish = team().filter((p) =>
      (plain(practitionerJsonLd(p)).knowsLanguage as string[]).includes('es'),
    );
    expect(spanish.map((p) => p.copy.en.name)).toEqual(clinic().speakers.es);
    expect(spanish.length).toBeGreaterThan(0);
  });

  it('describes a post with its author, publisher and language', () => {
    const data = plain(
      blogPostingJsonLd('es', {
        slug: 'why-posture-matters',
        title: 'Postura',
        excerpt: 'Resumen',
        date: '2025-03-24',
        updated: '2025-12-01',
        image: '/og/blog/posture.png',
      }),
    );
    // Full ISO 8601 with the clinic's offset, daylight saving included.
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Postura',
      datePublished: '2025-03-24T00:00:00-05:00',
      dateModified: '2025-12-01T00:00:00-06:00',
      inLanguage: 'es-US',
      url: `${siteUrl}${localizePath(routes.post('why-posture-matters'), 'es')}`,
      image: `${siteUrl}/og/blog/posture.png`,
    });
    expect(data.author).toMatchObject({
      '@type': 'Person',
      name: 'Dr. Ryan Whitaker',
      url: `${siteUrl}/about/meet-our-team/${clinic().doctor.id}/`,
    });
    expect(data.publisher).toMatchObject({
      '@type': 'Organization',
      '@id': `${siteUrl}/#clinic`,
      name: clinic().name,
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so no string can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
