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
import { checkKinds, contentKinds } from '@/lib/content/kinds';
import { rawEntries } from '@/lib/content/raw-entries';
import { siteIndex } from '@/lib/content/site-index';
import type { Locale } from '@/lib/i18n';

const posts: Record<Locale, Post[]> = { en: getPosts('en'), es: getPosts('es') };
const index = siteIndex();

it('reads every content file without a problem', () => {
  expect(() => checkKinds()).not.toThrow();
});

const all = rawEntries();

it('finds every kind staff write copy in', () => {
  expect(new Set(all.map((e) => e.kind))).toEqual(
    new Set([
      'posts',
      'closures',
      'snippets',
      'sources',
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
