/**
 * The content test: every data file passes its schema, and every entry is
 * complete in both languages. It checks structure, never today's wording,
 * titles or counts, so an edit made in the editor passes it; wording is the
 * prose linter's (npm run lint:prose).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getPosts, type Post } from '@/lib/blog';
import { clinic } from '@/lib/content/clinic';
import { conditions } from '@/lib/content/conditions';
import { checkKinds } from '@/lib/content/kinds';
import { getLegalDoc } from '@/lib/content/legal';
import { home, practicePages, steps } from '@/lib/content/pages';
import type { PageCopy } from '@/lib/content/schemas';
import { categories, services, servicesOverview } from '@/lib/content/services';
import { team } from '@/lib/content/team';
import { fill, locales, type Locale } from '@/lib/i18n';
import { formatTime } from '@/lib/hours';
import { markdownLinks, markdownOutline } from '@/lib/markdown';
import { aliases, delocalizePath, legalSlugs } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';

const posts: Record<Locale, Post[]> = { en: getPosts('en'), es: getPosts('es') };
const allCanonical = new Set(sitePaths());

/** Every string of a value, for scanning. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

it('reads every content file without a problem', () => {
  expect(() => checkKinds()).not.toThrow();
});

describe('service, category and condition pages', () => {
  /** The two languages of a page have the same parts. */
  function expectSameParts(copy: Record<Locale, PageCopy>) {
    const [en, es] = [copy.en, copy.es];
    expect(es.sections.length).toBe(en.sections.length);
    es.sections.forEach((s, i) => expect(Boolean(s.list)).toBe(Boolean(en.sections[i]?.list)));
    expect(Boolean(es.accordion)).toBe(Boolean(en.accordion));
    expect(es.accordion?.items.length).toBe(en.accordion?.items.length);
  }

  it.each([...services, ...conditions].map((p) => [p.slug, p] as const))(
    '%s has the same parts in both languages',
    (_, page) => expectSameParts(page.copy),
  );

  it('has at least one condition in every category (a category page lists its conditions)', () => {
    for (const category of categories)
      expect(conditions.some((c) => c.category === category.slug)).toBe(true);
  });

  it('gives every page a unique title and description in each language', () => {
    for (const locale of locales) {
      const copies = [...services, ...conditions, ...categories].map((p) => p.copy[locale]);
      const titles = copies.map((c) => c.title);
      const descriptions = copies.map((c) => c.description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
    expect(servicesOverview.copy.es.intro.length).toBe(servicesOverview.copy.en.intro.length);
  });
});

describe('blog posts', () => {
  it('lists the same posts in both languages, newest first by date, then by slug', () => {
    expect(posts.en.length).toBeGreaterThan(0);
    expect(posts.es.map((p) => p.slug)).toEqual(posts.en.map((p) => p.slug));
    for (let i = 1; i < posts.en.length; i++) {
      const [before, after] = [posts.en[i - 1] as Post, posts.en[i] as Post];
      expect(
        before.date > after.date || (before.date === after.date && before.slug < after.slug),
      ).toBe(true);
    }
  });

  it.each(posts.en.map((p) => [p.slug]))('%s is whole in both languages', (slug) => {
    const outlines = locales.map((locale) => {
      const post = posts[locale].find((p) => p.slug === slug) as Post;
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
      expect(post.imageAlt).not.toBe('');
      if (post.body === null) return null;
      const outline = markdownOutline(post.body);
      expect(outline.headings.some((h) => h.level === 1)).toBe(false);
      expect(outline.headings.some((h) => h.level === 2)).toBe(true);
      for (const table of outline.tables) {
        expect(table.caption).toBeTruthy();
        expect(table.headerCells).toBeGreaterThanOrEqual(2);
      }
      return outline;
    });
    const [en, es] = outlines;
    expect(es?.headings.length).toBe(en?.headings.length);
    expect(es?.tables.length).toBe(en?.tables.length);
  });
});

describe('legal pages', () => {
  it.each(legalSlugs.map((s) => [s]))('%s has the same parts in both languages', (slug) => {
    const [en, es] = locales.map((l) => getLegalDoc(l, slug));
    expect(markdownOutline(es?.body ?? '').headings.length).toBe(
      markdownOutline(en?.body ?? '').headings.length,
    );
    // A template for the clinic's review: it says so in its last line, in italics.
    for (const doc of [en, es]) expect(doc?.body.trim().split('\n').pop()).toMatch(/^\*.*\*$/);
  });
});

describe('links inside content', () => {
  const markdownSources = () => [
    ...locales.flatMap((l) => posts[l].map((p) => [`blog ${l} ${p.slug}`, p.body ?? ''] as const)),
    ...locales.flatMap((l) =>
      legalSlugs.map((s) => [`legal ${l} ${s}`, getLegalDoc(l, s).body] as const),
    ),
  ];

  it('points every internal link at a canonical page, never an alias', () => {
    const aliasSet = new Set(aliases.map((a) => a.from));
    for (const [source, body] of markdownSources()) {
      for (const href of markdownLinks(body).filter((h) => h.startsWith('/'))) {
        const pathOnly = href.split('#')[0] as string;
        const normal = pathOnly.endsWith('/') ? pathOnly : `${pathOnly}/`;
        expect(`${source}: ${href} ${aliasSet.has(normal) ? 'is an alias' : ''}`).toBe(
          `${source}: ${href} `,
        );
        expect(
          `${source}: ${delocalizePath(normal)} ${allCanonical.has(delocalizePath(normal))}`,
        ).toBe(`${source}: ${delocalizePath(normal)} true`);
      }
    }
  });

  it('sends external links only to https addresses', () => {
    for (const [source, body] of markdownSources()) {
      for (const href of markdownLinks(body).filter((h) => /^[a-z]+:/.test(h))) {
        expect(`${source}: ${href}`).toMatch(/: (https:\/\/|mailto:|tel:)/);
      }
    }
  });
});

describe('clinic facts live in one place', () => {
  /** Facts as the copy would type them; their home is clinic.yaml and the team files. */
  const typedFacts = [
    clinic.phone.display,
    clinic.phone.e164,
    clinic.email,
    clinic.address.street,
    clinic.doctor.name,
    clinic.doctor.shortName,
    ...clinic.hours.flatMap((h) => [formatTime(h.opens, 'en'), formatTime(h.closes, 'en')]),
  ];
  const homes = [path.join('content', 'clinic.yaml'), path.join('content', 'team')];

  it('never types a clinic fact in a content file', () => {
    const root = path.join(process.cwd(), 'content');
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
    for (const file of files(root)) {
      const relative = path.relative(process.cwd(), file);
      if (homes.some((h) => relative.startsWith(h)) || !/\.(md|yaml)$/.test(file)) continue;
      if (file.endsWith('README.md')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const fact of typedFacts) {
        expect(`${relative} ${text.includes(fact) ? `types "${fact}"` : 'ok'}`).toBe(
          `${relative} ok`,
        );
      }
    }
  });

  it('fills every placeholder of the content', () => {
    const sources = [home, practicePages, steps, conditions, services, categories, team];
    const filled = [
      ...strings(sources),
      ...strings(posts),
      ...locales.flatMap((l) => legalSlugs.map((s) => getLegalDoc(l, s).body)),
    ];
    // The team page fills {{date}} itself when it renders.
    for (const text of filled) expect(fill(text, { date: '2020' })).not.toMatch(/\{\{/);
  });
});
