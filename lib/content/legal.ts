import { contentKinds, readEntries, readFacts } from '@/lib/content/kinds';
import { followMoves } from '@/lib/content/moved-pages';
import { ContentError, contentFile, loader } from '@/lib/content/read';
import { locales, type Locale } from '@/lib/i18n';
import { fillDeep } from '@/lib/content/placeholders';
import { legalSlugs, type LegalSlug } from '@/lib/routes';

export type LegalDoc = {
  slug: LegalSlug;
  title: string;
  description: string;
  updated: string;
  body: string;
};

/** Every legal page the routes name, in every language, clinic facts filled in. */
function readLegal() {
  const entries = readEntries(contentKinds().legal);
  const file = (locale: Locale, slug: string) => contentFile('legal', locale, `${slug}.md`);
  const missing = legalSlugs.filter((slug) => !entries.some((e) => e.slug === slug));
  if (missing.length > 0)
    throw new ContentError(
      missing.map(
        (slug) =>
          `${file('en', slug)}: the file is missing, and the site cannot do without it: the legal pages are fixed in lib/routes.ts (legalSlugs), each linked from every page's footer. Restore the file from the repository's history.`,
      ),
    );
  return new Map(
    entries.map(({ slug, copy }) => [
      slug,
      Object.fromEntries(
        locales.map((l) => {
          const doc = fillDeep(copy[l], l, file(l, slug));
          return [l, { slug, ...doc, body: followMoves(doc.body, l) }];
        }),
      ) as Record<Locale, LegalDoc>,
    ]),
  );
}

/** Every legal page in every language, checked (lib/content/check.ts asks for them all). */
export const legalDocs = loader(readLegal);

/** A legal page in one language (content/legal/<locale>/<slug>.md). */
export function getLegalDoc(locale: Locale, slug: LegalSlug): LegalDoc {
  const doc = legalDocs().get(slug)?.[locale];
  if (!doc) throw new Error(`No legal page ${slug} in ${locale}`);
  return doc;
}

/** Language-assistance taglines (Section 1557), each shown with its own lang attribute. */
export const taglines = loader(() => readFacts(contentKinds().taglines).taglines);
