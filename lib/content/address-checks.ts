import fs from 'node:fs';
import path from 'node:path';
import { contentKinds, readEntries } from '@/lib/content/kinds';
import { contentDir, contentFile } from '@/lib/content/read';
import { defaultLocale, locales, localizePath } from '@/lib/i18n';
import { readPageAddresses } from '@/lib/post-addresses.mjs';
import { redirects, routes, type LegalSlug } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';
import type { CategorySlug, ServiceSlug } from '@/lib/content/slugs';

/** A page that carries its own address: its English path and the file that holds it. */
type Addressed = {
  english: string;
  file: (locale: string) => string;
  address: (l: string) => unknown;
};

/** Every page of the kinds whose files hold their addresses in the other languages. */
function addressedPages(): Addressed[] {
  const kinds = contentKinds();
  const yaml = <T extends { address?: string }>(
    entries: { slug: string; copy: Record<string, T> }[],
    folder: string,
    english: (slug: string, copy: T) => string,
  ) =>
    entries.map(({ slug, copy }) => ({
      english: english(slug, copy[defaultLocale] as T),
      file: () => contentFile(folder, `${slug}.yaml`),
      address: (l: string) => copy[l]?.address,
    }));
  return [
    ...yaml(readEntries(kinds.services), 'services', (s) => routes.service(s as ServiceSlug)),
    ...yaml(readEntries(kinds.categories), 'categories', (s) => routes.category(s as CategorySlug)),
    ...yaml(readEntries(kinds.conditions), 'conditions', (s, c) => routes.condition(c.category, s)),
    ...yaml(readEntries(kinds.team), 'team', (s) => routes.practitioner(s)),
    ...readEntries(kinds.legal).map(({ slug, copy }) => ({
      english: routes.legal(slug as LegalSlug),
      file: (l: string) => contentFile('legal', l, `${slug}.md`),
      address: (l: string) => (copy as Record<string, { address?: string }>)[l]?.address,
    })),
  ];
}

/**
 * The pages' own addresses (`address` in a service's, category's, condition's, team
 * member's or legal page's file): only in the other languages, written so that the
 * address table reads them (lib/post-addresses.mjs reads line by line, not as YAML), and
 * each one page's: never another page's address, nor an old address that redirects.
 */
export function pageAddressProblems(): string[] {
  const problems: string[] = [];
  const read = readPageAddresses(fs, path, contentDir());
  const pages = addressedPages();
  for (const page of pages) {
    for (const locale of locales) {
      const address = page.address(locale);
      const shown = page.file(locale);
      if (locale === defaultLocale && address !== undefined)
        problems.push(
          `${shown}: address (${locale}): leave it empty in this language: its address is the file name`,
        );
      else if (locale !== defaultLocale && address !== read[locale]?.[page.english])
        problems.push(
          `${shown}: address (${locale}): write it on one line of its own, as address: ${String(address)}`,
        );
    }
  }
  const fileOf = new Map(pages.map((p) => [p.english, p.file]));
  const english = [...sitePaths(), routes.search, routes.offline];
  const moved = redirects(english);
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const seen = new Map<string, string>();
    for (const page of english) {
      const local = localizePath(page, locale);
      const other = seen.get(local);
      const shown = fileOf.get(page)?.(locale) ?? page;
      if (other)
        problems.push(
          `${shown}: address (${locale}): ${local} is already the address of ${fileOf.get(other)?.(locale) ?? other}: choose other words`,
        );
      else if (moved.some((r) => r.from === local))
        problems.push(
          `${shown}: address (${locale}): ${local} is an old address of another page, which leads there: choose other words`,
        );
      seen.set(local, page);
    }
  }
  return [...problems, ...folderProblems(pages)];
}

/** The route of every page file under a folder of app/: "/services/chiropractic/[category]/". */
function routeFolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && (e.name === 'page.tsx' || e.name === 'route.ts'))
    .map((e) => path.relative(dir, e.parentPath).split(path.sep).join('/'))
    .map((rel) => (rel ? `/${rel}/` : '/'));
}

/**
 * A page whose address is a folder of the route tree (the chiropractic service's:
 * app/(es)/es/servicios/quiropractica/) keeps the folder's word: a static export cannot
 * rename a folder, so another word would leave its page and the pages below it behind.
 */
function folderProblems(pages: readonly Addressed[]): string[] {
  const app = path.join(process.cwd(), 'app');
  const english = routeFolders(path.join(app, `(${defaultLocale})`));
  const problems = locales.flatMap((locale) => {
    const home = localizePath('/', locale);
    const group = path.join(app, `(${locale})`, ...home.split('/').filter(Boolean));
    const folders = new Set(routeFolders(group).map((r) => `${home}${r.slice(1)}`));
    return english.flatMap((route) => {
      const page = pages.find((p) => route.startsWith(p.english));
      if (!page || folders.has(localizePath(route, locale))) return [];
      return [
        `${page.file(locale)}: address (${locale}): the site's code has a folder of this page's address (in ${path.relative(process.cwd(), group)}): keep the address it had, or ask a developer to rename the folder`,
      ];
    });
  });
  return [...new Set(problems)];
}
