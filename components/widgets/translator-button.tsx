'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePagePath } from '@/components/header/page-path';
import { LinkButton } from '@/components/ui/link-button';
import { localizePath, type Locale } from '@/lib/i18n';
import { absoluteUrl } from '@/lib/site';

type Props = {
  /** Language of the page, passed to the translator as the source language. */
  pageLanguage: Locale;
  /** Translator script URL from the clinic config; empty means unavailable. */
  scriptUrl: string;
  /** Without JavaScript the link opens the page in the translator's own site: its address, before the page's. */
  fallbackPrefix: string;
  labels: { button: string; loading: string; failed: string; retry: string };
  /** Offered when the translator cannot load: we help in the visitor's language by phone. */
  phone: { href: string; display: string };
};

const CALLBACK = 'prairieSpineTranslatorReady';

type TranslateWindow = Window & {
  [CALLBACK]?: () => void;
  google?: { translate?: { TranslateElement: new (options: object, id: string) => unknown } };
};

/**
 * "More languages": the third-party page translator loads only when the
 * visitor asks. A failed load is reported in words with the phone number and
 * a retry, never thrown. Focus follows the answer: to the translator's
 * language list once it shows, or to the phone number if it cannot load.
 */
export function TranslatorButton({
  pageLanguage,
  scriptUrl,
  fallbackPrefix,
  labels,
  phone,
}: Props) {
  const { path } = usePagePath();
  const fallbackHref = `${fallbackPrefix}${encodeURIComponent(absoluteUrl(localizePath(path, pageLanguage)))}`;
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const containerId = `translator${useId().replace(/:/g, '')}`;
  const script = useRef<HTMLScriptElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const phoneLink = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state === 'failed') phoneLink.current?.focus();
    if (state === 'ready') {
      const box = container.current;
      (box?.querySelector<HTMLElement>('select, a[href], button, input') ?? box)?.focus();
    }
    // A retry keeps focus on a control: the button, back in place while it loads.
    if (state === 'loading' && document.activeElement === document.body) button.current?.focus();
  }, [state]);

  const start = () => {
    if (!scriptUrl) {
      setState('failed');
      return;
    }
    setState('loading');
    const w = window as TranslateWindow;
    w[CALLBACK] = () => {
      try {
        const Element = w.google?.translate?.TranslateElement;
        if (!Element) throw new Error('translator missing');
        new Element({ pageLanguage, autoDisplay: false }, containerId);
        setState('ready');
      } catch {
        setState('failed');
      }
    };
    // A retry replaces the script that failed.
    script.current?.remove();
    const el = document.createElement('script');
    el.src = `${scriptUrl}?cb=${CALLBACK}`;
    el.async = true;
    el.onerror = () => setState('failed');
    document.body.appendChild(el);
    script.current = el;
  };

  return (
    <div>
      {state === 'idle' || state === 'loading' ? (
        <LinkButton
          href={fallbackHref}
          target="_blank"
          rel="noopener noreferrer nofollow"
          onPress={() => {
            if (state === 'idle') start();
          }}
          busy={state === 'loading'}
          buttonRef={button}
          className="inline-flex items-center gap-2 rounded-full border-2 border-white/70 px-4 py-2 text-sm font-semibold hover:bg-white hover:text-ink"
          data-testid="translator-button"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
          </svg>
          {labels.button}
        </LinkButton>
      ) : null}
      <div
        id={containerId}
        ref={container}
        tabIndex={-1}
        className="mt-2 min-h-0"
        data-testid="translator-container"
      />
      <p role="status" className="mt-2 text-sm">
        {state === 'loading' ? labels.loading : null}
        {state === 'failed' ? (
          <>
            {labels.failed}{' '}
            <a
              ref={phoneLink}
              href={phone.href}
              className="font-semibold whitespace-nowrap underline"
            >
              {phone.display}
            </a>
          </>
        ) : null}
      </p>
      {state === 'failed' && scriptUrl ? (
        <button
          type="button"
          onClick={start}
          className="mt-2 rounded-full border-2 border-white/70 px-4 py-1.5 text-sm font-semibold hover:bg-white hover:text-ink"
          data-testid="translator-retry"
        >
          {labels.retry}
        </button>
      ) : null}
    </div>
  );
}
