import { contentKinds, kindFiles, type Kind } from '@/lib/content/kinds';
import { contentDir, readRaw } from '@/lib/content/read';
import { locales, type Locale } from '@/lib/i18n';

export type RawEntry = {
  kind: string;
  id: string;
  copy: Partial<Record<Locale, Record<string, unknown>>>;
};

/** Kinds that hold no copy to check: where clinic facts are typed, and lists of ours. */
const NOT_COPY = new Set(['clinic', 'team', 'taglines', 'movedPages']);

/**
 * Every entry staff write copy in, as the editor holds it: its raw copy by
 * language, before placeholders are filled (lib/content/findings.ts reads it).
 */
export function rawEntries(): RawEntry[] {
  return Object.entries(contentKinds() as Record<string, Kind>)
    .filter(([key]) => !NOT_COPY.has(key))
    .flatMap(([key, kind]): RawEntry[] => {
      if (kind.layout === 'posts') {
        const names = [...new Set(kindFiles(kind).map((f) => f.split('/').pop() as string))];
        return names.map((file) => ({
          kind: key,
          id: file.replace(/\.md$/, ''),
          copy: Object.fromEntries(
            locales.map((l) => [
              l,
              readRaw(contentDir(kind.folder, l, file)) as Record<string, unknown>,
            ]),
          ),
        }));
      }
      return kindFiles(kind).map((file) => ({
        kind: key,
        id: (file.split('/').pop() as string).replace(/\.yaml$/, ''),
        copy: readRaw(contentDir(file)) as RawEntry['copy'],
      }));
    });
}
