import fs from 'node:fs';
import path from 'node:path';
import { pageAddressProblems } from '@/lib/content/address-checks';
import { articleFileProblems, encodingProblems } from '@/lib/content/article-checks';
import { entryFindings, findingText, sameTextFields } from '@/lib/content/findings';
import { checkKinds, contentKinds, type Kind } from '@/lib/content/kinds';
import { ContentError, contentDir, contentFile, markdownSlugs } from '@/lib/content/read';
import { defaultLocale, locales, localizePath, type Locale } from '@/lib/i18n';
import { readPostAddresses } from '@/lib/post-addresses.mjs';
import { routes } from '@/lib/routes';
import { getPosts } from '@/lib/blog';
import { blogCategories, blogCategory } from '@/lib/content/blog-categories';
import { clinic } from '@/lib/content/clinic';
import { closures } from '@/lib/content/closures';
import { conditions } from '@/lib/content/conditions';
import { legalDocs, taglines } from '@/lib/content/legal';
import { homeReferences, practicePages, steps } from '@/lib/content/pages';
import { rawEntries } from '@/lib/content/raw-entries';
import { isReviewed } from '@/lib/content/review';
import { categories, services, servicesOverview } from '@/lib/content/services';
import { siteIndex } from '@/lib/content/site-index';
import { team } from '@/lib/content/team';

/** Problems a content error carries, one line each; anything else is a bug and is thrown. */
function problemsOf(error: unknown): string[] {
  if (error instanceof ContentError) return [...error.problems];
  throw error;
}

/** A content file's name is its page's address: lower-case letters, digits and hyphens. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names a post cannot have: the blog's own addresses (/blog/page/2/, /es/blog/pagina/2/). */
const reservedPostNames = () =>
  new Set(
    locales.flatMap((l) => [
      localizePath(routes.blogPage(2), l).split('/').at(-3) as string,
      'rss',
    ]),
  );

/**
 * The file names of the folder kinds: each becomes an address, so it is
 * lower-case letters, digits and hyphens, unique whatever its case, and never
 * an address the site uses itself.
 */
export function fileNameProblems(): string[] {
  const problems: string[] = [];
  for (const [key, kind] of Object.entries(contentKinds() as Record<string, Kind>)) {
    if (kind.layout !== 'posts' && kind.layout !== 'entries') continue;
    const folders =
      kind.layout === 'posts' ? locales.map((l) => path.join(kind.folder, l)) : [kind.folder];
    for (const folder of folders) {
      const dir = contentDir(folder);
      if (!fs.existsSync(dir)) continue;
      const extension = kind.layout === 'posts' ? '.md' : '.yaml';
      const names = fs.readdirSync(dir).filter((f) => f.endsWith(extension) || f.endsWith('.yml'));
      const seen = new Map<string, string>();
      for (const file of names) {
        const name = file.replace(/\.(md|ya?ml)$/, '');
        const shown = contentFile(folder, file);
        if (file.endsWith('.yml'))
          problems.push(`${shown}: the file name ends in .yml: rename it to ${name}.yaml`);
        else if (!NAME.test(name))
          problems.push(
            `${shown}: the file name is the page's address: use lower-case letters, digits and hyphens only (no spaces, accents or capitals), for example ${name
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')}${extension}`,
          );
        const lower = name.toLowerCase();
        const other = seen.get(lower);
        if (other)
          problems.push(`${shown}: differs from ${other} only in case: two pages, one address`);
        seen.set(lower, file);
        if (key === 'posts' && reservedPostNames().has(lower))
          problems.push(
            `${shown}: "${name}" is an address of the blog itself: choose another name`,
          );
      }
    }
  }
  return problems;
}

/**
 * The posts' own addresses in the other languages (their `address`): each is
 * one post's, never a blog address nor another post's file name (whose old
 * untranslated address answers with a redirect).
 */
export function postAddressProblems(): string[] {
  const problems: string[] = [];
  const addresses = readPostAddresses(fs, path, contentDir());
  const slugs = new Set(markdownSlugs(contentDir(contentKinds().posts.folder)));
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const seen = new Map<string, string>();
    for (const [slug, address] of Object.entries(addresses[locale] ?? {})) {
      const shown = contentFile('blog', locale, `${slug}.md`);
      const other = seen.get(address);
      if (other)
        problems.push(
          `${shown}: address (${locale}): "${address}" is already the address of ${other}`,
        );
      else if (reservedPostNames().has(address))
        problems.push(
          `${shown}: address (${locale}): "${address}" is an address of the blog itself: choose other words`,
        );
      else if (address !== slug && slugs.has(address))
        problems.push(
          `${shown}: address (${locale}): "${address}" is the file name of another post: choose other words`,
        );
      seen.set(address, shown);
    }
  }
  return problems;
}

/**
 * Every problem of every content file, one line each, naming the file, the
 * field and the language, all in one run: the file names, the schemas, the
 * loaders (which fill the {{placeholders}} and check what spans files: the
 * clinic's doctor is one of the team, a post's category exists…), the medical
 * reviews, and every link in the copy that leads nowhere. A later step that
 * breaks only because of an earlier problem adds nothing of its own; with no
 * earlier problem, its error is a bug and is thrown.
 * `npm run build` stops on any before `next build` writes a file.
 */
export function contentProblems(): Promise<string[]> {
  // A file that is not UTF-8 garbles every later reading of it: those first, alone.
  const encoding = encodingProblems();
  if (encoding.length > 0) return Promise.resolve(encoding);
  const problems = new Set<string>();
  const step = (run: () => unknown) => {
    try {
      const found = run();
      if (Array.isArray(found)) for (const problem of found) problems.add(String(problem));
    } catch (error) {
      if (error instanceof ContentError || problems.size === 0)
        for (const problem of problemsOf(error)) problems.add(problem);
    }
  };
  step(fileNameProblems);
  step(postAddressProblems);
  step(checkKinds);
  // The loaders fill the {{placeholders}} and check what spans files; what they return is pages.
  const loaders = [
    clinic,
    team,
    practicePages,
    homeReferences,
    steps,
    services,
    servicesOverview,
    categories,
    conditions,
    closures,
    legalDocs,
    taglines,
    blogCategories,
    () => getPosts('en'),
  ];
  for (const load of loaders) step(() => void load());
  step(pageAddressProblems);
  step(sameTextProblems);
  step(reviewProblems);
  step(linkProblems);
  step(articleFileProblems);
  return Promise.resolve([...problems]);
}

/**
 * Health pages without their medical review: every service and condition, and every post of a
 * category that gives health advice. A draft can be saved without one; it cannot be published.
 */
function reviewProblems(): string[] {
  const message =
    'needs its medical review before it is published: a practitioner reads the whole page, then sets “Reviewed by” and “Last reviewed”';
  return [
    ...services()
      .filter((s) => !isReviewed(s.review))
      .map((s) => `content/services/${s.slug}.yaml: ${message}`),
    ...conditions()
      .filter((c) => !isReviewed(c.review))
      .map((c) => `content/conditions/${c.slug}.yaml: ${message}`),
    ...getPosts('en')
      .filter((p) => blogCategory(p.category).healthAdvice && !isReviewed(p.review))
      .map((p) => `content/blog/en/${p.slug}.md: ${message}`),
  ];
}

/** Every link of the copy that leads to no page (all of them), with its file and line. */
function linkProblems(): string[] {
  const index = siteIndex();
  return rawEntries().flatMap((entry) =>
    entryFindings(entry.kind, entry.id, entry.copy, index)
      .filter((f) => f.level === 'fix' && /^The link to /.test(f.message))
      .map((f) => `${linkPlace(entry.kind, entry.id, f)}: ${findingText(f)}`),
  );
}

/**
 * Where a link is written: the file, a comma and the line ("…/es/<post>.md, line 40"), from the
 * entry's file in the finding's language and the first line with the link.
 */
function linkPlace(
  kind: string,
  id: string,
  finding: { locale?: Locale; message: string },
): string {
  const href = /^The link to (\S+) /.exec(finding.message)?.[1] ?? '';
  const entry = (contentKinds() as Record<string, Kind>)[kind];
  const file =
    entry?.layout === 'posts' && finding.locale
      ? contentDir(entry.folder, finding.locale, `${id}.md`)
      : entry?.layout === 'entries'
        ? contentDir(entry.folder, `${id}.yaml`)
        : entry && 'file' in entry
          ? contentDir(entry.file)
          : undefined;
  if (!file || !fs.existsSync(file)) return `${kind} ${id}`;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  // In a file with both languages, the line in the finding's language's part.
  const part = lines.findIndex((l) => l === `${finding.locale}:`);
  const line = lines.findIndex((l, i) => i > part && l.includes(`](${href}`));
  return `${path.relative(process.cwd(), file)}${line >= 0 ? `, line ${line + 1}` : ''}`;
}

/**
 * Every field whose text in another language is the English, word for word ("Copy from
 * English" left as it was), by file, field and language: it would publish English as Spanish.
 */
function sameTextProblems(): string[] {
  const kinds = contentKinds() as Record<string, Kind>;
  return rawEntries().flatMap(({ kind, id, copy }) =>
    locales.flatMap((locale) => {
      const [first, other] = [copy[defaultLocale], copy[locale]];
      if (locale === defaultLocale || !first || !other) return [];
      const where = kinds[kind] as Kind;
      const file =
        where.layout === 'posts'
          ? contentFile(where.folder, locale, `${id}.md`)
          : where.layout === 'entries'
            ? contentFile(where.folder, `${id}.yaml`)
            : contentFile(where.file);
      return sameTextFields(first, other).map(
        (field) => `${file}: ${field} (${locale}): this is the English text: write it in Spanish`,
      );
    }),
  );
}
