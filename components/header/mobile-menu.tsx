'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** Width from which the desktop menu takes over (80rem, Tailwind `xl`): below it the row would not fit every font (issue 13). */
export const DESKTOP_MIN_WIDTH = 1280;

type Props = {
  /** The hamburger / close control, rendered inside <summary>. */
  summary: ReactNode;
  summaryClassName?: string;
  className?: string;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], summary, button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes everything on the page inert but `keep` and its ancestors; returns what undoes it. */
function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/**
 * The slide-in menu below 1280 px. It is a native <details>, so it opens
 * without JavaScript; this leaf locks page scroll while it is open, makes the
 * page behind it inert (out of reach of the keyboard, pointer and screen
 * readers), keeps focus inside, closes on Escape, on choosing a link, on the
 * backdrop and when the window grows to the desktop width.
 */
export function MobileMenu({ summary, summaryClassName = '', className = '', children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const restore = useRef<(() => void) | null>(null);
  const pending = useRef(0);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  const onToggle = () => {
    const open = ref.current?.open ?? false;
    document.documentElement.style.overflow = open ? 'hidden' : '';
    document.documentElement.toggleAttribute('data-menu-open', open);
    // The page behind turns inert (or back) once the panel has painted: marking it restyles
    // every element of the page, about 100 ms on a phone at 4x CPU, which the tap that opened
    // or closed the menu need not wait for (e2e/header.spec.ts checks the page goes inert).
    cancelAnimationFrame(pending.current);
    pending.current = requestAnimationFrame(() =>
      setTimeout(() => {
        restore.current?.();
        restore.current = ref.current?.open ? inertOutside(ref.current) : null;
      }, 0),
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    if (!details?.open) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      details.querySelector('summary')?.focus();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(details.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const onClick = (e: MouseEvent<HTMLDetailsElement>) => {
    const target = e.target as Element;
    if (target.closest('a') || target.closest('[data-menu-backdrop]')) close();
  };

  useEffect(() => {
    const details = ref.current;
    details?.setAttribute('data-ready', 'true');
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onWide = () => {
      if (wide.matches && details?.open) {
        details.open = false;
      }
    };
    onWide();
    wide.addEventListener('change', onWide);
    return () => {
      cancelAnimationFrame(pending.current);
      wide.removeEventListener('change', onWide);
      document.documentElement.style.overflow = '';
      document.documentElement.removeAttribute('data-menu-open');
      restore.current?.();
    };
  }, []);

  return (
    <details
      ref={ref}
      data-mobile-menu
      className={`group/menu ${className}`}
      onToggle={onToggle}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
