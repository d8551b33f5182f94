import { conditionsIn, getCondition } from '@/lib/content/conditions';
import { categories, getService } from '@/lib/content/services';
import type { ServiceSlug } from '@/lib/content/slugs';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { legalSlugs, routes, type LegalSlug } from '@/lib/routes';

/** A menu entry. Paths are English; components localise them. */
export type NavItem = { label: string; href: string; children?: NavItem[] };

const legalKeys = {
  accessibility: 'accessibility',
  'anti-discrimination': 'antiDiscrimination',
  'healthcare-disclaimer': 'healthcareDisclaimer',
  'hipaa-policy': 'hipaaPolicy',
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  'good-faith-estimate': 'goodFaithEstimate',
} as const satisfies Record<LegalSlug, string>;

const serviceKeys = {
  chiropractic: 'chiropractic',
  acupuncture: 'acupuncture',
  'auto-injury': 'autoInjuryRelief',
  golf: 'golf',
} as const satisfies Record<ServiceSlug, string>;

export function legalLabel(locale: Locale, slug: LegalSlug): string {
  return dictionary(locale)(legalKeys[slug]);
}

export function serviceLabel(locale: Locale, slug: ServiceSlug): string {
  return dictionary(locale)(serviceKeys[slug]);
}

function serviceItems(locale: Locale): NavItem[] {
  return (Object.keys(serviceKeys) as ServiceSlug[]).map((slug) => ({
    label: serviceLabel(locale, slug),
    href: routes.service(slug),
    children:
      slug === 'chiropractic'
        ? categories().map((c) => ({
            label: c.copy[locale].navTitle,
            href: routes.category(c.slug),
            children: conditionsIn(c.slug).map((p) => ({
              label: p.copy[locale].navTitle,
              href: routes.condition(p.category, p.slug),
            })),
          }))
        : undefined,
  }));
}

/** The header menu (desktop dropdowns and the mobile slide-in render the same tree). */
export function headerMenu(locale: Locale): NavItem[] {
  const t = dictionary(locale);
  return [
    { label: t('home'), href: routes.home },
    {
      label: t('services'),
      href: routes.services,
      children: [{ label: t('allServices'), href: routes.services }, ...serviceItems(locale)],
    },
    {
      label: t('patients'),
      href: routes.patients,
      children: [
        { label: t('patientsOverview'), href: routes.patients },
        { label: t('newPatientSpecial'), href: routes.newPatientSpecial },
        { label: t('forms'), href: routes.forms },
        { label: t('reviewUs'), href: routes.reviewUs },
        { label: t('blog'), href: routes.blog },
      ],
    },
    {
      label: t('about'),
      href: routes.about,
      children: [
        { label: t('aboutOverview'), href: routes.about },
        { label: t('meetOurTeam'), href: routes.team },
        { label: t('testimonials'), href: routes.testimonials },
      ],
    },
    { label: t('blog'), href: routes.blog },
    { label: t('contact'), href: routes.contact },
  ];
}

export function footerQuickLinks(locale: Locale): NavItem[] {
  const t = dictionary(locale);
  return [
    { label: t('home'), href: routes.home },
    { label: t('about'), href: routes.about },
    { label: t('meetOurTeam'), href: routes.team },
    { label: t('testimonials'), href: routes.testimonials },
    { label: t('newPatientSpecial'), href: routes.newPatientSpecial },
    { label: t('forms'), href: routes.forms },
    { label: t('blog'), href: routes.blog },
    { label: t('contactUs'), href: routes.contact },
  ];
}

export function footerServices(locale: Locale): NavItem[] {
  const t = dictionary(locale);
  const backPain = getCondition('spine-related', 'back-pain');
  return [
    ...(Object.keys(serviceKeys) as ServiceSlug[])
      .filter((slug) => getService(slug))
      .map((slug) => ({ label: serviceLabel(locale, slug), href: routes.service(slug) })),
    ...(backPain
      ? [{ label: t('backPainTreatment'), href: routes.condition('spine-related', 'back-pain') }]
      : []),
  ];
}

export function legalLinks(locale: Locale): NavItem[] {
  return legalSlugs.map((slug) => ({ label: legalLabel(locale, slug), href: routes.legal(slug) }));
}
