import { ConditionPage } from '@/components/pages/condition-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { conditionRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A condition's page, in a language: what its route files export. */
export const conditionFiles = (locale: Locale) =>
  dynamicRoute(
    conditionRoute(locale),
    (p) => routes.condition(p.category, p.condition),
    (p) => <ConditionPage locale={locale} category={p.category} slug={p.condition} />,
    locale,
  );
