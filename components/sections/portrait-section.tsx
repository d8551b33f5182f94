import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/picture';
import type { ImageFile } from '@/lib/content/pictures';

type Props = {
  /** The heading inside `children` that names the section. */
  labelledBy: string;
  image: ImageFile;
  alt: string;
  id?: string;
  children: ReactNode;
};

/** A team member's portrait beside what the page says of them (the team and profile pages). */
export function PortraitSection({ labelledBy, image, alt, id, children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-14 md:grid-cols-[18rem_1fr] lg:px-6"
    >
      <Picture
        image={image}
        alt={alt}
        sizes="18rem"
        className="mx-auto h-auto w-64 rounded-3xl bg-brand-light md:w-72"
      />
      <div>{children}</div>
    </section>
  );
}
