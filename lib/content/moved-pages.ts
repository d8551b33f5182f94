import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { contentKinds, rawPostDates, rawSitePaths, readFacts } from '@/lib/content/kinds';
import { contentDir } from '@/lib/content/read';
import { locales, localizePath, type Locale } from '@/lib/i18n';
import {
  PUBLISHED_FILE,
  listProblems,
  parsePublished,
  publishedText,
  removedRedirects,
  type Published,
} from '@/lib/published';
import { buildDayOf } from '@/lib/content/today';
import { redirects, type Redirect } from '@/lib/routes';

/** The addresses the site has published (content/published-addresses.txt; lib/published.ts). */
export function publishedAddresses(): Published[] {
  return publishedList() ?? [];
}

/** The list, or undefined when the file is missing. */
function publishedList(): Published[] | undefined {
  const file = contentDir(PUBLISHED_FILE);
  return fs.existsSync(file) ? parsePublished(fs.readFileSync(file, 'utf8')) : undefined;
}

/**
 * On a site's first deploy, records its addresses (the file is missing and
 * git, asked in the content folder, knows it was never committed: a complete
 * history, not a shallow clone's) and says so; otherwise does nothing, and a
 * missing list stops the build (addressListProblems).
 */
export function recordFirstAddresses(): string | undefined {
  if (publishedList()) return undefined;
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', contentDir(), ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    if (git('rev-parse', '--is-shallow-repository') !== 'false') return undefined;
    if (git('log', '--format=%h', '-1', '--', PUBLISHED_FILE) !== '') return undefined;
  } catch {
    return undefined; // no git, or no commit yet: nothing tells a first deploy from a lost list
  }
  const now = currentAddresses();
  fs.writeFileSync(contentDir(PUBLISHED_FILE), publishedText([], now, []));
  return `a first deploy: recorded its ${now.length} addresses in content/${PUBLISHED_FILE} (commit it)`;
}

/** Why the build cannot trust the list of published addresses, if it cannot (lib/published.ts). */
export function addressListProblems(): string[] {
  return listProblems(publishedList(), currentAddresses(), buildDayOf());
}

/** Where staff sent the pages they moved or removed, in every language (content/moved-pages.yaml). */
export function movedPages(): Redirect[] {
  const { moves } = readFacts(contentKinds().movedPages);
  return moves.flatMap(({ from, to }) =>
    locales.map((locale) => ({ from: localizePath(from, locale), to: localizePath(to, locale) })),
  );
}

/** Every page of the site now, in every language, each post with its date. */
export function currentAddresses(): Published[] {
  const dates = rawPostDates();
  const paths = rawSitePaths();
  return locales.flatMap((locale) =>
    paths.map((path) => {
      const date = dates.get(path);
      return { path: localizePath(path, locale), ...(date ? { date } : {}) };
    }),
  );
}

let gone: Redirect[] | undefined;

/** Every published address that is no longer a page, and where it leads (lib/published.ts). */
export function goneRedirects(): Redirect[] {
  gone ??= removedRedirects(
    publishedAddresses(),
    currentAddresses(),
    movedPages(),
    new Set(redirects(rawSitePaths()).map((r) => r.from)),
  );
  return gone;
}

/**
 * A link in the copy to a page that is gone leads where the page's old address
 * does: `[text](/blog/old-post/)` becomes `[text](/blog/new-post/)`, so no link
 * of the site points at a redirect, let alone a 404.
 */
export function followMoves(markdown: string, locale: Locale): string {
  const moves = goneRedirects();
  if (moves.length === 0) return markdown;
  const to = new Map(moves.map((r) => [r.from, r.to]));
  return markdown.replace(/\]\((\/[^)\s#?]*)([^)]*)\)/g, (whole, href: string, rest: string) => {
    const normal = href.endsWith('/') ? href : `${href}/`;
    const target = to.get(localizePath(normal, locale)) ?? to.get(normal);
    return target ? `](${target}${rest})` : whole;
  });
}
