'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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
  /** Shown before loading: a picture of what loads (thumbnail, rating summary, map, form fields). */
  placeholder?: ReactNode;
  /**
   * How the placeholder and the load button sit together: the button over a
   * picture (`overlay`, `overlayClassName` places it), under a summary
   * (`stack`), or no button at all because the placeholder is the widget's own
   * form drawn in our markup and focusing or clicking any part of it loads
   * the vendor's form in its place (`preview`).
   */
  layout?: 'overlay' | 'stack' | 'preview';
  overlayClassName?: string;
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
  layout = 'overlay',
  overlayClassName = 'place-items-center',
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
  const frame = useRef<HTMLIFrameElement>(null);
  /** Set when the visitor started the load from inside a preview: focus follows into the frame. */
  const focusFrame = useRef(false);

  const load = useCallback(async () => {
    setState('checking');
    setState((await reachable(src)) ? 'loaded' : 'failed');
  }, [src]);

  useEffect(() => {
    if (state === 'loaded' && focusFrame.current) frame.current?.focus();
  }, [state]);

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
      className="pointer-events-auto inline-flex items-center gap-3 rounded-full bg-ink/90 px-6 py-3 text-lg font-semibold text-white shadow-xl hover:bg-ink"
      data-testid={`${name}-load`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
      {label}
    </a>
  );

  // In a preview, the first focus or click anywhere loads the vendor form in place.
  const activate = () => {
    if (state !== 'idle' || focusFrame.current) return;
    focusFrame.current = true;
    void load();
  };

  const idle =
    layout === 'preview' ? (
      <div
        className="absolute inset-0 overflow-y-auto"
        onFocusCapture={activate}
        onClickCapture={(e) => {
          // The preview's own link opens the vendor in a new tab only without JavaScript.
          if ((e.target as Element).closest('a')) e.preventDefault();
          activate();
        }}
        data-testid={`${name}-preview`}
      >
        {placeholder}
        <p
          role="status"
          className="pointer-events-none absolute top-3 right-3 rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white empty:hidden"
        >
          {state === 'checking' ? loadingLabel : ''}
        </p>
      </div>
    ) : layout === 'stack' ? (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-5 overflow-y-auto p-6 text-center">
        {placeholder}
        {vendorLink(state === 'checking' ? loadingLabel : buttonLabel)}
      </div>
    ) : (
      <div className="absolute inset-0">
        {placeholder}
        <div className={`pointer-events-none absolute inset-0 grid p-4 ${overlayClassName}`}>
          {vendorLink(state === 'checking' ? loadingLabel : buttonLabel)}
        </div>
      </div>
    );

  return (
    <div
      data-widget={name}
      data-state={state}
      className={`relative w-full overflow-hidden rounded-2xl ${sizeClassName}`}
    >
      {state === 'loaded' ? (
        <iframe
          ref={frame}
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
        idle
      )}
    </div>
  );
}
