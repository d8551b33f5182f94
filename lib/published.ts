import {
  defaultLocale,
  delocalizePath,
  localeOfPath,
  locales,
  localizePath,
  untranslatedPath,
} from '@/lib/i18n';
import type { Redirect } from '@/lib/routes';

/**
 * The addresses the site has published, kept in the repository
 * (content/published-addresses.txt), so that the build knows what has existed
 * and no published address ever answers 404: a page that is gone answers a 301
 * to its successor.
 *
 * One address a line, every language's. A post's line carries its date, by
 * which a renamed post is found again; a gone page's line, its successor once
 * decided, so that it never changes afterwards:
 *
 *     /blog/why-posture-matters/ 2025-03-24
 *     /blog/old-name/ 2025-01-10 → /blog/new-name/
 *
 * The build reads it and never writes it: `npm run addresses` records what is
 * new (scripts/published-addresses.ts), which a workflow runs after every
 * change to the main branch (.github/workflows/published-addresses.yml).
 */
export type Published = { path: string; date?: string; to?: string };

/** The file, under content/. */
export const PUBLISHED_FILE = 'published-addresses.txt';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parsePublished(text: string): Published[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [head = '', to] = line.split('→').map((part) => part.trim());
      const [path = '', date] = head.split(/\s+/);
      return {
        path,
        ...(date && DATE.test(date) ? { date } : {}),
        ...(to ? { to } : {}),
      };
    });
}

export const PUBLISHED_HEADER = `# Every address the site has published, in every language, and where a page
# that is gone now leads (lib/published.ts). Kept by \`npm run addresses\`.
`;

const line = (e: Published) =>
  [e.path, e.date, e.to ? `→ ${e.to}` : undefined].filter(Boolean).join(' ');

/**
 * The file's text after a build of the site as it is now: every address
 * published before (with the successor the build now gives each gone one) and
 * every page of now, sorted, each once.
 */
export function publishedText(
  before: readonly Published[],
  now: readonly Published[],
  gone: readonly Redirect[],
): string {
  const byPath = new Map<string, Published>();
  for (const entry of before) byPath.set(entry.path, entry);
  for (const { from, to } of gone) {
    const entry = byPath.get(from);
    if (entry) byPath.set(from, { ...entry, to });
  }
  for (const entry of now) byPath.set(entry.path, entry);
  const sorted = [...byPath.values()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  return `${PUBLISHED_HEADER}${sorted.map(line).join('\n')}\n`;
}

/** Days a live page may wait for the list: the workflow records it on the day of the change. */
export const UNRECORDED_DAYS = 2;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Why the list cannot be trusted, if it cannot: it is missing (every page
 * renamed or deleted since would answer 404, silently), or it lacks a post that
 * has been live for UNRECORDED_DAYS or more, so a rename of that post would lose
 * its address. A page of the change being built is not in it yet; the workflow
 * records it once the change is on the main branch. `published` is undefined
 * when the file is missing; `today` is the build's day.
 */
export function listProblems(
  published: readonly Published[] | undefined,
  current: readonly Published[],
  today: string,
): string[] {
  const file = `content/${PUBLISHED_FILE}`;
  if (!published)
    return [
      `${file} is missing, so the build cannot tell which old addresses to redirect. Restore it from the repository's history (git log --diff-filter=D -- ${file}, then git checkout <that commit>^ -- ${file}); for a site's first deploy, run npm run addresses and commit the file.`,
    ];
  const known = new Set(published.map((p) => p.path));
  const since = daysBefore(today, UNRECORDED_DAYS);
  const unrecorded = current.filter((c) => c.date && c.date <= since && !known.has(c.path));
  return unrecorded.length === 0
    ? []
    : [
        `${file} is older than the content: ${unrecorded.length} page(s) live for ${UNRECORDED_DAYS} days or more are not in it (${unrecorded
          .slice(0, 3)
          .map((c) => `${c.path}, dated ${c.date}`)
          .join(
            '; ',
          )}${unrecorded.length > 3 ? '; …' : ''}). Run npm run addresses and commit the file (the workflow .github/workflows/published-addresses.yml does it after every change to the main branch; check that it runs).`,
      ];
}

/** The nearest page above an address: "/blog/old-post/" → "/blog/", "/blog/page/4/" → "/blog/". */
export function nearestPage(path: string, pages: ReadonlySet<string>): string {
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    const parent = `/${parts.slice(0, n).join('/')}/`;
    if (pages.has(parent)) return parent;
  }
  return '/';
}

/** The folder of an address: "/blog/a-post/" → "/blog/". */
const folderOf = (path: string) => path.replace(/[^/]+\/$/, '');

/** The words of an address's last segment: "/blog/golf-swing-mobility/" → golf, swing, mobility. */
const wordsOf = (path: string) =>
  new Set((path.split('/').filter(Boolean).pop() ?? '').split('-').filter((w) => w.length > 2));

/**
 * Pages renamed, by their old address, each new page taken once, in the old
 * address's folder: the one new page of its date (a post renamed); else the one
 * new page left where one page left went (a post renamed and re-dated in one
 * change, a condition renamed); else the new page whose address shares the most
 * words with the old one, when one does. A page deleted and another added in
 * one change can read as a rename: the workflow records the addresses after
 * every change to the main branch, and every save in the editor is a change
 * of its own, so that is rare, and the reader still lands on a related page.
 */
function renames(gone: readonly Published[], fresh: readonly Published[]): Map<string, string> {
  const renamed = new Map<string, string>();
  const left = (folder: string) =>
    fresh.filter((c) => folderOf(c.path) === folder && ![...renamed.values()].includes(c.path));
  const waiting = (folder: string) =>
    gone.filter((g) => folderOf(g.path) === folder && !renamed.has(g.path));
  const rules: ((p: Published, candidates: Published[]) => Published | undefined)[] = [
    (p, candidates) => {
      const sameDay = p.date ? candidates.filter((c) => c.date === p.date) : [];
      return sameDay.length === 1 ? sameDay[0] : undefined;
    },
    (p, candidates) =>
      candidates.length === 1 && waiting(folderOf(p.path)).length === 1 ? candidates[0] : undefined,
    (p, candidates) => {
      const words = wordsOf(p.path);
      const shared = (c: Published) => [...wordsOf(c.path)].filter((w) => words.has(w)).length;
      const best = Math.max(0, ...candidates.map(shared));
      const top = candidates.filter((c) => shared(c) === best);
      return best > 0 && top.length === 1 ? top[0] : undefined;
    },
  ];
  for (const rule of rules)
    for (const p of gone) {
      if (renamed.has(p.path)) continue;
      const match = rule(p, left(folderOf(p.path)));
      if (match) renamed.set(p.path, match.path);
    }
  return renamed;
}

/**
 * A 301 for every published address that is no longer a page, straight to a
 * page (never to another redirect), to, in order:
 * - the page staff chose as its successor (`chosen`, in the editor's "Moved
 *   and removed pages"), or the successor recorded in the file, followed on
 *   while that is gone too;
 * - in a language other than English, where its page in English leads: a
 *   condition's Spanish address follows the English page's rename, and so does
 *   a post's old English-word Spanish address (/es/blog/<English file name>/);
 * - the page renamed (renames(): a new page of the same date, or the one new
 *   page in its folder);
 * - the nearest page above it: a post to the blog, a condition to its category.
 * Every English address that is gone also answers under each language's prefix
 * (its English-word address there, as routes.ts's redirects() answers it while
 * the page lives), leading to that language's page.
 * `current` are today's pages (posts with their dates); `taken` are addresses
 * other redirects (the aliases) already answer.
 */
export function removedRedirects(
  published: readonly Published[],
  current: readonly Published[],
  chosen: readonly Redirect[] = [],
  taken: ReadonlySet<string> = new Set(),
): Redirect[] {
  const pages = new Set(current.map((c) => c.path));
  const known = new Set(published.map((p) => p.path));
  const gone = published.filter((p) => !pages.has(p.path));
  const recorded = new Map<string, string>();
  for (const p of gone) if (p.to) recorded.set(p.path, p.to);
  for (const { from, to } of chosen) recorded.set(from, to);
  // A page in another language that is the translation of an English address.
  const english = (path: string): string | undefined => {
    if (localeOfPath(path) === defaultLocale) return undefined;
    const twin = delocalizePath(path);
    return pages.has(twin) || known.has(twin) ? twin : undefined;
  };
  const renamed = renames(
    gone.filter((p) => !recorded.has(p.path) && !english(p.path)),
    current.filter((c) => !known.has(c.path)),
  );
  const found = new Map<string, string>();
  const following = new Set<string>();
  const lead = (path: string): string => {
    if (pages.has(path)) return path;
    const done = found.get(path);
    if (done) return done;
    if (following.has(path)) return nearestPage(path, pages); // successors chosen in a loop
    following.add(path);
    const twin = english(path);
    const to = recorded.has(path)
      ? lead(recorded.get(path) as string)
      : twin
        ? localizePath(lead(twin), localeOfPath(path))
        : renamed.has(path)
          ? (renamed.get(path) as string)
          : nearestPage(path, pages);
    following.delete(path);
    const page = pages.has(to) ? to : nearestPage(to, pages);
    found.set(path, page);
    return page;
  };
  const moved = gone
    .filter((p) => !taken.has(p.path))
    .map((p) => ({ from: p.path, to: lead(p.path) }));
  const twins = gone
    .filter((p) => localeOfPath(p.path) === defaultLocale && !taken.has(p.path))
    .flatMap((p) =>
      locales
        .filter((l) => l !== defaultLocale)
        .map((l) => ({ from: untranslatedPath(p.path, l), to: localizePath(lead(p.path), l) })),
    )
    .filter((r) => !pages.has(r.from) && !known.has(r.from) && !taken.has(r.from));
  return [...moved, ...twins];
}

/**
 * Other redirects (routes.ts's aliases) with their targets followed through the
 * gone pages, so that every old address answers in one hop: an alias of a
 * deleted condition leads to its category, not to the condition's old address.
 */
export function collapseRedirects(
  redirects: readonly Redirect[],
  gone: readonly Redirect[],
): Redirect[] {
  const successor = new Map(gone.map((r) => [r.from, r.to]));
  // A gone page with no address of its own in a language (its file, which held it, is deleted)
  // is named by the alias in its English words, as the page's gone English-word address is.
  const inEnglishWords = (to: string) => untranslatedPath(delocalizePath(to), localeOfPath(to));
  return redirects.map(({ from, to }) => ({
    from,
    to: successor.get(to) ?? successor.get(inEnglishWords(to)) ?? to,
  }));
}
