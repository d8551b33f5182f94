import path from 'node:path';
import type { Locale } from '@/lib/i18n';
import { contentDir, readMarkdownFile, requireString } from '@/lib/markdown-file';
import type { LegalSlug } from '@/lib/routes';

export type LegalDoc = {
  slug: LegalSlug;
  title: string;
  description: string;
  updated: string;
  body: string;
};

/** A legal page in one language, from content/legal/<locale>/<slug>.md. */
export function getLegalDoc(locale: Locale, slug: LegalSlug): LegalDoc {
  const file = path.join(contentDir('legal', locale), `${slug}.md`);
  const { data, body } = readMarkdownFile(file, locale);
  return {
    slug,
    title: requireString(data, 'title', file),
    description: requireString(data, 'description', file),
    updated: requireString(data, 'updated', file),
    body,
  };
}
