'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { dayIn } from '@/lib/closure-days';

/**
 * Shows each holiday closure on the visitor's own day: the export shows what
 * was true when it was built, and a page may be read days later (or from the
 * service worker's cache). Each closure element carries its first and last
 * day to show (components/closure-notice.tsx); this only toggles `hidden`.
 */
export function ClosureDates({ timeZone }: { timeZone: string }) {
  const path = usePathname();
  useEffect(() => {
    const today = dayIn(timeZone);
    for (const el of document.querySelectorAll<HTMLElement>('[data-closure-from]')) {
      const { closureFrom = '', closureUntil = '' } = el.dataset;
      el.hidden = !(closureFrom <= today && today <= closureUntil);
    }
  }, [path, timeZone]);
  return null;
}
