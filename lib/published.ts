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

/** The nearest page above an address: "/blog/old-post/" → "/blog/", "/blog/page/4/" → "/blog/". */
export function nearestPage(path: string, pages: ReadonlySet<string>): string {
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    const parent = `/${parts.slice(0, n).join('/')}/`;
    if (pages.has(parent)) return parent;
  }
  return '/';
}

/**
 * A 301 for every published address that is no longer a page, to, in order:
 * - the page staff chose as its successor (`chosen`, in the editor's "Moved
 *   and removed pages");
 * - the successor recorded in the file, while it is still a page;
 * - for a post, the one new post of the same date in the same folder: the post
 *   renamed (its address changed in the editor);
 * - the nearest page above it: a post to the blog, a condition to its category.
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
  const before = new Set(published.map((p) => p.path));
  const fresh = current.filter((c) => c.date && !before.has(c.path));
  const folder = (path: string) => path.replace(/[^/]+\/$/, '');
  const choice = new Map(chosen.map((r) => [r.from, r.to]));
  const successor = (p: Published): string => {
    const picked = choice.get(p.path);
    if (picked && pages.has(picked)) return picked;
    if (p.to && pages.has(p.to)) return p.to;
    const renamed = fresh.filter((c) => c.date === p.date && folder(c.path) === folder(p.path));
    if (p.date && renamed.length === 1) return (renamed[0] as Published).path;
    return nearestPage(p.path, pages);
  };
  return published
    .filter((p) => !pages.has(p.path) && !taken.has(p.path))
    .map((p) => ({ from: p.path, to: successor(p) }));
}
