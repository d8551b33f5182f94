/**
 * @jest-environment node
 *
 * English now, Spanish later: a copy of content/ in which one post is published in English
 * with "Spanish later" on and its Spanish fields left empty, as the editor saves it. The
 * English page, listing and feed have it; the Spanish page, its hreflang, listing, feed,
 * sitemaps and pagination wait; the language switch of its English page leads to the
 * Spanish blog. Without "Spanish later", the empty Spanish is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pending-'));
const content = path.join(root, 'content');
const source = process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
const post = 'english-now-spanish-later';
const english = `---
title: Our New Saturday Hours
excerpt: From January we open on Saturday mornings, so you can come in without missing work.
summary: |-
  From January we open on Saturday mornings.

  Book a Saturday visit online or call us.
date: 2026-01-02
translationPending: true
category: practice-information
---
From January we open on Saturday mornings, so you can come in without missing work.

Book a Saturday visit online or call us, and we will find a time that suits you.
`;
/** The Spanish file as the editor saves it with the Spanish empty: the shared fields only. */
const spanish = `---
date: 2026-01-02
translationPending: true
category: practice-information
---
`;

type Modules = {
  check: typeof import('@/lib/content/check');
  blog: typeof import('@/lib/blog');
  params: typeof import('@/lib/static-params');
  meta: typeof import('@/lib/page-metadata');
  rss: typeof import('@/lib/rss');
  sitemap: typeof import('@/lib/sitemap-sections');
  xml: typeof import('@/scripts/postbuild/sitemap');
  i18n: typeof import('@/lib/i18n');
  routes: typeof import('@/lib/routes');
};

async function load(en: string, es: string): Promise<Modules> {
  fs.rmSync(content, { recursive: true, force: true });
  fs.cpSync(source, content, { recursive: true });
  fs.writeFileSync(path.join(content, 'blog', 'en', `${post}.md`), en);
  fs.writeFileSync(path.join(content, 'blog', 'es', `${post}.md`), es);
  process.env.CONTENT_DIR = content;
  jest.resetModules();
  return {
    check: await import('@/lib/content/check'),
    blog: await import('@/lib/blog'),
    params: await import('@/lib/static-params'),
    meta: await import('@/lib/page-metadata'),
    rss: await import('@/lib/rss'),
    sitemap: await import('@/lib/sitemap-sections'),
    xml: await import('@/scripts/postbuild/sitemap'),
    i18n: await import('@/lib/i18n'),
    routes: await import('@/lib/routes'),
  };
}

afterAll(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

it('publishes the English and keeps the Spanish back, everywhere', async () => {
  const m = await load(english, spanish);
  expect(await m.check.contentProblems()).toEqual([]);
  const page = m.routes.routes.post(post);
  const slugs = (locale: 'en' | 'es') => m.blog.getPosts(locale).map((p) => p.slug);
  expect(slugs('en')).toContain(post);
  expect(slugs('es')).not.toContain(post);
  expect(slugs('es')).toHaveLength(slugs('en').length - 1);
  expect(m.params.postRoute('en').params()).toContainEqual({ slug: post });
  expect(
    m.params
      .postRoute('es')
      .params()
      .map((p) => p.slug),
  ).not.toContain(post);
  expect(m.blog.languagesOf(page)).toEqual(['en']);
  // The English page's head names no Spanish twin; the Spanish page is not exported.
  const languages = m.meta.metadataFor(page, 'en').alternates?.languages ?? {};
  expect(Object.keys(languages).sort()).toEqual(['en', 'x-default']);
  expect(() => m.meta.metadataFor(page, 'es')).toThrow();
  expect(m.rss.rssFeed('en')).toContain('Our New Saturday Hours');
  expect(m.rss.rssFeed('es')).not.toContain(page);
  const links = (locale: 'en' | 'es') =>
    m.sitemap
      .sitemapSections(locale)
      .flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.href)));
  expect(links('en')).toContain(page);
  expect(links('es')).not.toContain(page);
  const xml = [...m.xml.sitemapFields().keys()];
  expect(xml).toContain(page);
  expect(xml.filter((loc) => loc.startsWith('/es/blog/') && loc.includes(post))).toEqual([]);
  // The language switch of the English page leads to the Spanish blog; of any other page, its twin.
  expect(m.i18n.switchPath(page, 'es')).toBe(m.i18n.localizePath(m.routes.routes.blog, 'es'));
  const other = m.routes.routes.post(slugs('es')[0] ?? '');
  expect(m.i18n.switchPath(other, 'es')).toBe(m.i18n.localizePath(other, 'es'));
  // In a browser the page's links say it (no files to read): the same answers.
  expect(m.i18n.switchPath(page, 'es', true)).toBe(m.i18n.localizePath(m.routes.routes.blog, 'es'));
  expect(m.i18n.switchPath(other, 'es', false)).toBe(m.i18n.localizePath(other, 'es'));
  expect(m.i18n.switchPath(page, 'en')).toBe(page);
});

it('refuses the empty Spanish of a post without “Spanish later”', async () => {
  const m = await load(
    english.replace('translationPending: true\n', ''),
    spanish.replace('translationPending: true\n', ''),
  );
  const file = path.relative(process.cwd(), path.join(content, 'blog', 'es', `${post}.md`));
  expect(await m.check.contentProblems()).toEqual(
    expect.arrayContaining(
      ['title', 'excerpt', 'summary'].map((field) => `${file}: ${field} (es): is missing`),
    ),
  );
});
