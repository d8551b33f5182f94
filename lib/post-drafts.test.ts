/**
 * @jest-environment node
 *
 * A post kept as a draft ("Draft (not published)" on, `draft: true` in both files, as the editor
 * saves a shared field): on a copy of content/, it passes the content check but is built
 * nowhere and listed nowhere, in either language: no page, listing, feed, sitemap, search
 * entry, related-article link or address a link may point at; the preview's checks say it is a
 * draft. A published post turned into a draft leaves like a deleted one: its addresses answer
 * with a redirect to the blog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
const content = path.join(root, 'content');
const source = process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
const post = 'our-new-saturday-hours';
const front = (title: string, excerpt: string, address = '') => `---
title: ${title}
${address ? `address: ${address}\n` : ''}draft: true
excerpt: ${excerpt}
summary: ${excerpt}
date: 2026-01-02
category: practice-information
---
${excerpt}

${excerpt}
`;
const english = front(
  'Our New Saturday Hours',
  'From January we open on Saturday mornings, so you can come in without missing work.',
);
const spanish = front(
  'Nuestro nuevo horario de los sábados',
  'Desde enero abrimos los sábados por la mañana, para que venga sin faltar al trabajo.',
  'nuestro-nuevo-horario-de-los-sabados',
);

type Modules = {
  check: typeof import('@/lib/content/check');
  blog: typeof import('@/lib/blog');
  params: typeof import('@/lib/static-params');
  rss: typeof import('@/lib/rss');
  sitemap: typeof import('@/lib/sitemap-sections');
  xml: typeof import('@/scripts/postbuild/sitemap');
  related: typeof import('@/lib/related-posts');
  findings: typeof import('@/lib/content/findings');
  raw: typeof import('@/lib/content/raw-entries');
  index: typeof import('@/lib/content/site-index');
  i18n: typeof import('@/lib/i18n');
  routes: typeof import('@/lib/routes');
};

/** A fresh copy of the content, changed by `edit`, and the build's modules reading it. */
async function load(edit: (blog: string) => void): Promise<Modules> {
  fs.rmSync(content, { recursive: true, force: true });
  fs.cpSync(source, content, { recursive: true });
  edit(path.join(content, 'blog'));
  process.env.CONTENT_DIR = content;
  jest.resetModules();
  return {
    check: await import('@/lib/content/check'),
    blog: await import('@/lib/blog'),
    params: await import('@/lib/static-params'),
    rss: await import('@/lib/rss'),
    sitemap: await import('@/lib/sitemap-sections'),
    xml: await import('@/scripts/postbuild/sitemap'),
    related: await import('@/lib/related-posts'),
    findings: await import('@/lib/content/findings'),
    raw: await import('@/lib/content/raw-entries'),
    index: await import('@/lib/content/site-index'),
    i18n: await import('@/lib/i18n'),
    routes: await import('@/lib/routes'),
  };
}

/** Every address a language's lists name: listing, sitemap page, sitemap file, feed. */
function listed(m: Modules, locale: 'en' | 'es') {
  return [
    ...m.blog
      .getPosts(locale)
      .map((p) => m.i18n.localizePath(m.routes.routes.post(p.slug), locale)),
    ...m.sitemap
      .sitemapSections(locale)
      .flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.href))),
    ...[...m.xml.sitemapFields().keys()],
    ...[...m.rss.rssFeed(locale).matchAll(/<link>([^<]*)<\/link>/g)].map((l) => l[1] ?? ''),
  ].join('\n');
}

afterAll(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

it('builds a draft nowhere and lists it nowhere, in either language', async () => {
  const m = await load((blog) => {
    fs.writeFileSync(path.join(blog, 'en', `${post}.md`), english);
    fs.writeFileSync(path.join(blog, 'es', `${post}.md`), spanish);
  });
  expect(await m.check.contentProblems()).toEqual([]);
  const enPosts = m.blog.getPosts('en');
  expect(enPosts.length).toBeGreaterThan(10);
  for (const locale of ['en', 'es'] as const) {
    expect(m.blog.getPosts(locale).map((p) => p.slug)).not.toContain(post);
    expect(m.params.postParams(locale)).not.toContainEqual({ slug: post });
    const lists = listed(m, locale);
    expect(lists).toContain(m.i18n.localizePath(m.routes.routes.post(enPosts[0]!.slug), locale));
    expect(lists).not.toContain(post);
    expect(lists).not.toContain('nuestro-nuevo-horario');
    expect(lists).not.toContain('Saturday Hours');
  }
  // The search index (made from the exported pages, sitePaths) and the pages a link may name.
  expect(m.params.sitePaths()).not.toContain(m.routes.routes.post(post));
  expect(m.index.siteIndex().pages).not.toContain(m.routes.routes.post(post));
  expect(m.params.siteRedirects().map((r) => r.to)).not.toContain(m.routes.routes.post(post));
  // The preview's checks say it is a draft.
  const entry = m.raw.rawEntries().find((e) => e.kind === 'posts' && e.id === post);
  expect(entry).toBeDefined();
  const found = m.findings.entryFindings('posts', post, entry!.copy, m.index.siteIndex());
  expect(found.map((f) => m.findings.findingText(f))).toContainEqual(
    expect.stringMatching(/^Draft: this post is not published\./),
  );
  // Turned off, the same post is published in both languages.
  const live = await load((blog) => {
    fs.writeFileSync(path.join(blog, 'en', `${post}.md`), english.replace('draft: true\n', ''));
    fs.writeFileSync(path.join(blog, 'es', `${post}.md`), spanish.replace('draft: true\n', ''));
  });
  expect(await live.check.contentProblems()).toEqual([]);
  expect(live.blog.getPosts('es').map((p) => p.slug)).toContain(post);
  expect(listed(live, 'es')).toContain('nuestro-nuevo-horario-de-los-sabados');
});

it('takes a published post turned into a draft off the site, its addresses redirected', async () => {
  const published = fs
    .readdirSync(path.join(source, 'blog', 'en'))
    .sort()[0]!
    .slice(0, -3);
  const m = await load((blog) => {
    for (const locale of ['en', 'es']) {
      const file = path.join(blog, locale, `${published}.md`);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
    }
  });
  expect(await m.check.contentProblems()).toEqual([]);
  const page = m.routes.routes.post(published);
  for (const locale of ['en', 'es'] as const) {
    expect(m.blog.getPosts(locale).map((p) => p.slug)).not.toContain(published);
    expect(listed(m, locale)).not.toContain(m.i18n.localizePath(page, locale));
    expect(m.params.siteRedirects()).toContainEqual({
      from: m.i18n.localizePath(page, locale),
      to: m.i18n.localizePath(m.routes.routes.blog, locale),
    });
  }
  // No post's related articles lead to it.
  for (const other of m.blog.getPosts('en'))
    expect(
      m.related.postsLinkingTo('en', m.routes.routes.post(other.slug)).map((p) => p.slug),
    ).not.toContain(published);
});
