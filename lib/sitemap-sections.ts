import { conditions, getCondition } from '@/lib/content/conditions';
import { categories, getService } from '@/lib/content/services';
import type { ServiceSlug } from '@/lib/content/slugs';
import { practitioners } from '@/lib/content/team';
import { dictionary, type MessageKey } from '@/lib/ui';
import { getPosts } from '@/lib/blog';
import type { Locale } from '@/lib/i18n';
import { legalLabel, serviceLabel } from '@/lib/navigation';
import { BLOG_PAGE_SIZE, canonicalPaths, isLegalSlug, routes } from '@/lib/routes';

export type SitemapLink = { href: string; label: string };
export type SitemapGroup = { heading: string; links: SitemapLink[] };
export type SitemapSection = { key: string; heading: string; groups: SitemapGroup[] };

const sectionKeys = [
  'services',
  'conditions',
  'blog',
  'patients',
  'about',
  'legal',
  'general',
] as const;
type SectionKey = (typeof sectionKeys)[number];

const pageLabels: Partial<Record<string, MessageKey>> = {
  [routes.home]: 'home',
  [routes.blog]: 'blog',
  [routes.patients]: 'patientsOverview',
  [routes.forms]: 'forms',
  [routes.reviewUs]: 'reviewUs',
  [routes.newPatientSpecial]: 'newPatientSpecial',
  [routes.about]: 'aboutOverview',
  [routes.team]: 'meetOurTeam',
  [routes.testimonials]: 'testimonials',
  [routes.contact]: 'contact',
  [routes.appointment]: 'bookAppointment',
  [routes.sitemap]: 'sitemapTitle',
};

/**
 * Every canonical page of a language, grouped by section for the HTML
 * sitemap: services, conditions by category, blog posts by year (newest
 * first, so ten years of posts read as ten short lists), patients, about,
 * legal, and the rest. Built from the route table and the
 * content loaders, so a new page appears here without editing this file;
 * a canonical page this function cannot name is an error.
 */
export function sitemapSections(locale: Locale): SitemapSection[] {
  const t = dictionary(locale);
  const posts = getPosts(locale);
  const blogPages = Math.ceil(posts.length / BLOG_PAGE_SIZE);
  const bySection = new Map<SectionKey, Map<string, SitemapLink[]>>(
    sectionKeys.map((k) => [k, new Map()]),
  );
  const add = (section: SectionKey, group: string, href: string, label: string) => {
    const groups = bySection.get(section) as Map<string, SitemapLink[]>;
    groups.set(group, [...(groups.get(group) ?? []), { href, label }]);
  };

  for (const path of canonicalPaths(
    posts.map((p) => p.slug),
    conditions(),
    practitioners().map((p) => p.id),
  )) {
    const parts = path.split('/').filter(Boolean);
    const [first, second, third, fourth] = parts;
    if (path === routes.services) add('services', '', path, t('allServices'));
    else if (first === 'services' && second && !third && getService(second))
      add('services', '', path, serviceLabel(locale, second as ServiceSlug));
    else if (first === 'services' && third && !fourth) {
      const category = categories().find((c) => c.slug === third);
      if (!category) throw new Error(`sitemap: unknown category ${path}`);
      add('conditions', category.copy[locale].navTitle, path, category.copy[locale].title);
    } else if (first === 'services' && third && fourth) {
      const condition = getCondition(third, fourth);
      const category = categories().find((c) => c.slug === third);
      if (!condition || !category) throw new Error(`sitemap: unknown condition ${path}`);
      add('conditions', category.copy[locale].navTitle, path, condition.copy[locale].title);
    } else if (first === 'blog' && second === 'page' && third)
      add('blog', '', path, t('blogPageTitle', { page: third, pages: blogPages }));
    else if (first === 'blog' && second) {
      const post = posts.find((p) => p.slug === second);
      if (!post) throw new Error(`sitemap: unknown post ${path}`);
      add('blog', post.date.slice(0, 4), path, post.title);
    } else if (path.startsWith(routes.team) && path !== routes.team) {
      const person = practitioners().find((p) => routes.practitioner(p.id) === path);
      if (!person) throw new Error(`sitemap: unknown profile ${path}`);
      add('about', '', path, person.copy[locale].name);
    } else if (first && isLegalSlug(first) && !second)
      add('legal', '', path, legalLabel(locale, first));
    else {
      const key = pageLabels[path];
      if (!key) throw new Error(`sitemap: no label for ${path}`);
      const section: SectionKey =
        first === 'patients' || path === routes.newPatientSpecial
          ? 'patients'
          : first === 'about'
            ? 'about'
            : first === 'blog'
              ? 'blog'
              : 'general';
      add(section, '', path, t(key));
    }
  }

  const headings: Record<SectionKey, string> = {
    services: t('services'),
    conditions: t('sitemapConditions'),
    blog: t('blog'),
    patients: t('patients'),
    about: t('about'),
    legal: t('sitemapLegal'),
    general: t('sitemapGeneral'),
  };
  return sectionKeys
    .map((key) => ({
      key,
      heading: headings[key],
      groups: [...(bySection.get(key) ?? new Map<string, SitemapLink[]>())].map(
        ([heading, links]) => ({ heading, links }),
      ),
    }))
    .filter((s) => s.groups.length > 0);
}
