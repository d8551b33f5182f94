'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** Pixels of scroll after which the header gains its shadow (SPEC.md section 9). */
export const SHADOW_AFTER = 100;

type Props = { children: ReactNode; className?: string };

/** The fixed header; it only adds the shadow state, the menus are server-rendered children. */
export function StickyHeader({ children, className = '' }: Props) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`${className} ${scrolled ? 'shadow-lg shadow-ink/10' : ''}`}
    >
      {children}
    </header>
  );
}
