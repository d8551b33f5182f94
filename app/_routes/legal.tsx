import { LegalPage } from '@/components/pages/legal-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { legalRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A legal page, in a language: what its route files export. */
export const legalFiles = (locale: Locale) =>
  dynamicRoute(
    legalRoute(locale),
    (p) => routes.legal(p.legal),
    (p) => <LegalPage locale={locale} slug={p.legal} />,
    locale,
  );
