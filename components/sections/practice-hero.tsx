import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { practicePages, type PracticePage } from '@/lib/content/pages';
import { practiceCrumbs } from '@/lib/crumbs';
import type { Locale } from '@/lib/i18n';

/** The banner of a practice page: its title, summary and breadcrumbs through its hub. */
export function PracticeHero({
  page,
  locale,
  children,
}: {
  page: PracticePage;
  locale: Locale;
  children?: ReactNode;
}) {
  const { title, summary } = practicePages()[page].copy[locale];
  return (
    <PageHero locale={locale} title={title} summary={summary} crumbs={practiceCrumbs(locale, page)}>
      {children}
    </PageHero>
  );
}
