import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { clinic } from '../lib/content/clinic';
import { services } from '../lib/content/services';
import { getPosts } from '../lib/blog';
import { defaultLocale, locales } from '../lib/i18n';
import { nodeIds } from '../lib/jsonld';
import { internalHref, localeOfPath, localizePath, routes } from '../lib/routes';
import { absoluteUrl } from '../lib/site';
import { StructuredDataValidator } from '../lib/structured-data';
import { OUT, outFile, sitemapPaths } from './support';
import { walk } from '../lib/walk';

/** Search-engine checks of the exported HTML itself: no browser needed. */

const htmlFiles = (dir = OUT) => walk(dir, { keep: (name) => name.endsWith('.html') });

/** Site path of an exported file: out/es/blog/index.html → /es/blog/. */
const sitePathOf = (file: string) =>
  `/${path.relative(OUT, file).split(path.sep).join('/')}`.replace(/index\.html$/, '');

const pages = htmlFiles().map((file) => {
  const html = fs.readFileSync(file, 'utf8');
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] as string) as Record<string, unknown>);
  return { path: sitePathOf(file), html, jsonLd };
});

test('every JSON-LD node of every exported page fits schema.org and Google', () => {
  const validator = new StructuredDataValidator();
  const errors: string[] = [];
  let nodes = 0;
  for (const page of pages)
    for (const data of page.jsonLd) {
      const report = validator.validate(data);
      nodes += report.nodes;
      errors.push(...report.errors.map((e) => `${page.path}: ${e}`));
    }
  console.log(`structured data: ${nodes} nodes on ${pages.length} pages`);
  expect(nodes).toBeGreaterThan(pages.length);
  expect(errors).toEqual([]);
});

test('every indexable page has structured data, and describes every @id it points at', () => {
  const problems: string[] = [];
  for (const sitePath of sitemapPaths()) {
    const page = pages.find((p) => p.path === sitePath);
    if (!page || page.jsonLd.length === 0) problems.push(`${sitePath}: no JSON-LD`);
  }
  let references = 0;
  for (const page of pages) {
    const { defined, referenced } = nodeIds(page.jsonLd);
    references += referenced.size;
    for (const id of referenced)
      if (!defined.has(id)) problems.push(`${page.path}: points at ${id}, described elsewhere`);
  }
  expect(references).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

/** The top-level nodes with an @id, with the page and language they are on. */
const identified = pages.flatMap((page) =>
  page.jsonLd.flatMap((data) =>
    typeof data['@id'] === 'string'
      ? [{ id: data['@id'], type: data['@type'], locale: localeOfPath(page.path), page, data }]
      : [],
  ),
);

test('a node with an @id says the same thing on every page of every language', () => {
  const first = new Map<string, { path: string; text: string }>();
  const problems: string[] = [];
  for (const { id, page, data } of identified) {
    const text = JSON.stringify(data);
    const seen = first.get(id);
    if (!seen) first.set(id, { path: page.path, text });
    else if (seen.text !== text) problems.push(`${id} differs on ${page.path} and ${seen.path}`);
  }
  expect(new Set(identified.map((n) => n.locale))).toEqual(new Set(locales));
  expect(problems).toEqual([]);
});

test('the clinic, the site and the doctor each have one @id in both languages', () => {
  for (const type of ['MedicalClinic', 'WebSite', 'Person']) {
    const ids = locales.map(
      (locale) =>
        new Set(identified.filter((n) => n.type === type && n.locale === locale).map((n) => n.id)),
    );
    // The same single id on both languages' pages: the default language's address of the thing.
    for (const set of ids) expect([type, ...set]).toEqual([type, ...(ids[0] ?? [])]);
    expect(ids[0]?.size).toBe(1);
    const [id] = [...(ids[0] ?? [])];
    expect(localeOfPath(new URL(id ?? '').pathname)).toBe(defaultLocale);
  }
});

test('the WebSite node is on each home page, and on every page that points at it', () => {
  const website = identified.find((n) => n.type === 'WebSite')?.id ?? '';
  const withSite = pages.filter((p) => p.jsonLd.some((d) => d['@type'] === 'WebSite'));
  const pointing = pages.filter((p) => nodeIds(p.jsonLd).referenced.has(website));
  for (const locale of locales)
    expect(withSite.map((p) => p.path)).toContain(localizePath(routes.home, locale));
  expect(pointing.length).toBeGreaterThan(0);
  for (const page of pointing) expect(withSite).toContain(page);
});

/** The content of a page's <meta property|name="…"> elements of one name. */
const metaValues = (html: string, name: string) =>
  [...html.matchAll(/<meta\s[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => new RegExp(`\\s(property|name)="${name}"`).test(tag))
    .map((tag) => /\scontent="([^"]*)"/.exec(tag)?.[1] ?? '');

test("every sharing image of every page is described in the page's language", () => {
  const problems: string[] = [];
  const alts = new Map<string, string>();
  for (const page of pages) {
    for (const prefix of ['og:image', 'twitter:image']) {
      const images = metaValues(page.html, prefix);
      const described = metaValues(page.html, `${prefix}:alt`).filter((alt) => alt.trim());
      if (described.length !== images.length)
        problems.push(`${page.path}: ${images.length} ${prefix}, ${described.length} described`);
    }
    alts.set(page.path, metaValues(page.html, 'og:image:alt').join());
  }
  for (const sitePath of sitemapPaths()) {
    if (!alts.get(sitePath)) problems.push(`${sitePath}: no og:image:alt`);
    // Its twin in another language describes the same picture in other words.
    for (const locale of locales.filter((l) => l !== localeOfPath(sitePath)))
      if (alts.get(localizePath(sitePath, locale)) === alts.get(sitePath))
        problems.push(`${sitePath}: the same og:image:alt as in ${locale}`);
  }
  expect(problems).toEqual([]);
});

test('home pages, the blog and every post announce the feed of their language', () => {
  const problems: string[] = [];
  for (const locale of locales) {
    const feed = absoluteUrl(internalHref(routes.blogRss, locale));
    const paths = [
      routes.home,
      routes.blog,
      ...getPosts(locale).map((p) => routes.post(p.slug)),
    ].map((p) => localizePath(p, locale));
    for (const sitePath of paths) {
      const html = fs.readFileSync(outFile(sitePath) as string, 'utf8');
      const link = /<link[^>]*type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? '';
      if (!link.includes(`href="${feed}"`) || !/\stitle="[^"]+"/.test(link))
        problems.push(`${sitePath}: ${link || 'no feed link'}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the Spanish 404 page has a Spanish title and description, and no page is current', () => {
  const en = fs.readFileSync(path.join(OUT, '404.html'), 'utf8');
  const es = fs.readFileSync(path.join(OUT, 'es', '404.html'), 'utf8');
  const head = (html: string) => [
    /<title>([^<]*)<\/title>/.exec(html)?.[1],
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  ];
  expect(head(en)[0]).toMatch(/Page Not Found/);
  expect(head(es)[0]).toMatch(/Página no encontrada/);
  expect(head(es)[1]).toMatch(/La página que busca no existe/);
  for (const html of [en, es]) expect(html).not.toContain('aria-current="page"');
});

test('the sitemap dates each post by its last change and never by the build', () => {
  const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const lastmod = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
      new URL(m[1] as string).pathname,
      m[2],
    ]),
  );
  expect(lastmod.size).toBe(sitemapPaths().length);
  for (const locale of locales)
    for (const post of getPosts(locale))
      expect(lastmod.get(localizePath(routes.post(post.slug), locale))).toBe(post.updated);
  // Other pages carry the day their content last changed (or nothing), never a build timestamp.
  for (const date of lastmod.values())
    if (date !== undefined) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('each home page’s heading names the care and the city, in its language', () => {
  const care = services().filter((s) => s.slug === 'chiropractic' || s.slug === 'acupuncture');
  expect(care).toHaveLength(2);
  for (const locale of locales) {
    const html = fs.readFileSync(outFile(localizePath(routes.home, locale)) as string, 'utf8');
    const h1 = (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
    const words = [clinic().address.locality, ...care.map((s) => s.copy[locale].navTitle)];
    for (const word of words) expect(h1.toLowerCase()).toContain(word.toLowerCase());
  }
});

/** The visible text of a page's logo link: the business name, as the header writes it. */
const logoText = (html: string) =>
  /<a\s[^>]*data-testid="logo"[^>]*>([\s\S]*?)<\/a>/
    .exec(html)?.[1]
    ?.replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

test('the header names the business untranslated on every page of both languages', () => {
  const problems: string[] = [];
  const checked = new Set<string>();
  for (const sitePath of sitemapPaths()) {
    const page = pages.find((p) => p.path === sitePath);
    const text = page && logoText(page.html);
    if (text !== clinic().name) problems.push(`${sitePath}: "${text ?? 'no logo link'}"`);
    checked.add(localeOfPath(sitePath));
  }
  expect(checked).toEqual(new Set(locales));
  expect(problems).toEqual([]);
});
