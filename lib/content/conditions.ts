import { contentFile, loader } from '@/lib/content/read';
import { contentKinds, readEntries } from '@/lib/content/kinds';
import {
  categorySlugs,
  type CategorySlug,
  type PageCopy,
  type StepsVariant,
} from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';
import { fillLocalized } from '@/lib/content/placeholders';
import { reviewOf, type Review } from '@/lib/content/review';
import { withReferences } from '@/lib/content/sources';
import type { Source } from '@/lib/content/schemas';

export type ConditionPage = {
  slug: string;
  category: CategorySlug;
  steps: StepsVariant;
  review: Review;
  copy: Record<Locale, PageCopy>;
  references: Record<Locale, Source[]>;
};

/**
 * Condition pages: one YAML file each in content/conditions/, both languages
 * inside, named by the slug. Routes, menus, category cards, static params and
 * the sitemap come from this list: adding a condition is adding its file.
 * In menu order: by category, then by slug.
 */
export const conditions = loader((): readonly ConditionPage[] => {
  return readEntries(contentKinds().conditions)
    .map(({ slug, copy }) => ({
      slug,
      category: copy.en.category,
      steps: copy.en.steps,
      review: reviewOf(copy.en),
      ...withReferences(
        fillLocalized(copy, contentFile(`conditions/${slug}.yaml`)),
        contentFile(`conditions/${slug}.yaml`),
      ),
    }))
    .sort(
      (a, b) =>
        categorySlugs.indexOf(a.category) - categorySlugs.indexOf(b.category) ||
        a.slug.localeCompare(b.slug),
    );
});

export function getCondition(category: string, slug: string): ConditionPage | undefined {
  return conditions().find((c) => c.category === category && c.slug === slug);
}

export function conditionsIn(category: CategorySlug): ConditionPage[] {
  return conditions().filter((c) => c.category === category);
}
