/**
 * @jest-environment node
 *
 * Files that pass every schema and would still publish wrong stop the build,
 * each with the file, the line and the fix: a copy of content/ with one such
 * file at a time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCopyForEachTest } from '@/lib/content/copy-for-tests';

const content = contentCopyForEachTest('article-checks');
const post = fs.readdirSync(path.join(process.cwd(), 'content', 'blog', 'en'))[0] as string;
const other = fs.readdirSync(path.join(process.cwd(), 'content', 'blog', 'en'))[1] as string;

/** Appends Markdown to the article of a post in a language; the line it starts on. */
function append(language: string, markdown: string, file = post): number {
  const full = path.join(content, 'blog', language, file);
  const text = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, `${text.replace(/\n*$/, '\n\n')}${markdown}`);
  return text.replace(/\n*$/, '\n\n').split('\n').length;
}

async function checks() {
  jest.resetModules();
  return import('@/lib/content/article-checks');
}

const shown = (...parts: string[]) => path.relative(process.cwd(), path.join(content, ...parts));

it('finds nothing in the content as it is', async () => {
  const { articleFileProblems, articleWarnings, encodingProblems } = await checks();
  expect([...encodingProblems(), ...articleFileProblems(), ...articleWarnings()]).toEqual([]);
});

it('stops the build on a file saved as Windows-1252, naming its first line with an accent', async () => {
  const file = path.join(content, 'blog', 'es', post);
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, Buffer.from(text, 'latin1'));
  const line = text.split('\n').findIndex((l) => /[^\x00-\x7f]/.test(l)) + 1;
  jest.resetModules();
  const { contentProblems } = await import('@/lib/content/check');
  expect(await contentProblems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${shown('blog', 'es', post)}: line ${line} is not UTF-8 text .* save it again as UTF-8`,
      ),
    ),
  ]);
});

it('names a skipped heading level and the level to use', async () => {
  const line = append(
    'en',
    '## Getting started\n\nText under it.\n\n#### Too deep\n\nMore text.\n',
  );
  const { articleFileProblems } = await checks();
  expect(articleFileProblems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${shown('blog', 'en', post)}: line ${line + 4}: the heading “Too deep” is at level 4 \\(####\\) right under a level-2 one: make it level 3 \\(###\\)`,
      ),
    ),
  ]);
});

it('names a table row with a cell too few or too many', async () => {
  const line = append(
    'es',
    'Table: Horario\n\n| Día | Hora | Nota |\n| --- | --- | --- |\n| Lunes | 9:00 |\n| Martes | 9:00 | — |\n| Jueves | 9:00 | — | extra |\n',
  );
  const { articleFileProblems } = await checks();
  expect(articleFileProblems()).toEqual([
    expect.stringContaining(
      `${shown('blog', 'es', post)}: line ${line + 4}: this table row has 2 cell(s) and the table's header 3: add the missing cells`,
    ),
    expect.stringContaining(`line ${line + 6}: this table row has 4 cell(s)`),
  ]);
});

it('names a link to an anchor no heading has, on the same page or on another', async () => {
  const otherAddress = `/blog/${other.replace(/\.md$/, '')}/`;
  const line = append(
    'en',
    `## Where to start\n\nSee [the first step](#where-to-start), [nothing](#no-such-section) and [the other post](${otherAddress}#no-such-anchor).\n`,
  );
  const { articleFileProblems } = await checks();
  const problems = articleFileProblems();
  expect(problems).toEqual([
    expect.stringContaining(
      `${shown('blog', 'en', post)}: line ${line + 2}: the link to #no-such-section leads to no heading of this article (its headings' anchors: `,
    ),
    expect.stringContaining(
      `line ${line + 2}: the link to ${otherAddress}#no-such-anchor leads to no heading of that page`,
    ),
  ]);
  expect(problems[0]).toContain('#where-to-start');
});

it('warns about a long post, and stops the build on one over the budget', async () => {
  const { ARTICLE_BUDGET } = await checks();
  const paragraph = `${'Gentle movement helps most people with back pain. '.repeat(20)}\n\n`;
  const repeat = (bytes: number) => paragraph.repeat(Math.ceil(bytes / paragraph.length));
  append('en', repeat(ARTICLE_BUDGET.warn));
  let { articleFileProblems, articleWarnings } = await checks();
  expect(articleFileProblems()).toEqual([]);
  expect(articleWarnings()).toEqual([
    expect.stringMatching(
      new RegExp(`^${shown('blog', 'en', post)}: the article is \\d+ KB, long`),
    ),
  ]);
  append('en', repeat(ARTICLE_BUDGET.fail));
  ({ articleFileProblems, articleWarnings } = await checks());
  expect(articleWarnings()).toEqual([]);
  expect(articleFileProblems()).toEqual([
    expect.stringMatching(
      /the article is \d+ KB, more than the 100 KB .* split it into two or more posts/,
    ),
  ]);
});
