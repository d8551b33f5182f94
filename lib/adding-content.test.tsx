/**
 * README.md's "Adding content", proven without a build: a copy of content/
 * gets one new post (a Markdown file per language) and one new condition (one
 * YAML file), CONTENT_DIR points the loaders at the copy, and the new pages
 * show up everywhere the site lists pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { getPosts } from '@/lib/blog';
import { locales } from '@/lib/i18n';
import type { NavItem } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';

/** Modules loaded after CONTENT_DIR is set (React's renderer too, so there is one React). */
type Modules = {
  server: typeof import('react-dom/server');
  blog: typeof import('@/lib/blog');
  conditions: typeof import('@/content/conditions');
  navigation: typeof import('@/lib/navigation');
  params: typeof import('@/lib/static-params');
  rss: typeof import('@/lib/rss');
  sitemap: typeof import('@/lib/sitemap-sections');
  blogListPage: typeof import('@/components/pages/blog-list-page');
  postPage: typeof import('@/components/pages/post-page');
  categoryPage: typeof import('@/components/pages/category-page');
  conditionPage: typeof import('@/components/pages/condition-page');
};

const post = { slug: 'jaw-tension-and-posture', category: 'acupuncture', date: '2099-01-01' };

const postFile = (title: string, excerpt: string) => `---
date: ${post.date}
category: ${post.category}
title: "${title}"
excerpt: "${excerpt}"
summary: |
  A short summary of the article for the feed, written for the fixture test of README.md.
---
## Why the jaw and the neck work together

A body paragraph.
`;

const condition = { slug: 'jaw-pain', category: 'other-symptoms' } as const;

const copy = (title: string) => `
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
        imageAlt: A doctor and a patient talking across a desk.`;

const conditionFile = `category: ${condition.category}
images: [consultation]
steps: consultation
copy:
  en:${copy('Jaw Pain')}
  es:${copy('Dolor de mandíbula')}
`;

/** Every file under a folder, by relative path. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

// The site as it is, read before CONTENT_DIR changes.
const before = { posts: getPosts('en'), paths: sitePaths() };

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
let added: string[] = [];
let m: Modules;

beforeAll(async () => {
  const content = path.join(process.cwd(), 'content');
  fs.cpSync(content, root, { recursive: true });
  const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
  write(
    `blog/en/${post.slug}.md`,
    postFile('Jaw Tension and Posture', 'How jaw tension, posture and neck pain are linked.'),
  );
  write(
    `blog/es/${post.slug}.md`,
    postFile('Tensión de la mandíbula y postura', 'Cómo se relacionan la mandíbula y el cuello.'),
  );
  write(`conditions/${condition.slug}.yaml`, conditionFile);
  const original = new Set(files(content));
  added = files(root).filter((f) => !original.has(f));

  process.env.CONTENT_DIR = root;
  jest.resetModules();
  m = {
    server: await import('react-dom/server'),
    blog: await import('@/lib/blog'),
    conditions: await import('@/content/conditions'),
    navigation: await import('@/lib/navigation'),
    params: await import('@/lib/static-params'),
    rss: await import('@/lib/rss'),
    sitemap: await import('@/lib/sitemap-sections'),
    blogListPage: await import('@/components/pages/blog-list-page'),
    postPage: await import('@/components/pages/post-page'),
    categoryPage: await import('@/components/pages/category-page'),
    conditionPage: await import('@/components/pages/condition-page'),
  };
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
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

describe('adding a post is two Markdown files', () => {
  it('touches two files and no other', () => {
    expect(added.filter((f) => f.startsWith('blog/'))).toEqual([
      `blog/en/${post.slug}.md`,
      `blog/es/${post.slug}.md`,
    ]);
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
    expect(m.rss.rssFeed('es')).toContain(`/es${postPath}`);
    expect(m.params.sitePaths()).toContain(postPath);
    for (const locale of locales) {
      const links = m.sitemap
        .sitemapSections(locale)
        .flatMap((s) => s.groups.flatMap((g) => g.links));
      expect(links.map((l) => l.href)).toContain(postPath);
    }
  });
});

describe('adding a condition is one YAML file', () => {
  it('touches one file and no other', () => {
    expect(added.filter((f) => !f.startsWith('blog/'))).toEqual([
      `conditions/${condition.slug}.yaml`,
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
