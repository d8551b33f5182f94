import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { practicePages, type PracticePage } from '@/content/pages';
import type { BasicCopy } from '@/content/types';
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
  const copy: BasicCopy = practicePages[page].copy[locale];
  return (
    <PageHero
      locale={locale}
      title={copy.title}
      summary={copy.summary}
      crumbs={practiceCrumbs(locale, page)}
    >
      {children}
    </PageHero>
  );
}
