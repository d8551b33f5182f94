/**
 * The content test: every data file passes its schema, and no entry has a
 * finding that must be fixed (lib/content/findings.ts) — the same list the
 * editor's preview shows staff while they write, so nothing here can fail on
 * a rule staff could not see before publishing. It checks structure, never
 * today's wording, titles or counts; wording is the prose linter's
 * (npm run lint:prose, the same rules the preview runs).
 */
import { getPosts, type Post } from '@/lib/blog';
import { entryFindings, findingText, type Finding } from '@/lib/content/findings';
import { contentKinds, checkKinds, kindFiles, type Kind } from '@/lib/content/kinds';
import { contentDir, readRaw } from '@/lib/content/read';
import { siteIndex } from '@/lib/content/site-index';
import { locales, type Locale } from '@/lib/i18n';

const posts: Record<Locale, Post[]> = { en: getPosts('en'), es: getPosts('es') };
const index = siteIndex();

it('reads every content file without a problem', () => {
  expect(() => checkKinds()).not.toThrow();
});

/** Every entry of the kinds staff write copy in, as the editor holds it: its raw copy by language. */
function entries(): {
  kind: string;
  id: string;
  copy: Partial<Record<Locale, Record<string, unknown>>>;
}[] {
  // The clinic facts and the team are where facts are typed; the taglines and moves hold no copy of ours.
  const skipped = new Set(['clinic', 'team', 'taglines', 'movedPages']);
  return Object.entries(contentKinds() as Record<string, Kind>)
    .filter(([key]) => !skipped.has(key))
    .flatMap(([key, kind]) => {
      if (kind.layout === 'posts')
        return [...new Set(kindFiles(kind).map((f) => f.split('/').pop() as string))].map(
          (file) => ({
            kind: key,
            id: file.replace(/\.md$/, ''),
            copy: Object.fromEntries(
              locales.map((l) => [
                l,
                readRaw(contentDir(kind.folder, l, file)) as Record<string, unknown>,
              ]),
            ),
          }),
        );
      return kindFiles(kind).map((file) => ({
        kind: key,
        id: (file.split('/').pop() as string).replace(/\.yaml$/, ''),
        copy: readRaw(contentDir(file)) as Partial<Record<Locale, Record<string, unknown>>>,
      }));
    });
}

const all = entries();

it('finds every kind staff write copy in', () => {
  expect(new Set(all.map((e) => e.kind))).toEqual(
    new Set([
      'posts',
      'closures',
      'snippets',
      'conditions',
      'services',
      'categories',
      'blogCategories',
      'legal',
      'steps',
      ...Object.keys(contentKinds()).filter((k) => k.startsWith('page:')),
    ]),
  );
});

it.each(all.map((e) => [`${e.kind} ${e.id}`, e] as const))('%s has nothing to fix', (_, entry) => {
  const fixes = entryFindings(entry.kind, entry.id, entry.copy, index)
    .filter((f: Finding) => f.level === 'fix')
    .map(findingText);
  expect(fixes).toEqual([]);
});

describe('blog posts', () => {
  it('lists the same posts in both languages, newest first by date, then by slug', () => {
    expect(posts.en.length).toBeGreaterThan(0);
    expect(posts.es.map((p) => p.slug)).toEqual(posts.en.map((p) => p.slug));
    for (let i = 1; i < posts.en.length; i++) {
      const [before, after] = [posts.en[i - 1] as Post, posts.en[i] as Post];
      expect(
        before.date > after.date || (before.date === after.date && before.slug < after.slug),
      ).toBe(true);
    }
  });
});
