'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { reachable } from '@/lib/reachable';
import { WidgetStatus } from './widget-status';

type State = 'idle' | 'checking' | 'loaded' | 'failed';

type Props = {
  /** The vendor's frame URL from the clinic config; empty shows the fallback. */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Load on arrival (the page's purpose is this widget) instead of on click. */
  autoLoad?: boolean;
  /** Shown before loading: a thumbnail or a short description. */
  placeholder?: ReactNode;
  buttonLabel: string;
  loadingLabel: string;
  /** Said above the fallback when the vendor cannot be reached. */
  unavailableLabel: string;
  /** Call, email and directions: shown when the vendor is unavailable. */
  fallback: ReactNode;
  /** Reserved size of the frame (no layout shift), e.g. "h-[65vh] min-h-80". */
  sizeClassName: string;
  allow?: string;
  sandbox?: string;
  /** Names the widget in tests: data-widget="…". */
  name: string;
};

/**
 * A third-party frame that loads only when the visitor asks (or on arrival on
 * the widget's own page), after checking the vendor answers. Before that the
 * page makes no request to the vendor; if it never answers, the fallback shows.
 */
export function Facade({
  src,
  title,
  autoLoad = false,
  placeholder,
  buttonLabel,
  loadingLabel,
  unavailableLabel,
  fallback,
  sizeClassName,
  allow,
  sandbox,
  name,
}: Props) {
  const [state, setState] = useState<State>(src ? 'idle' : 'failed');

  const load = useCallback(async () => {
    setState('checking');
    setState((await reachable(src)) ? 'loaded' : 'failed');
  }, [src]);

  useEffect(() => {
    // Loading on arrival is this component's purpose on widget pages.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (autoLoad && src) void load();
  }, [autoLoad, src, load]);

  const vendorLink = (label: string) => (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        e.preventDefault();
        if (state === 'idle') void load();
      }}
      aria-disabled={state === 'checking'}
      className="inline-flex items-center gap-3 rounded-full bg-ink/90 px-6 py-3 text-lg font-semibold text-white shadow-xl hover:bg-ink"
      data-testid={`${name}-load`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
      {label}
    </a>
  );

  return (
    <div
      data-widget={name}
      data-state={state}
      className={`relative w-full overflow-hidden rounded-2xl ${sizeClassName}`}
    >
      {state === 'loaded' ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow={allow}
          sandbox={sandbox}
          className="absolute inset-0 size-full border-0 bg-white"
        />
      ) : autoLoad || state === 'failed' ? (
        // On the widget's own page the ways to reach us show while it loads, and stay if it cannot.
        <WidgetStatus
          failed={state === 'failed'}
          loadingLabel={loadingLabel}
          unavailableLabel={unavailableLabel}
          fallback={fallback}
          className="absolute inset-0 overflow-y-auto bg-cream"
        />
      ) : (
        <div className="absolute inset-0">
          {placeholder}
          <div className="absolute inset-0 grid place-items-center p-4">
            {vendorLink(state === 'checking' ? loadingLabel : buttonLabel)}
          </div>
        </div>
      )}
    </div>
  );
}
