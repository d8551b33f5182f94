'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Pixels of scroll after which the header gains its shadow (docs/decisions.md, section 6). */
export const SHADOW_AFTER = 100;

/** Above this share of the window's height the row stops sticking (very large text, short windows). */
export const MAX_STICKY_SHARE = 0.3;

type Props = { children: ReactNode; className?: string };

/**
 * The shadow is a layer of its own that fades in: a transition of the header's own box-shadow
 * repainted the page's whole layer in every frame for 150 ms, about 6 ms each on a phone at
 * 4x CPU, which a tap right after a scroll waited behind. An opacity fade is the compositor's.
 */
const shadow =
  'after:pointer-events-none after:absolute after:inset-0 after:-z-10 after:opacity-0 after:shadow-lg after:shadow-ink/10 after:transition-opacity';

/**
 * The sticky header: the bars above its main row scroll away and the row
 * stays. Its CSS assumes one line per bar; with larger text the bars and the
 * row wrap, so this leaf measures them: the header sticks at minus the bars'
 * real height, a row taller than MAX_STICKY_SHARE of the window scrolls away
 * with the page instead of covering it, and the page's scroll padding
 * (where anchors and focus land) is what the header covers. It also adds the shadow state.
 */
export function StickyHeader({ children, className = '' }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    const header = ref.current;
    const row = header?.querySelector<HTMLElement>('[data-header-row]');
    if (!header || !row) return;
    const root = document.documentElement;
    // Each value is written only when it changes, and the page's padding as scroll-padding-top
    // itself: a custom property on <html> would be inherited by every element, and changing it
    // restyles the whole document (about 50 ms of a cheap phone's main thread after hydration).
    const set = (style: CSSStyleDeclaration, name: string, value: string) => {
      if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
    };
    const fit = () => {
      const tall = row.offsetHeight > window.innerHeight * MAX_STICKY_SHARE;
      set(header.style, 'position', tall ? 'relative' : '');
      set(header.style, 'top', tall ? '0px' : `-${row.offsetTop}px`);
      set(root.style, 'scroll-padding-top', `calc(${tall ? 0 : row.offsetHeight}px + 1.5rem)`);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(header);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);

  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`${className} ${shadow} ${scrolled ? 'after:opacity-100' : ''}`}
    >
      {children}
    </header>
  );
}
