import { clinic } from '@/lib/content/clinic';
import { closures } from '@/lib/content/closures';
import { stringsOf, type SiteIndex } from '@/lib/content/findings';
import { rawEntries } from '@/lib/content/raw-entries';
import { markdownLinks } from '@/lib/markdown';
import { rawSitePaths } from '@/lib/content/kinds';
import { goneRedirects } from '@/lib/content/moved-pages';
import { defaultLocale, delocalizePath, formatTime } from '@/lib/i18n';
import { placeholderValues } from '@/lib/content/placeholders';
import { aliases, routes } from '@/lib/routes';
import { sources } from '@/lib/content/sources';
import { blogCategories } from '@/lib/content/blog-categories';
import { postSlugs } from '@/lib/blog';
import { practitioners } from '@/lib/content/team';
import { contentDir, readRaw } from '@/lib/content/read';
import { buildDayOf } from '@/lib/content/today';
import { unusedMedia } from '@/lib/content/media';
import { contentSamplesLeft, valueAt } from '@/lib/samples';

/**
 * What the content checks know of the whole site (lib/content/findings.ts): the
 * pages a link may lead to, the old addresses, the placeholders, the clinic
 * facts copy names by placeholder, and the closures. Worked out by the build
 * from the loaders; the editor gets it written into its bundle.
 */
export function siteIndex(): SiteIndex {
  const gone = goneRedirects().map((r) => delocalizePath(r.from));
  return {
    pages: [...new Set([...rawSitePaths(), ...gone])],
    aliases,
    // The team page fills {{date}} itself (each assistant's start).
    placeholders: [...Object.keys(placeholderValues('en')), 'date'],
    facts: [
      { value: clinic().phone.display, placeholder: 'phone' },
      { value: clinic().phone.e164, placeholder: 'phoneHref' },
      { value: clinic().email, placeholder: 'email' },
      { value: clinic().address.street, placeholder: 'address' },
      { value: clinic().doctor.name, placeholder: 'doctor' },
      { value: clinic().doctor.shortName, placeholder: 'doctorShort' },
      ...clinic().hours.flatMap((h) =>
        [h.opens, h.closes].map((t) => ({ value: formatTime(t, 'en') })),
      ),
    ],
    closures: closures().map((c) => ({ id: c.id, start: c.start, end: c.end })),
    sources: [...sources().values()],
    reviewers: practitioners().map((p) => ({ id: p.id, name: p.copy.en.name })),
    samples: contentSamplesLeft().map((s) => ({
      file: s.file.replace(/^content\//, ''),
      field: s.field,
      value: valueAt(readRaw(contentDir(s.file.replace(/^content\//, ''))), s.field),
    })),
    today: buildDayOf(),
    adviceCategories: blogCategories()
      .filter((c) => c.healthAdvice)
      .map((c) => c.key),
    unusedMedia: unusedMedia(),
    dependents: dependents(),
    hours: clinic().hours,
  };
}

/**
 * What uses each entry, by "<kind> <file name>" (lib/content/findings.ts): the posts of each
 * blog category, the entries whose copy links to each post, and the posts the doctor signs and
 * the pages each practitioner reviewed. Read from the files as written, published posts only:
 * the editor's bundle carries this index, and a scheduled post's file name must not show
 * there before its day (the build's content check still names what a deletion breaks).
 */
function dependents(): Record<string, string[]> {
  const published = new Set(postSlugs());
  const entries = rawEntries().filter((e) => e.kind !== 'posts' || published.has(e.id));
  const found: Record<string, string[]> = {};
  const add = (key: string, user: string) => {
    if (!(found[key] ??= []).includes(user)) found[key].push(user);
  };
  const posts = entries.filter((e) => e.kind === 'posts');
  const postPaths = new Map(posts.map((p) => [routes.post(p.id), p.id]));
  for (const entry of entries) {
    const first = entry.copy[defaultLocale] ?? {};
    const name = `${entry.kind === 'posts' ? 'post' : entry.kind} ${entry.id}`;
    if (entry.kind === 'posts' && typeof first.category === 'string')
      add(`blogCategories ${first.category}`, entry.id);
    if (typeof first.reviewedBy === 'string') add(`team ${first.reviewedBy}`, name);
    for (const href of stringsOf(entry.copy).flatMap(markdownLinks)) {
      const target = postPaths.get(
        delocalizePath((href.split(/[?#]/)[0] ?? '').replace(/([^/])$/, '$1/')),
      );
      if (target && target !== entry.id) add(`posts ${target}`, name);
    }
  }
  if (posts.length > 0)
    (found[`team ${clinic().doctor.id}`] ??= []).unshift(
      `the byline of every post (${posts.length})`,
    );
  return found;
}
