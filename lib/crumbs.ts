import { getCategory } from '@/lib/content/services';
import { practicePages, type PracticePage } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import type { Crumb } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

/** Breadcrumb trails from the home page, shared by the pages of a family. */

export function homeCrumb(locale: Locale): Crumb {
  return { name: dictionary(locale)('home'), path: routes.home };
}

/** Hub of each practice page that has one. */
const parents: Partial<Record<PracticePage, PracticePage>> = {
  forms: 'patients',
  reviewUs: 'patients',
  team: 'about',
  testimonials: 'about',
};

export function practiceCrumbs(locale: Locale, page: PracticePage): Crumb[] {
  const parent = parents[page];
  const crumb = (p: PracticePage) => ({
    name: practicePages()[p].copy[locale].title,
    path: practicePages()[p].path,
  });
  return [homeCrumb(locale), ...(parent ? [crumb(parent)] : []), crumb(page)];
}

export function servicesCrumbs(locale: Locale): Crumb[] {
  return [homeCrumb(locale), { name: dictionary(locale)('services'), path: routes.services }];
}

export function categoryCrumbs(locale: Locale, slug: string): Crumb[] {
  const category = getCategory(slug);
  return [
    ...servicesCrumbs(locale),
    { name: dictionary(locale)('chiropractic'), path: routes.service('chiropractic') },
    ...(category
      ? [{ name: category.copy[locale].navTitle, path: routes.category(category.slug) }]
      : []),
  ];
}

export function blogCrumbs(locale: Locale): Crumb[] {
  return [homeCrumb(locale), { name: dictionary(locale)('blog'), path: routes.blog }];
}
