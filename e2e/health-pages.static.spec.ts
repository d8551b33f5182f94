import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';
import { getPosts } from '../lib/blog';
import { clinic } from '../lib/content/clinic';
import { credentialsOf } from '../lib/content/credentials';
import { conditions } from '../lib/content/conditions';
import { services } from '../lib/content/services';
import { practitioners, team } from '../lib/content/team';
import { locales, localizePath, type Locale } from '../lib/i18n';
import { personId } from '../lib/jsonld';
import type { Review } from '../lib/content/review';
import type { Source } from '../lib/content/schemas';
import { routes } from '../lib/routes';
import { dictionary } from '../lib/ui';
import { outFile } from './support';

/**
 * Every health page (services, conditions, posts) as a medical editor signs it, read from the
 * export in both languages: who reviewed it and when, under its title and in its structured
 * data; each citation a number that leads to its entry in the page's references; Spanish pages
 * marking English sources. And the practitioner's credentials a patient can check.
 */
type HealthPage = { path: string; review: Review; references: Record<Locale, Source[]> };

const healthPages: HealthPage[] = [
  ...services().map((s) => ({
    path: routes.service(s.slug),
    review: s.review,
    references: s.references,
  })),
  ...conditions().map((c) => ({
    path: routes.condition(c.category, c.slug),
    review: c.review,
    references: c.references,
  })),
  ...getPosts('en').map((p) => ({
    path: routes.post(p.slug),
    review: p.review,
    references: Object.fromEntries(
      locales.map((l) => [l, getPosts(l).find((q) => q.slug === p.slug)?.references ?? []]),
    ) as Record<Locale, Source[]>,
  })),
];

const html = (sitePath: string) => {
  const file = outFile(sitePath);
  if (!file) throw new Error(`${sitePath} is not in out/`);
  return parse(fs.readFileSync(file, 'utf8'));
};

const jsonLd = (doc: HTMLElement) =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s) => [JSON.parse(s.text) as Record<string, unknown>].flat());

for (const locale of locales) {
  test(`every health page names its reviewer, the review's day and its references (${locale})`, () => {
    const t = dictionary(locale);
    expect(healthPages.length).toBeGreaterThan(40);
    for (const page of healthPages) {
      const sitePath = localizePath(page.path, locale);
      const doc = html(sitePath);
      const reviewer = team().find((p) => p.id === page.review.reviewedBy);
      const line = doc.querySelector('[data-testid="review-line"]');
      expect(line, sitePath).not.toBeNull();
      expect(line?.text).toContain(t('reviewedBy'));
      expect(line?.text).toContain(reviewer?.copy[locale].name ?? 'a reviewer');
      expect(line?.querySelector('time')?.getAttribute('datetime')).toBe(page.review.lastReviewed);
      expect(line?.querySelector('a')?.getAttribute('href')).toBe(
        localizePath(routes.practitioner(page.review.reviewedBy ?? ''), locale),
      );
      // Structured data says the same: the page's node names the reviewer and the day.
      const node = jsonLd(doc).find((n) => 'lastReviewed' in n);
      expect(node?.lastReviewed, sitePath).toBe(page.review.lastReviewed);
      expect((node?.reviewedBy as { '@id'?: string })['@id']).toBe(
        personId(page.review.reviewedBy ?? ''),
      );
      // Each citation is a number, 1 to n in order of first use, and leads to its reference.
      const cited = doc
        .querySelectorAll('[data-citation]')
        .map((a) => Number(a.getAttribute('data-citation')));
      const refs = doc.querySelectorAll('[data-testid="references"] li');
      expect(refs.length, sitePath).toBe(page.references[locale].length);
      expect([...new Set(cited)]).toEqual(refs.map((_, i) => i + 1));
      refs.forEach((li, i) => {
        const source = page.references[locale][i] as Source;
        expect(li.getAttribute('id')).toBe(`ref-${i + 1}`);
        expect(li.querySelector('a')?.getAttribute('href')).toBe(source.url);
        expect(li.text.includes(t('sourceInEnglish'))).toBe(
          locale !== 'en' && source.language === 'en',
        );
      });
      if (refs.length > 0) expect(doc.querySelector('#references')?.text).toBe(t('references'));
      // No citation is left unnumbered in the page.
      expect(doc.querySelector('main')?.text ?? '', sitePath).not.toMatch(/\[\^[a-z0-9-]+\]/);
    }
  });

  test(`the practitioner's credentials can be checked, and no sample number is shown (${locale})`, () => {
    for (const person of practitioners()) {
      const sitePath = localizePath(routes.practitioner(person.id), locale);
      const doc = html(sitePath);
      const copy = person.copy[locale];
      const checkable = credentialsOf(person.id, copy, locale);
      const licenses = doc.querySelectorAll('[data-testid="licenses"] li');
      expect(licenses.length).toBe(copy.licenses?.length ?? 0);
      (copy.licenses ?? []).forEach((license, i) => {
        const item = licenses[i];
        expect(item?.querySelector('a')?.getAttribute('href')).toBe(license.lookup);
        expect(item?.text).toContain(license.board);
        if (license.boardGloss) expect(item?.text).toContain(license.boardGloss);
        if (!checkable.licenses[i]?.number) expect(doc.text).not.toContain(license.number);
      });
      if (copy.school && !checkable.school) expect(doc.text).not.toContain(copy.school);
      const nodes = jsonLd(doc);
      const profile = nodes.find((n) => n['@type'] === 'ProfilePage');
      expect(profile?.mainEntity).toEqual({ '@id': personId(person.id) });
      const personNode = nodes.find((n) => n['@id'] === personId(person.id));
      for (const license of copy.licenses ?? [])
        expect(personNode?.sameAs as string[]).toContain(license.lookup);
    }
  });

  test(`a rating is shown with the day it was read, and the review page asks for a review (${locale})`, () => {
    const doc = html(localizePath(routes.reviewUs, locale));
    const badge = doc.querySelector('[data-testid="review-badge"]');
    const { reviews } = clinic();
    if (reviews.checked) {
      expect(badge?.text).toContain(reviews.rating.toFixed(1));
      expect(badge?.text).toContain(reviews.checked.slice(0, 4));
    }
    expect(doc.querySelector('[data-testid="review-link"]')?.getAttribute('href')).toBe(
      `https://search.google.com/local/writereview?placeid=${reviews.placeId}`,
    );
  });
}
