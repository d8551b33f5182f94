import type { ServicePage } from '@/content/types';
import { fillLocalized } from '@/lib/placeholders';
import { service as acupuncture } from './acupuncture';
import { service as autoInjury } from './auto-injury';
import { service as chiropractic } from './chiropractic';
import { service as golf } from './golf';

import { servicesOverview as overview } from './overview';

export const servicesOverview = {
  ...overview,
  copy: fillLocalized(overview.copy, 'services overview'),
};

export const services: readonly ServicePage[] = [chiropractic, acupuncture, autoInjury, golf].map(
  (s) => ({
    ...s,
    copy: fillLocalized(s.copy, `service ${s.slug}`),
  }),
);

export function getService(slug: string): ServicePage | undefined {
  return services.find((s) => s.slug === slug);
}
