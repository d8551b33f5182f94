import { contentKinds, readEntries, readFacts } from '@/lib/content/kinds';
import type { Locale } from '@/lib/i18n';
import { fillDeep } from '@/lib/placeholders';
import type { LegalSlug } from '@/lib/routes';

const kinds = contentKinds();
const docs = readEntries(kinds.legal);

export type LegalDoc = {
  slug: LegalSlug;
  title: string;
  description: string;
  updated: string;
  body: string;
};

/** A legal page in one language (content/legal/<locale>/<slug>.md), clinic facts filled in. */
export function getLegalDoc(locale: Locale, slug: LegalSlug): LegalDoc {
  const doc = docs.find((d) => d.slug === slug);
  if (!doc) throw new Error(`content/legal/${locale}/${slug}.md: the file is missing`);
  return { slug, ...fillDeep(doc.copy[locale], locale, `content/legal/${locale}/${slug}.md`) };
}

/** Language-assistance taglines (Section 1557), each shown with its own lang attribute. */
export const taglines = readFacts(kinds.taglines).taglines;
