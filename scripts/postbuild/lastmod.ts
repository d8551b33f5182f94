import { execFileSync } from 'node:child_process';
import { getPosts, paginate } from '@/lib/blog';
import type { Locale } from '@/lib/i18n';
import { getLegalDoc } from '@/lib/content/legal';
import { isLegalSlug, routes } from '@/lib/routes';

/**
 * The sitemap's lastmod: the day a page's content last changed, never the
 * build time (Google ignores lastmod that is not consistently true). Posts and
 * legal pages carry their own dates; other pages take the last commit that
 * touched their content file, or no lastmod when git cannot tell.
 */

/** "YYYY-MM-DD" of the last commit touching the files, or undefined (no git, no history). */
export function lastCommitDate(files: string[]): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}

const newest = (dates: string[]) =>
  dates.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);

/** The content file(s) a page is written from, by its English path. */
function contentFiles(path: string): string[] {
  if (path === routes.home) return ['content/home.ts'];
  if (path === routes.services) return ['content/services/overview.ts'];
  const service = /^\/services\/([^/]+)\/$/.exec(path)?.[1];
  if (service) return [`content/services/${service}.ts`];
  if (/^\/services\/chiropractic\/[^/]+\/$/.test(path)) return ['content/categories.ts'];
  const condition = /^\/services\/chiropractic\/[^/]+\/([^/]+)\/$/.exec(path)?.[1];
  if (condition) return [`content/conditions/${condition}.yaml`];
  return ['content/pages'];
}

export function lastModified(
  path: string,
  locale: Locale,
  commitDate: (files: string[]) => string | undefined = lastCommitDate,
): string | undefined {
  const posts = getPosts(locale);
  const post = posts.find((p) => routes.post(p.slug) === path);
  if (post) return post.updated;
  const page = path === routes.blog ? 1 : Number(/^\/blog\/page\/(\d+)\/$/.exec(path)?.[1] ?? 0);
  if (page > 0) return newest(paginate(posts, page).map((p) => p.updated));
  const legal = path.slice(1, -1);
  if (isLegalSlug(legal)) return getLegalDoc(locale, legal).updated;
  return commitDate(contentFiles(path));
}
