// What the build makes of a content folder, printed as JSON for e2e/editor.spec.ts:
// run with CONTENT_DIR and PUBLIC_DIR pointing at the folder the editor wrote into
// (`node --import tsx e2e/editor-probe.ts`). The same loaders as `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentProblems } from '@/lib/content/check';
import { locales, type Locale } from '@/lib/i18n';

/** One value per language, keyed by its code. */
const byLocale = <T>(of: (locale: Locale) => T) =>
  Object.fromEntries(locales.map((l) => [l, of(l)])) as Record<Locale, T>;

async function main() {
  const problems = await contentProblems();
  if (problems.length > 0) return console.log(JSON.stringify({ problems }));
  // The loaders read the content when imported: only once it is known to be sound.
  const { getPosts } = await import('@/lib/blog');
  const { buildDay, upcoming, shownOn } = await import('@/lib/content/closures');
  const { clinic } = await import('@/lib/content/clinic');
  const { clinicJsonLd } = await import('@/lib/jsonld');
  const { writeImageVariants } = await import('@/scripts/postbuild/images');
  const { hasVariants } = await import('@/lib/images');
  // The build's image step over the uploaded pictures, as it runs over out/.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-out-'));
  const media = path.join(process.env.PUBLIC_DIR ?? 'public', 'media');
  if (fs.existsSync(media)) fs.cpSync(media, path.join(out, 'media'), { recursive: true });
  await writeImageVariants(out);
  const variants = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.webp'))
    .map((f) => `/${f}`);
  fs.rmSync(out, { recursive: true, force: true });
  const json = clinicJsonLd() as unknown as Record<string, unknown>;
  // What the pages render from it: the hours table (contact page and others), the top
  // banner and the footer, in each language; the sitemap, the feeds and the search index.
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { HoursTable } = await import('@/components/hours-table');
  const { ClosureBanner } = await import('@/components/closure-notice');
  const { Footer } = await import('@/components/footer/footer');
  const { sitemapFields } = await import('@/scripts/postbuild/sitemap');
  const { rssFeed } = await import('@/lib/rss');
  const { sitePaths, siteRedirects } = await import('@/lib/static-params');
  const { markdownLinks } = await import('@/lib/markdown');
  const { entryFindings, findingText } = await import('@/lib/content/findings');
  const { rawEntries } = await import('@/lib/content/raw-entries');
  const { siteIndex } = await import('@/lib/content/site-index');
  const pages = (locale: Locale) => ({
    hours: renderToStaticMarkup(createElement(HoursTable, { locale })),
    banner: renderToStaticMarkup(
      createElement(ClosureBanner, { locale, closures: upcoming(buildDay()), today: buildDay() }),
    ),
    footer: renderToStaticMarkup(createElement(Footer, { locale })),
    rss: rssFeed(locale),
  });
  const posts = (locale: Locale) =>
    getPosts(locale).map((p) => ({
      slug: p.slug,
      title: p.title,
      image: p.image,
      imageAlt: p.imageAlt,
      variants: hasVariants(p.image.src),
    }));
  console.log(
    JSON.stringify({
      problems,
      ...byLocale(posts),
      today: buildDay(),
      upcoming: upcoming(buildDay()),
      banner: shownOn(buildDay()),
      hours: clinic().hours,
      openingHours: json.openingHoursSpecification,
      specialHours: json.specialOpeningHoursSpecification,
      variants,
      html: byLocale(pages),
      sitemap: [...sitemapFields().keys()],
      searched: sitePaths(),
      redirects: siteRedirects(),
      links: getPosts('en').map((p) => ({ slug: p.slug, links: markdownLinks(p.body ?? '') })),
      // What `npm test` would ask to fix (lib/content.test.ts).
      fixes: rawEntries().flatMap((e) =>
        entryFindings(e.kind, e.id, e.copy, siteIndex())
          .filter((f) => f.level === 'fix')
          .map((f) => `${e.kind} ${e.id}: ${findingText(f)}`),
      ),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
