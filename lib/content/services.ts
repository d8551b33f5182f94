import { contentFile, loader } from '@/lib/content/read';
import { contentKinds, pageKind, readEntries, readFile } from '@/lib/content/kinds';
import { ContentError } from '@/lib/content/read';
import {
  categorySlugs,
  serviceSlugs,
  type PageCopy,
  type ServiceSlug,
  type StepsVariant,
} from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';
import { fillLocalized } from '@/lib/content/placeholders';
import { reviewOf, type Review } from '@/lib/content/review';
import { withReferences } from '@/lib/content/sources';
import type { Source } from '@/lib/content/schemas';

/** The files of a kind whose slugs the routes fix: exactly one file a slug. */
function exactly<T extends { slug: string }>(
  entries: T[],
  slugs: readonly string[],
  folder: string,
) {
  const missing = slugs.filter((s) => !entries.some((e) => e.slug === s));
  const extra = entries.filter((e) => !slugs.includes(e.slug)).map((e) => e.slug);
  const problems = [
    ...missing.map(
      (s) =>
        `${contentFile(folder, `${s}.yaml`)}: the file is missing, and the site cannot do without it: the ${folder} are fixed in lib/content/slugs.ts (${slugs.join(', ')}), each with its page and menu entry. Restore the file from the repository's history; to remove "${s}" itself, a developer takes it out of that list and its words out of lib/i18n.ts.`,
    ),
    ...extra.map(
      (s) =>
        `${contentFile(folder, `${s}.yaml`)}: unknown ${folder} (one of ${slugs.join(', ')}, fixed in lib/content/slugs.ts): rename the file to one of them, or a developer adds "${s}" to that list.`,
    ),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

export type ServicePage = {
  slug: ServiceSlug;
  steps: StepsVariant;
  review: Review;
  copy: Record<Locale, PageCopy & { heroKicker: string }>;
  references: Record<Locale, Source[]>;
};

/** The four services, in menu order (content/services/<slug>.yaml). */
export const services = loader((): readonly ServicePage[] => {
  return exactly(readEntries(contentKinds().services), serviceSlugs, 'services')
    .map(({ slug, copy }) => ({
      slug: slug as ServiceSlug,
      steps: copy.en.steps,
      review: reviewOf(copy.en),
      ...withReferences(
        fillLocalized(copy, contentFile(`services/${slug}.yaml`)),
        contentFile(`services/${slug}.yaml`),
      ),
    }))
    .sort((a, b) => serviceSlugs.indexOf(a.slug) - serviceSlugs.indexOf(b.slug));
});

export function getService(slug: string): ServicePage | undefined {
  return services().find((s) => s.slug === slug);
}

/** The /services overview (content/pages/services.yaml). */
export const servicesOverview = loader(() => {
  const overview = fillLocalized(readFile(pageKind('services')), 'content/pages/services.yaml');
  return { image: overview.en.image, copy: overview };
});

/** The five chiropractic categories, in menu order (content/categories/<slug>.yaml). */
export const categories = loader(() => {
  return exactly(readEntries(contentKinds().categories), categorySlugs, 'categories')
    .map(({ slug, copy }) => ({
      slug: slug as (typeof categorySlugs)[number],
      image: copy.en.image,
      copy: fillLocalized(copy, contentFile(`categories/${slug}.yaml`)),
    }))
    .sort((a, b) => categorySlugs.indexOf(a.slug) - categorySlugs.indexOf(b.slug));
});

export type CategoryPage = ReturnType<typeof categories>[number];

export function getCategory(slug: string): CategoryPage | undefined {
  return categories().find((c) => c.slug === slug);
}
