import { ServicePage } from '@/components/pages/service-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { serviceTypeRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A service's page (chiropractic has its own route), in a language: what its route files export. */
export const serviceFiles = (locale: Locale) =>
  dynamicRoute(
    serviceTypeRoute(locale),
    (p) => routes.service(p.serviceType),
    (p) => <ServicePage locale={locale} slug={p.serviceType} />,
    locale,
  );
