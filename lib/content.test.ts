/**
 * The content test: walks every entry of every content module in both
 * languages and fails on a missing translation, a missing part, a short
 * section count, a broken internal link or a clinic fact typed by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogCategories } from '@/content/blog/categories';
import { categories } from '@/content/categories';
import { clinic } from '@/content/clinic';
import { conditions } from '@/content/conditions';
import { home } from '@/content/home';
import { scenes } from '@/content/illustrations';
import { taglines } from '@/content/legal/taglines';
import * as pages from '@/content/pages';
import { services, servicesOverview } from '@/content/services';
import type { PageCopy } from '@/content/types';
import { getPosts, readPost, type Post } from '@/lib/blog';
import { fill, locales, type Locale } from '@/lib/i18n';
import { getLegalDoc } from '@/lib/legal';
import { markdownLinks, markdownOutline, markdownText } from '@/lib/markdown';
import { fillDeep } from '@/lib/placeholders';
import { aliases, delocalizePath, legalSlugs } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** SPEC.md's section counts of its condition pages (at least; other conditions need one). */
const specSections: Record<string, number> = {
  'back-pain': 3,
  'headaches-migraines': 3,
  'neck-pain': 4,
  sciatica: 4,
  scoliosis: 2,
  'disc-injury': 4,
  whiplash: 4,
  'work-injury': 4,
  'arm-leg': 3,
  'carpal-tunnel': 4,
  'shoulder-pain': 4,
  'chiropractic-care-for-kids': 2,
  pregnancy: 3,
  'wellness-care': 4,
  vertigo: 4,
};

const posts: Record<Locale, Post[]> = { en: getPosts('en'), es: getPosts('es') };
const allCanonical = new Set(sitePaths());
const publicFile = (src: string) => fs.existsSync(path.join(process.cwd(), 'public', src));

/** Every string of a value, for scanning. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectComplete(copy: PageCopy, label: string) {
  for (const key of ['title', 'navTitle', 'summary', 'description'] as const) {
    expect(`${label} ${key}: ${copy[key].trim()}`).not.toMatch(/: $/);
  }
  expect(copy.description.length).toBeGreaterThanOrEqual(70);
  expect(copy.description.length).toBeLessThanOrEqual(160);
  expect(copy.intro.length).toBeGreaterThan(0);
  for (const section of copy.sections) {
    expect(section.heading.trim()).not.toBe('');
    expect(section.imageAlt.trim()).not.toBe('');
    expect(section.paragraphs.length).toBeGreaterThan(0);
    for (const p of section.paragraphs) expect(words(p)).toBeGreaterThan(15);
  }
}

describe('service, category and condition pages', () => {
  it.each(conditions.map((c) => [c.slug, c] as const))(
    '%s is complete in both languages',
    (slug, condition) => {
      const [en, es] = [condition.copy.en, condition.copy.es];
      for (const locale of locales) expectComplete(condition.copy[locale], `${slug} ${locale}`);
      expect(en.sections.length).toBeGreaterThanOrEqual(specSections[slug] ?? 1);
      expect(es.sections.length).toBe(en.sections.length);
      expect(condition.images).toHaveLength(en.sections.length);
      for (const image of condition.images) expect(publicFile(image.src)).toBe(true);
      es.sections.forEach((s, i) => expect(Boolean(s.list)).toBe(Boolean(en.sections[i]?.list)));
      expect(Boolean(es.accordion)).toBe(Boolean(en.accordion));
      expect(es.accordion?.items.length).toBe(en.accordion?.items.length);
    },
  );

  it('has at least one condition in every category (a category page lists its conditions)', () => {
    for (const category of categories)
      expect(conditions.some((c) => c.category === category.slug)).toBe(true);
  });

  // Titles and figures are wording: the prose linter checks them (prose/en/statements.yml).
  it('keeps the scoliosis questions and the shoulder list', () => {
    const scoliosis = conditions.find((c) => c.slug === 'scoliosis')?.copy.en;
    expect(scoliosis?.accordion?.faq).toBe(true);
    expect(scoliosis?.accordion?.items).toHaveLength(3);
    const shoulder = conditions.find((c) => c.slug === 'shoulder-pain')?.copy.en;
    expect(shoulder?.sections.some((s) => (s.list?.length ?? 0) >= 3)).toBe(true);
  });

  it('has the four services and five categories, each with a sub-heading', () => {
    expect(services.map((s) => s.slug)).toEqual([
      'chiropractic',
      'acupuncture',
      'auto-injury',
      'golf',
    ]);
    for (const service of services) {
      for (const locale of locales)
        expectComplete(service.copy[locale], `${service.slug} ${locale}`);
      expect(service.copy.es.sections.length).toBe(service.copy.en.sections.length);
      expect(service.images).toHaveLength(service.copy.en.sections.length);
    }
    for (const c of categories)
      for (const locale of locales) expect(c.copy[locale].subheading.trim()).not.toBe('');
    for (const c of categories)
      for (const locale of locales) expect(c.copy[locale].intro.length).toBeGreaterThan(0);
    expect(servicesOverview.copy.es.intro.length).toBe(servicesOverview.copy.en.intro.length);
  });

  it('gives every page a unique title and description in each language', () => {
    for (const locale of locales) {
      const all = [...services, ...conditions].map((p) => p.copy[locale]);
      const cats = categories.map((c) => c.copy[locale]);
      const titles = [...all, ...cats].map((c) => c.title);
      const descriptions = [...all, ...cats].map((c) => c.description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
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

  it('uses every one of the nineteen categories, the same in both languages', () => {
    expect(new Set(posts.en.map((p) => p.category))).toEqual(new Set(Object.keys(blogCategories)));
    posts.es.forEach((p, i) => {
      expect(p).toMatchObject({
        date: posts.en[i]?.date,
        category: posts.en[i]?.category,
      });
    });
  });

  it.each(posts.en.map((p) => [p.slug]))('%s has every required part in both languages', (slug) => {
    for (const locale of locales) {
      const post = posts[locale].find((p) => p.slug === slug) as Post;
      expect(post.body).not.toBeNull();
      const body = post.body as string;
      const outline = markdownOutline(body);
      const h2 = outline.headings.filter((h) => h.level === 2);
      expect(outline.headings.some((h) => h.level === 1)).toBe(false);
      expect(h2.length).toBeGreaterThanOrEqual(6); // heading, takeaways, 3+ sections, closing
      expect(outline.lists).toBeGreaterThanOrEqual(2); // takeaways + one more
      expect(outline.tables.length).toBeGreaterThanOrEqual(1);
      for (const table of outline.tables) {
        expect(table.caption).toBeTruthy();
        expect(table.headerCells).toBeGreaterThanOrEqual(2);
      }
      const links = markdownLinks(body);
      expect(links).toContain('/appointment/');
      expect(links).toContain(clinic.phone.href);
      expect(links).toContain('/healthcare-disclaimer/');
      expect(post.excerpt.length).toBeLessThanOrEqual(230);
      expect(post.content.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
    }
    const en = posts.en.find((p) => p.slug === slug) as Post;
    const es = posts.es.find((p) => p.slug === slug) as Post;
    expect(words(markdownText(en.body as string))).toBeGreaterThanOrEqual(800);
    expect(markdownOutline(es.body as string).headings.length).toBe(
      markdownOutline(en.body as string).headings.length,
    );
    expect(markdownOutline(es.body as string).tables.length).toBe(
      markdownOutline(en.body as string).tables.length,
    );
  });
});

describe('the plain-content fallback of a post without a body', () => {
  it('reads a post whose file has only front matter', () => {
    const post = readPost(
      path.join(process.cwd(), 'lib', '__fixtures__', 'blog', 'en', 'summary-only-post.md'),
      'en',
    );
    expect(post.body).toBeNull();
    expect(post.content.split(/\n\s*\n/)).toHaveLength(3);
  });
});

describe('legal pages', () => {
  it.each(legalSlugs.map((s) => [s]))(
    '%s exists in both languages with a template note',
    (slug) => {
      for (const locale of locales) {
        const doc = getLegalDoc(locale, slug);
        expect(doc.title).not.toBe('');
        expect(words(markdownText(doc.body))).toBeGreaterThan(250);
        expect(doc.body.trim().split('\n').pop()).toMatch(/^\*.*\*$/);
      }
      expect(markdownOutline(getLegalDoc('es', slug).body).headings.length).toBe(
        markdownOutline(getLegalDoc('en', slug).body).headings.length,
      );
    },
  );

  it('states the No Surprises Act figures and the Section 1557 taglines', () => {
    const gfe = getLegalDoc('en', 'good-faith-estimate').body;
    expect(gfe).toContain(clinic.noSurprisesHelpLine);
    expect(taglines.length).toBeGreaterThanOrEqual(15);
    expect(new Set(taglines.map((t) => t.lang)).size).toBe(taglines.length);
    for (const t of taglines) expect(t.text).toContain('{{phone}}');
    const privacy = getLegalDoc('en', 'privacy-policy').body;
    for (const vendor of [
      'leadForm',
      'reviewsFrame',
      'bookingScript',
      'mapEmbed',
      'translatorScript',
    ] as const) {
      expect(privacy).toContain(new URL(clinic.vendors[vendor]).host);
    }
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
  const typedFacts = [
    clinic.phone.display,
    clinic.phone.e164,
    '555-0142',
    clinic.email,
    clinic.address.street,
    'Lackman',
    clinic.doctor.name,
    clinic.doctor.shortName,
    clinic.shortName,
    '8:00 AM',
    '5:00 PM',
    'Monday through Saturday',
    'Overland Park, Olathe, Shawnee, Merriam',
  ];

  it('never types a clinic fact in a content file', () => {
    const root = path.join(process.cwd(), 'content');
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
    for (const file of files(root)) {
      if (file.endsWith('clinic.ts') || file.endsWith('README.md')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const fact of typedFacts) {
        expect(
          `${path.relative(root, file)} ${text.includes(fact) ? `types "${fact}"` : 'ok'}`,
        ).toBe(`${path.relative(root, file)} ok`);
      }
    }
  });

  it('fills every placeholder of the TypeScript content', () => {
    const sources = { home, ...pages, conditions, services, categories };
    for (const locale of locales) {
      const filled = strings(fillDeep(sources, locale));
      // The team page fills {{date}} itself when it renders.
      for (const text of filled) expect(fill(text, { date: '2020' })).not.toMatch(/\{\{/);
    }
  });

  it('uses only illustrations that exist', () => {
    for (const name of Object.keys(scenes))
      expect(publicFile(`/illustrations/scenes/${name}.svg`)).toBe(true);
    for (const category of Object.keys(blogCategories))
      expect(publicFile(`/illustrations/blog/${category}.svg`)).toBe(true);
  });
});
