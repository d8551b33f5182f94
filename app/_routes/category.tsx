import { CategoryPage } from '@/components/pages/category-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { categoryRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A category's page, in a language: what its route files export. */
export const categoryFiles = (locale: Locale) =>
  dynamicRoute(
    categoryRoute(locale),
    (p) => routes.category(p.category),
    (p) => <CategoryPage locale={locale} slug={p.category} />,
    locale,
  );
