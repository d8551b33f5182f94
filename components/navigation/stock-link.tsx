'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The yardstick the navigation folder is measured against (README.md), built
 * only with NEXT_PUBLIC_LINKS=stock (scripts/bench-links.ts): Next's own
 * `next/link`, prefetching on intent as Next's documentation shows (no
 * prefetch until a mouse enters it, a finger touches it or focus reaches it;
 * then the router's own prefetch), and following the click itself.
 */
export function StockLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      href={href}
      prefetch={intent ? null : false}
      onMouseEnter={show}
      onTouchStart={show}
      onFocus={show}
      {...props}
    />
  );
}
