/**
 * docs/content.md's "Adding content", proven without a build: a copy of content/ and
 * public/ gets one new post (a Markdown file per language, with its own JPEG
 * picture), one new blog category (a YAML file and a plain SVG) and one new
 * condition (one YAML file with its Spanish address, a PNG for its first section); CONTENT_DIR and
 * PUBLIC_DIR point the loaders at the copies, and the new pages show up
 * everywhere the site lists pages, with their pictures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import sharp from 'sharp';
import { getPosts } from '@/lib/blog';
import { buildDayOf } from '@/lib/content/today';
import { locales } from '@/lib/i18n';
import type { NavItem } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';

/** Modules loaded after CONTENT_DIR is set (React's renderer too, so there is one React). */
type Modules = {
  server: typeof import('react-dom/server');
  blog: typeof import('@/lib/blog');
  blogCategories: typeof import('@/lib/content/blog-categories');
  conditions: typeof import('@/lib/content/conditions');
  navigation: typeof import('@/lib/navigation');
  params: typeof import('@/lib/static-params');
  rss: typeof import('@/lib/rss');
  sitemap: typeof import('@/lib/sitemap-sections');
  blogListPage: typeof import('@/components/pages/blog-list-page');
  postPage: typeof import('@/components/pages/post-page');
  categoryPage: typeof import('@/components/pages/category-page');
  conditionPage: typeof import('@/components/pages/condition-page');
  routes: typeof import('@/lib/routes');
  pageMetadata: typeof import('@/lib/page-metadata');
  xmlSitemap: typeof import('../scripts/postbuild/sitemap');
};

const category = { key: 'jaw-health', picture: '/illustrations/blog/jaw-health.svg' };
const post = {
  slug: 'jaw-tension-and-posture',
  // The category of the newest published post: it has another post to relate to.
  category: getPosts('en')[0]?.category ?? 'acupuncture',
  // Today, in the clinic's time zone: newer than every post, and not scheduled for later.
  date: buildDayOf(),
  picture: '/media/jaw-tension.jpg',
  spanishAddress: 'tension-de-la-mandibula-y-postura',
};

const postFile = (title: string, excerpt: string, alt: string, address?: string) => `---
date: ${post.date}
reviewedBy: dr-ryan-whitaker
lastReviewed: ${post.date}
category: ${post.category}
title: "${title}"${address ? `\naddress: ${address}` : ''}
excerpt: "${excerpt}"
image: ${post.picture}
imageAlt: "${alt}"
summary: |
  A short summary of the article for the feed, written for the fixture test of docs/content.md.
---
## Why the jaw and the neck work together

A body paragraph.

Another one: an article has at least two.
`;

const categoryFile = `en:
  label: Jaw Health
  picture: ${category.picture}
  pictureAlt: A simple drawing of a jaw.
es:
  label: Salud de la mandíbula
  picture: ${category.picture}
  pictureAlt: Un dibujo sencillo de una mandíbula.
`;

const condition = {
  slug: 'jaw-pain',
  category: 'other-symptoms',
  picture: '/media/jaw.png',
} as const;

const copy = (title: string) => `
  category: ${condition.category}
  steps: consultation
  reviewedBy: dr-ryan-whitaker
  lastReviewed: 2026-12-07
  title: ${title}
  navTitle: ${title}
  summary: A summary of the page for the hero and the card, from {{shortName}}.
  description: A description of the page between seventy and one hundred sixty characters, for search results.
  intro:
    - An opening paragraph.
  sections:
    - heading: A section
      paragraphs:
        - A paragraph of the section.
      image: ${condition.picture}
      imageAlt: A photograph of a jaw.
    - heading: Another section
      paragraphs:
        - Another paragraph.
      image: /illustrations/scenes/consultation.svg
      imageAlt: A doctor and a patient talking across a desk.`;

const conditionFile = `en:${copy('Jaw Pain')}\nes:\n  address: dolor-de-mandibula${copy('Dolor de mandíbula')}\n`;

/** Every file under a folder, by relative path. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

// The site as it is, read before CONTENT_DIR changes (it may already point at a copy).
const sources: Record<string, string> = {
  content: process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'),
  public: process.env.PUBLIC_DIR ?? path.join(process.cwd(), 'public'),
};
const before = { posts: getPosts('en'), paths: sitePaths() };

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
let added: string[] = [];
let m: Modules;

beforeAll(async () => {
  for (const [dir, source] of Object.entries(sources))
    fs.cpSync(source, path.join(root, dir), { recursive: true });
  const write = (file: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const photo = (format: 'jpeg' | 'png') =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d8c' } })
      [format]()
      .toBuffer();
  write(
    `content/blog/en/${post.slug}.md`,
    postFile(
      'Jaw Tension and Posture',
      'How jaw tension, posture and neck pain are linked, and what to try at your desk.',
      'A jaw.',
    ),
  );
  write(
    `content/blog/es/${post.slug}.md`,
    postFile(
      'Tensión de la mandíbula y postura',
      'Cómo se relacionan la tensión de la mandíbula, la postura y el dolor de cuello.',
      'Una mandíbula.',
      post.spanishAddress,
    ),
  );
  write(`public${post.picture}`, await photo('jpeg'));
  write(`content/blog-categories/${category.key}.yaml`, categoryFile);
  write(
    `public${category.picture}`,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#eee"/></svg>',
  );
  write(`content/conditions/${condition.slug}.yaml`, conditionFile);
  write(`public${condition.picture}`, await photo('png'));
  const original = new Set([
    ...files(sources.content as string).map((f) => `content/${f}`),
    ...files(sources.public as string).map((f) => `public/${f}`),
  ]);
  added = files(root).filter((f) => !original.has(f));

  process.env.CONTENT_DIR = path.join(root, 'content');
  process.env.PUBLIC_DIR = path.join(root, 'public');
  jest.resetModules();
  // The XML sitemap's dates ask git for every page: not what these tests are about.
  jest.doMock('../scripts/postbuild/lastmod', () => ({ lastModified: () => undefined }));
  m = {
    server: await import('react-dom/server'),
    blog: await import('@/lib/blog'),
    blogCategories: await import('@/lib/content/blog-categories'),
    conditions: await import('@/lib/content/conditions'),
    navigation: await import('@/lib/navigation'),
    params: await import('@/lib/static-params'),
    rss: await import('@/lib/rss'),
    sitemap: await import('@/lib/sitemap-sections'),
    blogListPage: await import('@/components/pages/blog-list-page'),
    postPage: await import('@/components/pages/post-page'),
    categoryPage: await import('@/components/pages/category-page'),
    conditionPage: await import('@/components/pages/condition-page'),
    routes: await import('@/lib/routes'),
    pageMetadata: await import('@/lib/page-metadata'),
    xmlSitemap: await import('../scripts/postbuild/sitemap'),
  };
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

/** A page rendered as the export renders it (server HTML, no effects), into the document. */
function html(page: ReactElement) {
  document.body.innerHTML = m.server.renderToStaticMarkup(page);
}

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

function findItem(items: NavItem[], href: string): NavItem | undefined {
  for (const item of items) {
    const found = item.href === href ? item : findItem(item.children ?? [], href);
    if (found) return found;
  }
  return undefined;
}

const postPath = routes.post(post.slug);
const conditionPath = routes.condition(condition.category, condition.slug);

describe('adding a post is two Markdown files and, if it has one, its picture', () => {
  it('touches those files and no other', () => {
    expect(added.filter((f) => f.includes(post.slug) || f.includes(post.picture))).toEqual([
      `content/blog/en/${post.slug}.md`,
      `content/blog/es/${post.slug}.md`,
      `public${post.picture}`,
    ]);
  });

  it('shows its own picture, sized from the file, with WebP variants and its description', () => {
    const own = m.blog.getPost('en', post.slug);
    expect(own?.image).toEqual({ src: post.picture, width: 1600, height: 1200 });
    html(<m.postPage.PostPage locale="es" slug={post.slug} />);
    const picture = screen.getByRole('img', { name: 'Una mandíbula.' });
    expect(picture).toHaveAttribute('src', post.picture);
    const srcset = picture.parentElement?.querySelector('source')?.getAttribute('srcset') ?? '';
    expect(srcset).toMatch(/\.webp \d+w/);
  });

  it('lists the post first, in both languages, and adds a page when the last one is full', () => {
    for (const locale of locales) {
      const posts = m.blog.getPosts(locale);
      expect(posts.map((p) => p.slug)).toEqual([post.slug, ...before.posts.map((p) => p.slug)]);
      expect(m.blog.getPost(locale, post.slug)?.date).toBe(post.date);
    }
    const pages = m.blog.pageCount(before.posts.length + 1);
    expect(m.params.blogPageParams()).toHaveLength(pages - 1);
    expect(m.params.postParams()).toContainEqual({ slug: post.slug });
    // The Spanish page is at the address its file gives it.
    expect(m.params.postRoute('es').params()).toContainEqual({ slug: post.spanishAddress });
    expect(m.params.postRoute('es').english({ slug: post.spanishAddress })).toEqual({
      slug: post.slug,
    });
  });

  it('shows the post on the first listing page and links it to its neighbour', () => {
    html(<m.blogListPage.BlogListPage locale="en" page={1} />);
    expect(screen.getAllByTestId('post-card')[0]).toHaveTextContent('Jaw Tension and Posture');
    const posts = m.blog.getPosts('en');
    expect(m.blog.neighbours(posts, before.posts[0]?.slug ?? '').previous?.slug).toBe(post.slug);
    const own = m.blog.neighbours(posts, post.slug);
    expect(own.previous).toBeUndefined();
    expect(own.next?.slug).toBe(before.posts[0]?.slug);
  });

  it('gives the post page its neighbour and the related posts of its category', () => {
    html(<m.postPage.PostPage locale="en" slug={post.slug} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jaw Tension and Posture');
    expect(hrefOf(screen.getByTestId('next-post'))).toBe(routes.post(before.posts[0]?.slug ?? ''));
    const posts = m.blog.getPosts('en');
    const self = posts[0];
    const related = self ? m.blog.relatedPosts(posts, self) : [];
    expect(related.length).toBeGreaterThan(0);
    for (const other of related) {
      expect(other.category).toBe(post.category);
      expect(m.blog.relatedPosts(posts, other).map((p) => p.slug)).toContain(post.slug);
    }
  });

  it('puts the post first in both feeds and in the sitemaps', () => {
    expect(m.rss.rssFeed('en').indexOf(postPath)).toBeLessThan(
      m.rss.rssFeed('en').indexOf(`/blog/${before.posts[0]?.slug}/`),
    );
    expect(m.rss.rssFeed('es')).toContain(`/blog/${post.spanishAddress}/`);
    expect(m.params.sitePaths()).toContain(postPath);
    for (const locale of locales) {
      const links = m.sitemap
        .sitemapSections(locale)
        .flatMap((s) => s.groups.flatMap((g) => g.links));
      expect(links.map((l) => l.href)).toContain(postPath);
    }
  });
});

describe('a new blog category is a YAML file and a picture', () => {
  it('touches those files and no other', () => {
    expect(added.filter((f) => f.includes(category.key))).toEqual([
      `content/blog-categories/${category.key}.yaml`,
      `public${category.picture}`,
    ]);
  });

  it('is a category with its plain SVG picture, sized from the file', () => {
    const found = m.blogCategories.blogCategory(category.key);
    expect(found.picture).toEqual({ src: category.picture, width: 1200, height: 800 });
    expect(found.label.es).toBe('Salud de la mandíbula');
  });
});

describe('adding a condition is one YAML file and its pictures', () => {
  it('touches those files and no other', () => {
    expect(added.filter((f) => f.includes('jaw-pain') || f.includes(condition.picture))).toEqual([
      `content/conditions/${condition.slug}.yaml`,
      `public${condition.picture}`,
    ]);
  });

  it('shows a PNG and an SVG scene in its sections, sized from the files', () => {
    const page = m.conditions.getCondition(condition.category, condition.slug);
    expect(page?.copy.en.sections.map((s) => s.image)).toEqual([
      { src: condition.picture, width: 1600, height: 1200 },
      { src: '/illustrations/scenes/consultation.svg', width: 800, height: 600 },
    ]);
  });

  it('loads the page in both languages, clinic facts filled in', () => {
    const page = m.conditions.getCondition(condition.category, condition.slug);
    expect(page?.copy.en.title).toBe('Jaw Pain');
    expect(page?.copy.es.title).toBe('Dolor de mandíbula');
    expect(page?.copy.en.summary).not.toContain('{{');
    expect(m.conditions.getCondition('injuries', condition.slug)).toBeUndefined();
    expect(m.conditions.conditionsIn(condition.category).map((c) => c.slug)).toContain(
      condition.slug,
    );
  });

  it('gives it a route, static params and sitemap entries', () => {
    expect(m.params.conditionParams()).toContainEqual({
      category: condition.category,
      condition: condition.slug,
    });
    expect(
      m.params
        .sitePaths()
        .filter((p) => !before.paths.includes(p))
        .sort(),
    ).toEqual([conditionPath, postPath].sort());
    for (const locale of locales) {
      const links = m.sitemap
        .sitemapSections(locale)
        .flatMap((s) => s.groups.flatMap((g) => g.links));
      expect(links.map((l) => l.href)).toContain(conditionPath);
    }
  });

  it('puts it in the menu under its category, in both languages', () => {
    for (const locale of locales) {
      const category = findItem(
        m.navigation.headerMenu(locale),
        routes.category(condition.category),
      );
      const item = category?.children?.find((c) => c.href === conditionPath);
      expect(item?.label).toBe(locale === 'en' ? 'Jaw Pain' : 'Dolor de mandíbula');
    }
  });

  it('has its Spanish address from its own file: pages, sitemap entries, hreflang', () => {
    const spanish = '/es/servicios/quiropractica/otros-sintomas/dolor-de-mandibula/';
    expect(m.routes.localizePath(conditionPath, 'es')).toBe(spanish);
    expect(m.routes.matchRoute(spanish)).toEqual({
      kind: 'condition',
      locale: 'es',
      params: { category: condition.category, slug: condition.slug },
      path: conditionPath,
    });
    // The Spanish route exports the page at its words and reads them back.
    const route = m.params.conditionRoute('es');
    const params = { category: 'otros-sintomas', condition: 'dolor-de-mandibula' };
    expect(route.params()).toContainEqual(params);
    expect(route.english(params)).toEqual({
      category: condition.category,
      condition: condition.slug,
    });
    // Both pages in the XML sitemap, each with both alternates; the same in each head.
    const fields = m.xmlSitemap.sitemapFields();
    for (const loc of [conditionPath, spanish]) {
      const hrefs = fields.get(loc)?.alternateRefs?.map((r) => new URL(r.href).pathname);
      expect([loc, hrefs]).toEqual([loc, [conditionPath, spanish, conditionPath]]);
    }
    for (const locale of locales) {
      const { alternates } = m.pageMetadata.metadataFor(conditionPath, locale);
      const path = (url: unknown) => new URL(String(url)).pathname;
      expect(path(alternates?.canonical)).toBe(locale === 'es' ? spanish : conditionPath);
      expect(path(alternates?.languages?.es)).toBe(spanish);
      expect(path(alternates?.languages?.en)).toBe(conditionPath);
    }
  });

  it('shows its card on the category page and renders its own page', () => {
    html(<m.categoryPage.CategoryPage locale="en" slug={condition.category} />);
    const cards = within(screen.getByTestId('card-grid'));
    expect(hrefOf(cards.getByRole('link', { name: 'Jaw Pain' }))).toBe(conditionPath);
    html(
      <m.conditionPage.ConditionPage
        locale="es"
        category={condition.category}
        slug={condition.slug}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dolor de mandíbula');
  });
});
