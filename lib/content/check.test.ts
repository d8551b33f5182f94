/**
 * @jest-environment node
 *
 * Bad content gets a clear answer: a copy of content/ with broken files
 * yields one line per problem, naming the file, the field and the language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
const content = path.join(root, 'content');

/** Replaces a front matter field's line; `null` drops the line. */
function editFrontMatter(file: string, field: string, value: string | null) {
  const text = fs.readFileSync(path.join(content, file), 'utf8');
  const line = new RegExp(`^${field}: .*\\n`, 'm');
  fs.writeFileSync(
    path.join(content, file),
    text.replace(line, value === null ? '' : `${field}: ${value}\n`),
  );
}

async function problems(): Promise<string[]> {
  jest.resetModules();
  const { contentProblems } = await import('@/lib/content/check');
  return contentProblems();
}

beforeEach(() => {
  fs.rmSync(content, { recursive: true, force: true });
  fs.cpSync(path.join(process.cwd(), 'content'), content, { recursive: true });
  process.env.CONTENT_DIR = content;
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

const shown = (file: string) => path.relative(process.cwd(), path.join(content, file));
const post = fs.readdirSync(path.join(process.cwd(), 'content', 'blog', 'en'))[0] as string;

it('finds no problem in the content as it is', async () => {
  expect(await problems()).toEqual([]);
});

it('names the file, the field and the language of each problem of a post, all at once', async () => {
  editFrontMatter(`blog/es/${post}`, 'title', null);
  editFrontMatter(`blog/en/${post}`, 'date', '2026-02-30');
  editFrontMatter(`blog/en/${post}`, 'category', 'no-such-category');
  const found = await problems();
  expect(found).toEqual(
    expect.arrayContaining([
      `${shown(`blog/es/${post}`)}: title (es): is missing`,
      `${shown(`blog/en/${post}`)}: date (en): is not a day of the calendar`,
      expect.stringMatching(
        new RegExp(`^${shown(`blog/en/${post}`)}: category \\(en\\): must be one of `),
      ),
    ]),
  );
  expect(found).toHaveLength(3);
});

it('refuses a post with only one language', async () => {
  fs.rmSync(path.join(content, 'blog', 'es', post));
  expect(await problems()).toEqual([`${shown(`blog/es/${post}`)}: the file is missing`]);
});

it('refuses a closure that ends before it starts, once for the shared field', async () => {
  fs.writeFileSync(
    path.join(content, 'closures', 'backwards.yaml'),
    [
      'en:\n  start: 2027-01-10\n  end: 2027-01-02\n  note: Closed.',
      'es:\n  start: 2027-01-10\n  end: 2027-01-02\n  note: Cerrado.\n',
    ].join('\n'),
  );
  expect(await problems()).toEqual([
    `${shown('closures/backwards.yaml')}: end (en): must not be before the first day`,
  ]);
});

it('reports a YAML syntax error with its line', async () => {
  fs.writeFileSync(path.join(content, 'closures', 'broken.yaml'), 'en:\n  start: [2027-01-10\n');
  const [problem, ...rest] = await problems();
  expect(rest).toEqual([]);
  expect(problem).toMatch(new RegExp(`^${shown('closures/broken.yaml')}: YAML syntax error at line \\d+`));
});

it('names an unknown placeholder with its file, field and language', async () => {
  const file = path.join(content, 'pages', 'contact.yaml');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace(/^(es:\n {2}title: .*)$/m, '$1 {{fone}}'));
  expect(await problems()).toEqual([
    `${shown('pages/contact.yaml')}: title (es): unknown placeholder {{fone}}`,
  ]);
});

it('refuses a picture that is not there, and an unknown field', async () => {
  const file = path.join(content, 'team', fs.readdirSync(path.join(content, 'team'))[0] as string);
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    text.replace(/^( {2}photo: ).*$/gm, '$1/media/nobody.jpg').replace(/^en:\n/, 'en:\n  nickname: Doc\n'),
  );
  const found = (await problems()).sort();
  expect(found).toEqual([
    `${shown(path.relative(content, file))}: nickname (en): unknown field`,
    `${shown(path.relative(content, file))}: photo (en): no such file: public/media/nobody.jpg`,
  ]);
});
