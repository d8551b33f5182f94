/**
 * @jest-environment node
 *
 * The content check's messages point where the mistake is and say what to
 * do: a copy of content/ with one mistake at a time, read by the build's check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCopyForEachTest } from '@/lib/content/copy-for-tests';

const content = contentCopyForEachTest('content-messages');
const post = fs.readdirSync(path.join(process.cwd(), 'content', 'blog', 'es'))[0] as string;

const read = (file: string) => fs.readFileSync(path.join(content, file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(content, file), text);
const shown = (file: string) => path.relative(process.cwd(), path.join(content, file));
/** The 1-based number of the first line of a file that passes `test`. */
const lineOf = (file: string, test: (line: string) => boolean) =>
  read(file).split('\n').findIndex(test) + 1;

async function problems(): Promise<string[]> {
  jest.resetModules();
  const { contentProblems } = await import('@/lib/content/check');
  return contentProblems();
}

it('points an unclosed quote at the line where it opens, in a post and in a YAML file', async () => {
  const file = `blog/es/${post}`;
  write(file, read(file).replace(/^title: .*$/m, "title: 'Una rutina sin cerrar"));
  const yaml = 'conditions/vertigo.yaml';
  write(yaml, read(yaml).replace(/^ {2}navTitle: (.*)$/m, '  navTitle: "$1'));
  expect(await problems()).toEqual([
    `${shown(file)}: YAML syntax error in the front matter at line ${lineOf(file, (l) => l.startsWith('title:'))}: the ' that opens this value is never closed: end the value with ' (an apostrophe inside it is written '').`,
    `${shown(yaml)}: YAML syntax error at line ${lineOf(yaml, (l) => l.startsWith('  navTitle: "'))}: the " that opens this value is never closed: end the value with " (a " inside it is written \\").`,
  ]);
});

it('names the field written twice, its language and both lines', async () => {
  const file = `blog/es/${post}`;
  write(file, read(file).replace(/^(title: .*)$/m, "$1\ntitle: 'Otra vez'"));
  const yaml = 'conditions/vertigo.yaml';
  write(yaml, read(yaml).replace(/^es:\n/m, 'es:\n  navTitle: Vértigo\n'));
  const lines = read(yaml).split('\n');
  const spanish = lines.indexOf('es:');
  const second = lines.findIndex((l, i) => i > spanish + 1 && l.startsWith('  navTitle:')) + 1;
  expect(await problems()).toEqual([
    `${shown(file)}: YAML syntax error in the front matter at line ${lineOf(file, (l) => l === "title: 'Otra vez'")}: the field title (es) is written twice, here and at line ${lineOf(file, (l) => l.startsWith('title:'))}: keep one of them.`,
    `${shown(yaml)}: YAML syntax error at line ${second}: the field navTitle (es) is written twice, here and at line ${spanish + 2}: keep one of them.`,
  ]);
});

it('names the file and the line of a link to no page, in a YAML file’s language part', async () => {
  const yaml = 'conditions/vertigo.yaml';
  const lines = read(yaml).split('\n');
  const spanish = lines.indexOf('es:');
  const target = lines.findIndex((l, i) => i > spanish && /^ {4}- \S/.test(l));
  lines[target] = (lines[target] as string).replace(
    '- ',
    '- Vea [esta página](/services/nothing/). ',
  );
  write(yaml, lines.join('\n'));
  expect(await problems()).toEqual([
    `${shown(yaml)}, line ${target + 1}: Spanish: The link to /services/nothing/ leads to no page of the site.`,
  ]);
});

it('says where the fixed list of categories lives when a category file is deleted', async () => {
  fs.rmSync(path.join(content, 'categories', 'extremities.yaml'));
  expect(await problems()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${shown('categories/extremities.yaml')}: the file is missing, and the site cannot do without it: the categories are fixed in lib/content/slugs\\.ts \\(.*extremities.*\\).* Restore the file`,
      ),
    ),
  ]);
});
