import { contentKinds, readEntries } from '@/lib/content/kinds';
import { loader } from '@/lib/content/read';
import type { Localized } from '@/lib/i18n';

/**
 * Shared passages (content/snippets/<name>.yaml): a piece of advice or a
 * notice written once, used in any copy as {{snippet.<name>}} and filled like
 * a clinic fact (lib/content/placeholders.ts). Read as written: placeholders inside a
 * passage are filled where it is used.
 */
export const snippets = loader(
  (): ReadonlyMap<string, Localized> =>
    new Map(
      readEntries(contentKinds().snippets).map(({ slug, copy }) => [
        slug,
        { en: copy.en.text, es: copy.es.text },
      ]),
    ),
);
