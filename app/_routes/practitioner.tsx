import { PractitionerPage } from '@/components/pages/practitioner-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { practitionerRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A practitioner's profile page, in a language: what its route files export. */
export const practitionerFiles = (locale: Locale) =>
  dynamicRoute(
    practitionerRoute(locale),
    (p) => routes.practitioner(p.person),
    (p) => <PractitionerPage locale={locale} id={p.person} />,
    locale,
  );
