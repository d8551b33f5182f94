'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { dayIn, localDay } from '@/lib/closure-days';

/**
 * Shows each holiday closure on the visitor's own day: the export shows what
 * was true when it was built, and a page may be read days later (or from the
 * service worker's cache). Each closure element carries its first and last
 * day to show (components/closure-notice.tsx); this only toggles `hidden`.
 * Two time zones are at most two calendar days apart, so when every closure
 * reads the same on each day within two of the visitor's own, that answer
 * stands and the clinic's time zone (costly to load) is not consulted.
 */
export function ClosureDates({ timeZone }: { timeZone: string }) {
  const path = usePathname();
  useEffect(() => {
    const closures = [...document.querySelectorAll<HTMLElement>('[data-closure-from]')];
    const shown = (
      { dataset: { closureFrom = '', closureUntil = '' } }: HTMLElement,
      day: string,
    ) => closureFrom <= day && day <= closureUntil;
    const near = [-2, -1, 0, 1, 2].map((offset) => localDay(offset));
    const settled = closures.every((el) =>
      near.every((day) => shown(el, day) === shown(el, near[2] as string)),
    );
    const today = settled ? (near[2] as string) : dayIn(timeZone);
    for (const el of closures) el.hidden = !shown(el, today);
  }, [path, timeZone]);
  return null;
}
