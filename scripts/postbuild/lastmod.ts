import { execFileSync } from 'node:child_process';
import { getPosts, paginate } from '@/lib/blog';
import type { Locale } from '@/lib/i18n';
import { contentKinds, type Kind } from '@/lib/content/kinds';
import { getLegalDoc } from '@/lib/content/legal';
import { isLegalSlug, matchRoute, routes } from '@/lib/routes';
import { practitioners } from '@/lib/content/team';

/**
 * The sitemap's lastmod: the day a page's content last changed, never the
 * build time (Google ignores lastmod that is not consistently true). Posts and
 * legal pages carry their own dates; other pages take the last commit that
 * touched their content file, or no lastmod when git cannot tell.
 */

/** Each file under content/ and the commits that touched it, newest first, per repository. */
const histories = new Map<string, Map<string, { order: number; date: string }> | undefined>();

/**
 * One `git log` of content/ for the whole sitemap: for each file, the first commit that touched
 * it in git's order, as `git log -1 -- <file>` finds it. Undefined when git cannot tell.
 */
function contentHistory(cwd?: string) {
  const key = cwd ?? '';
  if (!histories.has(key)) {
    const log = git(['log', '--format=%x00%cs', '--name-only', '--relative', '--', 'content'], cwd);
    const files = new Map<string, { order: number; date: string }>();
    log?.split('\0').forEach((commit, order) => {
      const [date = '', ...names] = commit.split('\n').filter(Boolean);
      for (const name of names) if (!files.has(name)) files.set(name, { order, date });
    });
    histories.set(key, log === undefined ? undefined : files);
  }
  return histories.get(key);
}

function git(args: string[], cwd?: string): string | undefined {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
      ...(cwd ? { cwd } : {}),
    });
  } catch {
    return undefined;
  }
}

/**
 * "YYYY-MM-DD" of the last commit touching the files, or undefined (no git, no history).
 * Files under content/ are looked up in one log of that folder, read once per build; others
 * ask git each.
 */
export function lastCommitDate(files: string[], cwd?: string): string | undefined {
  if (files.length === 0) return undefined;
  const history = files.every((f) => f.startsWith('content/')) ? contentHistory(cwd) : undefined;
  const date = history
    ? files
        .map((f) => history.get(f))
        .reduce((a, b) => (b && (!a || b.order < a.order) ? b : a), undefined)?.date
    : git(['log', '-1', '--format=%cs', '--', ...files], cwd)?.trim();
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

const newest = (dates: string[]) =>
  dates.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The content file a page is written from, by its English path, from the
 * content kinds the loaders read (lib/content/kinds.ts), so no path here can go
 * stale: a service, category or condition page is its entry's file, a
 * practice page its file of content/pages/. A page with no file of its own
 * (the HTML sitemap) has none, and no date.
 */
export function contentFiles(path: string): string[] {
  const kinds = contentKinds();
  const entry = (folder: string, slug: string) => [`content/${folder}/${slug}.yaml`];
  const route = matchRoute(path);
  const slug = route?.params.slug ?? '';
  if (route?.kind === 'condition') return entry(kinds.conditions.folder, slug);
  if (route?.kind === 'category') return entry(kinds.categories.folder, slug);
  if (route?.kind === 'service') return entry(kinds.services.folder, slug);
  // A practitioner's profile: their team file (their credentials, bio and photo).
  const person = practitioners().find((p) => routes.practitioner(p.id) === path);
  if (person) return entry(kinds.team.folder, person.id);
  const page = Object.entries(kinds as Record<string, Kind>).find(
    ([key]) =>
      key.startsWith('page:') &&
      (routes as Record<string, unknown>)[camel(key.slice('page:'.length))] === path,
  )?.[1];
  return page && 'file' in page ? [`content/${page.file}`] : [];
}

export function lastModified(
  path: string,
  locale: Locale,
  commitDate: (files: string[]) => string | undefined = (files) => lastCommitDate(files),
): string | undefined {
  const posts = getPosts(locale);
  const post = posts.find((p) => routes.post(p.slug) === path);
  if (post) return post.updated;
  const route = matchRoute(path);
  const page =
    route?.kind === 'blog' ? 1 : route?.kind === 'blogPage' ? Number(route.params.page) : 0;
  if (page > 0) return newest(paginate(posts, page).map((p) => p.updated));
  const legal = route?.kind === 'legal' ? route.params.slug : undefined;
  if (legal && isLegalSlug(legal)) return getLegalDoc(locale, legal).updated;
  return commitDate(contentFiles(path));
}
