'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { LinkButton } from '@/components/ui/link-button';
import { reachable } from '@/lib/reachable';
import { WidgetStatus } from './widget-status';

type State = 'idle' | 'checking' | 'loaded' | 'failed';

type Props = {
  /** The vendor's frame URL from the clinic config; empty shows the fallback. */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Load on arrival (the page's purpose is this widget) instead of on request. */
  autoLoad?: boolean;
  /** Shown before loading: a picture of what loads (thumbnail, rating summary, map, form fields). */
  placeholder?: ReactNode;
  /**
   * How the placeholder and the load button sit together: the button over a
   * picture (`overlay`, `overlayClassName` places it), under a summary
   * (`stack`), or under a picture of the widget's own form (`preview`), where
   * a click on the picture loads it too. Focus alone never loads anything.
   */
  layout?: 'overlay' | 'stack' | 'preview';
  overlayClassName?: string;
  /** Under the button of a preview: what pressing it loads. */
  note?: ReactNode;
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

const overlayButton =
  'pointer-events-auto inline-flex items-center gap-3 rounded-full bg-ink/90 px-6 py-3 text-lg font-semibold text-white shadow-xl hover:bg-ink';

/**
 * A third-party frame that loads only when the visitor asks (or on arrival on
 * the widget's own page), after checking the vendor answers. Before that the
 * page makes no request to the vendor; if it never answers, the fallback shows.
 * When the visitor asked, focus follows the answer: into the frame, or to the
 * fallback's first link, never dropped on the page.
 */
export function Facade({
  src,
  title,
  autoLoad = false,
  placeholder,
  layout = 'overlay',
  overlayClassName = 'place-items-center',
  note,
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
  const panel = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  /** Set when the visitor asked for the widget: focus then follows it. */
  const asked = useRef(false);

  const load = useCallback(async () => {
    root.current?.removeAttribute('data-asked');
    setState('checking');
    setState((await reachable(src)) ? 'loaded' : 'failed');
  }, [src]);

  const ask = () => {
    if (state !== 'idle' || asked.current) return;
    asked.current = true;
    // The tap's frame only marks the widget (data-asked, styled as for a tap before hydration);
    // the loading state's render (10-20 ms at 4x CPU) and the check follow in the next task.
    root.current?.setAttribute('data-asked', '');
    requestAnimationFrame(() => setTimeout(() => void load(), 0));
  };

  useEffect(() => {
    if (!asked.current) return;
    // Focus waits on the widget until the vendor's page is in the frame (onLoad): a frame
    // focused before its page loads lets the next Tab skip the page's controls.
    if (state === 'loaded') box.current?.focus();
    if (state === 'failed') panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [state]);

  useEffect(() => {
    // A tap before hydration: the page's first script kept the link from opening a new tab and
    // marked the widget (data-asked, scripts/postbuild/defer-scripts.ts); the tap counts now.
    // Loading on arrival is this component's purpose on widget pages.
    const early = Boolean(root.current?.hasAttribute('data-asked'));
    if (early) asked.current = true;
    if (src && (early || autoLoad)) void load();
  }, [autoLoad, src, load]);

  const trigger = (className: string) => (
    <LinkButton
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      onPress={ask}
      busy={state === 'checking'}
      className={className}
      data-testid={`${name}-load`}
      data-ask
    >
      {layout === 'preview' ? null : (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      )}
      {state === 'checking' ? loadingLabel : buttonLabel}
    </LinkButton>
  );

  const idle =
    layout === 'preview' ? (
      <div className="absolute inset-0 flex flex-col gap-3 overflow-y-auto p-5">
        {/* A picture of the form: a click on it asks for the form as the button does. */}
        <div onClick={ask} className="cursor-pointer" data-testid={`${name}-preview`} data-ask>
          {placeholder}
        </div>
        {trigger(buttonClass('accent', 'md', 'mt-1 w-full'))}
        {note}
      </div>
    ) : layout === 'stack' ? (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-5 overflow-y-auto p-6 text-center">
        {placeholder}
        {trigger(overlayButton)}
      </div>
    ) : (
      <div className="absolute inset-0">
        {placeholder}
        <div className={`pointer-events-none absolute inset-0 grid p-4 ${overlayClassName}`}>
          {trigger(overlayButton)}
        </div>
      </div>
    );

  // On the widget's own page the ways to reach us show while it loads, and stay if it cannot.
  const fallbackShown = state === 'failed' || (autoLoad && state !== 'loaded');
  const message = state === 'checking' ? loadingLabel : state === 'failed' ? unavailableLabel : '';

  return (
    <div
      ref={root}
      data-widget={name}
      data-state={state}
      className={`relative flex w-full flex-col overflow-hidden rounded-2xl ${sizeClassName}`}
    >
      <WidgetStatus message={message} shown={fallbackShown} />
      <div
        ref={box}
        // Focusable by script only, and only while the frame's page loads (see the effect above).
        tabIndex={state === 'loaded' ? -1 : undefined}
        className={`relative min-h-0 flex-1 outline-none ${fallbackShown ? 'bg-cream' : ''}`}
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
            onLoad={() => {
              // The vendor's page is in: focus goes into the frame, and Tab to its first control.
              if (asked.current) frame.current?.focus();
              asked.current = false;
            }}
            className="absolute inset-0 size-full border-0 bg-white"
          />
        ) : fallbackShown ? (
          <div ref={panel} className="absolute inset-0 overflow-y-auto">
            {fallback}
          </div>
        ) : (
          idle
        )}
      </div>
    </div>
  );
}
