'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WidgetStatus } from './widget-status';

/** docs/decisions.md, section 4: the booking script is added 100 ms after the page is shown. */
export const BOOKING_SCRIPT_DELAY_MS = 100;

type Props = {
  scriptUrl: string;
  calendar: string;
  locale: string;
  loadingLabel: string;
  unavailableLabel: string;
  fallback: ReactNode;
};

/**
 * Runs `show` once the page is shown: now, or, for a page the browser
 * prerenders on intent (lib/speculation.ts), when the visitor opens it.
 * Returns what cancels it.
 */
export function whenShown(show: () => void): () => void {
  // Not yet in TypeScript's DOM types.
  if (!(document as Document & { prerendering?: boolean }).prerendering) {
    show();
    return () => {};
  }
  document.addEventListener('prerenderingchange', show, { once: true });
  return () => document.removeEventListener('prerenderingchange', show);
}

/**
 * The online booking widget. Its vendor script is added when the page is
 * shown (not while it is prerendered) and renders into the container named
 * by data-target; leaving the page removes the script and clears the
 * container. A missing, blocked or failing script shows the fallback (call,
 * email, directions).
 */
export function BookingWidget({
  scriptUrl,
  calendar,
  locale,
  loadingLabel,
  unavailableLabel,
  fallback,
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>(
    scriptUrl ? 'waiting' : 'failed',
  );

  useEffect(() => {
    const target = container.current;
    if (!scriptUrl || !target) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.bookingWidget = 'true';
    script.dataset.target = target.id;
    script.dataset.calendar = calendar;
    script.dataset.locale = locale;
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    let timer: number | undefined;
    const cancel = whenShown(() => {
      timer = window.setTimeout(() => {
        document.body.appendChild(script);
        setState('loading');
      }, BOOKING_SCRIPT_DELAY_MS);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
      script.remove();
      target.replaceChildren();
    };
  }, [scriptUrl, calendar, locale]);

  const message = state === 'loading' ? loadingLabel : state === 'failed' ? unavailableLabel : '';
  return (
    <div
      data-widget="booking"
      data-state={state}
      className="relative flex min-h-[40rem] flex-col overflow-hidden rounded-2xl bg-cream"
    >
      <WidgetStatus message={message} shown={state !== 'ready'} />
      {/* The vendor renders here; React never renders children into it. */}
      <div
        id="booking-widget"
        ref={container}
        className={state === 'ready' ? 'min-h-[40rem] bg-white' : 'hidden'}
      />
      {/* The ways to reach us show while the widget loads, and stay if it cannot. */}
      {state !== 'ready' ? <div className="flex-1">{fallback}</div> : null}
    </div>
  );
}
