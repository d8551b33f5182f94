import fs from 'node:fs';
import path from 'node:path';
import { contentDir, contentFile } from '@/lib/content/read';
import { delocalizePath, locales, type Locale } from '@/lib/i18n';
import { parseMarkdown, slugify } from '@/lib/markdown';
import { walk } from '@/lib/walk';

/**
 * Checks of what would publish wrong although every schema passes, on the
 * files as they are (the build runs them with the content check,
 * lib/content/check.ts): a file that is not UTF-8, and in the articles (posts
 * and legal pages) a skipped heading level, a table row with a cell too many
 * or too few, a link to an anchor no heading has, and a post too large for a
 * page. Each message names the file, the line and the fix.
 */

/** Markdown bytes of one article: the longest post is about 11 KB; a page weighs about 1.3 times its text, and its payload as much again. */
export const ARTICLE_BUDGET = { warn: 40_000, fail: 100_000 };

const TEXT_FILE = /\.(md|ya?ml|txt)$/;

/** Every text file under content/, as its path. */
const textFiles = (dir = contentDir()) => walk(dir, { keep: (name) => TEXT_FILE.test(name) });

const shown = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * Files that are not UTF-8 (saved as Windows-1252 or Latin-1 by another
 * program): every accent would show as "�" on the page, in its title too.
 */
export function encodingProblems(): string[] {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return textFiles().flatMap((file) => {
    const bytes = fs.readFileSync(file);
    try {
      utf8.decode(bytes);
      return [];
    } catch {
      const lines = bytes.toString('latin1').split('\n');
      const line = lines.findIndex((l) => /[\x80-\xff]/.test(l)) + 1;
      return [
        `${shown(file)}: line ${line} is not UTF-8 text (the file was saved in another encoding, such as Windows-1252): open it in a text editor, save it again as UTF-8, and check its accents.`,
      ];
    }
  });
}

type Article = { file: string; locale: Locale; address: string; body: string; offset: number };

/** The posts and legal pages, each language's file, with the body's first line in the file. */
function articles(): Article[] {
  const kinds = [
    { folder: 'blog', address: (slug: string) => `/blog/${slug}/` },
    { folder: 'legal', address: (slug: string) => `/${slug}/` },
  ];
  return kinds.flatMap(({ folder, address }) =>
    locales.flatMap((locale) => {
      const dir = contentDir(folder, locale);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => {
          const text = fs.readFileSync(path.join(dir, f), 'utf8');
          const front = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(text)?.[0] ?? '';
          return {
            file: contentFile(folder, locale, f),
            locale,
            address: address(f.slice(0, -'.md'.length)),
            body: text.slice(front.length),
            offset: front.split('\n').length - 1,
          };
        });
    }),
  );
}

/** The anchors of an article's headings (lib/markdown-html.ts gives h2–h4 their ids). */
function anchorsOf(body: string): Set<string> {
  const tokens = parseMarkdown(body);
  return new Set(
    tokens.flatMap((t, i) =>
      t.type === 'heading_open' ? [slugify(tokens[i + 1]?.content ?? '')] : [],
    ),
  );
}

/** The cells of one table row as written: `| a | b |` has two. */
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/).length;

/** One article's problems: heading levels, table rows, anchors. */
function articleProblems(article: Article, anchors: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  const at = (line: number | undefined, message: string) =>
    problems.push(`${article.file}: line ${article.offset + (line ?? 0) + 1}: ${message}`);
  const tokens = parseMarkdown(article.body);
  const lines = article.body.split('\n');
  let level = 1; // the page's title
  for (const [i, token] of tokens.entries()) {
    if (token.type === 'heading_open') {
      const next = Number(token.tag.slice(1));
      if (next > level + 1)
        at(
          token.map?.[0],
          `the heading “${tokens[i + 1]?.content}” is at level ${next} (${'#'.repeat(next)}) right under a level-${level} one: make it level ${level + 1} (${'#'.repeat(level + 1)}); screen readers and search engines read the levels as the article's outline.`,
        );
      level = next;
    }
    if (token.type === 'table_open' && token.map) {
      const [start, end] = token.map;
      const rows = lines.slice(start, end);
      const header = cellsOf(rows[0] ?? '');
      rows.forEach((row, r) => {
        if (r === 1 || !row.trim()) return; // the |---| line
        const cells = cellsOf(row);
        if (cells !== header)
          at(
            start + r,
            `this table row has ${cells} cell(s) and the table's header ${header}: add the missing cells (an empty cell is written | |) or remove the extra ones, so that each value stands under its heading.`,
          );
      });
    }
    for (const child of token.children ?? []) {
      if (child.type !== 'link_open') continue;
      const href = String(child.attrGet('href') ?? '');
      const hash = href.indexOf('#');
      if (hash < 0 || /^#ref-\d+$/.test(href) || /^[a-z]+:/i.test(href)) continue;
      const page = href.slice(0, hash);
      const anchor = decodeURIComponent(href.slice(hash + 1));
      // A link is shown in the article's language (lib/routes.ts's internalHref).
      const english = page
        ? delocalizePath(page.endsWith('/') ? page : `${page}/`)
        : article.address;
      const target = anchors.get(`${article.locale} ${english}`);
      if (target && !target.has(anchor))
        at(
          token.map?.[0],
          `the link to ${href} leads to no heading of ${page ? 'that page' : 'this article'}${target.size ? ` (its headings' anchors: ${[...target].map((a) => `#${a}`).join(', ')})` : ', which has no headings'}: link to one of them, or to the page without #.`,
        );
    }
  }
  return problems;
}

/** The articles' problems (skipped heading levels, table rows, anchors) and posts over the budget. */
export function articleFileProblems(): string[] {
  const all = articles();
  // By "<language> <English address>": a link's page is read back to its English address.
  const anchors = new Map(all.map((a) => [`${a.locale} ${a.address}`, anchorsOf(a.body)]));
  return [
    ...all.flatMap((a) => articleProblems(a, anchors)),
    ...all
      .filter((a) => Buffer.byteLength(a.body) > ARTICLE_BUDGET.fail)
      .map(
        (a) =>
          `${a.file}: the article is ${kb(a.body)} KB, more than the ${kb(ARTICLE_BUDGET.fail)} KB a page can carry (its page would weigh about three times that with its data): split it into two or more posts that link to each other.`,
      ),
  ];
}

/** Articles over the warning budget and under the limit: printed by the build, never blocking. */
export function articleWarnings(): string[] {
  return articles()
    .filter((a) => {
      const bytes = Buffer.byteLength(a.body);
      return bytes > ARTICLE_BUDGET.warn && bytes <= ARTICLE_BUDGET.fail;
    })
    .map(
      (a) =>
        `${a.file}: the article is ${kb(a.body)} KB, long for one page (the longest post is about 11 KB); at ${kb(ARTICLE_BUDGET.fail)} KB the build stops: consider splitting it.`,
    );
}

const kb = (text: string | number) =>
  Math.round((typeof text === 'number' ? text : Buffer.byteLength(text)) / 1000);
