import { contentKinds, readEntries } from '@/lib/content/kinds';
import { loader } from '@/lib/content/read';
import type { ImageFile } from '@/lib/content/pictures';
import type { Localized } from '@/lib/i18n';

export type BlogCategory = {
  key: string;
  label: Localized;
  picture: ImageFile;
  pictureAlt: Localized;
  /** Its posts give health advice: each needs a medical review before it is published. */
  healthAdvice: boolean;
};

/** The blog categories (content/blog-categories/<key>.yaml): a name and the posts' default picture. */
export const blogCategories = loader((): readonly BlogCategory[] => {
  return readEntries(contentKinds().blogCategories).map(({ slug, copy }) => ({
    key: slug,
    label: { en: copy.en.label, es: copy.es.label },
    picture: copy.en.picture,
    pictureAlt: { en: copy.en.pictureAlt, es: copy.es.pictureAlt },
    healthAdvice: copy.en.healthAdvice,
  }));
});

export function blogCategory(key: string): BlogCategory {
  const found = blogCategories().find((c) => c.key === key);
  if (!found) throw new Error(`Unknown blog category "${key}"`);
  return found;
}
