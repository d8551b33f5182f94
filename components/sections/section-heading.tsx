import type { ReactNode } from 'react';

/** The heading of a page section, named by its id for aria-labelledby. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
      {children}
    </h2>
  );
}
