/**
 * @jest-environment node
 *
 * Bad content gets a clear answer: a copy of content/ with broken files
 * yields one line per problem, naming the file, the field and the language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCopyForEachTest } from '@/lib/content/copy-for-tests';

const content = contentCopyForEachTest('content-check');

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
  expect(problem).toMatch(
    new RegExp(`^${shown('closures/broken.yaml')}: YAML syntax error at line \\d+`),
  );
});

it('names an unknown placeholder with its file, field and language', async () => {
  const file = path.join(content, 'pages', 'contact.yaml');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace(/^(es:\n {2}title: .*)$/m, '$1 {{fone}}'));
  expect(await problems()).toEqual([
    `${shown('pages/contact.yaml')}: title (es): unknown placeholder {{fone}}; did you mean {{phone}}?`,
  ]);
});

it('refuses a picture that is not there, and an unknown field', async () => {
  const file = path.join(content, 'team', fs.readdirSync(path.join(content, 'team'))[0] as string);
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    text
      .replace(/^( {2}photo: ).*$/gm, '$1/media/nobody.jpg')
      .replace(/^en:\n/, 'en:\n  nickname: Doc\n'),
  );
  const found = (await problems()).sort();
  expect(found).toEqual([
    `${shown(path.relative(content, file))}: nickname (en): unknown field`,
    `${shown(path.relative(content, file))}: photo (en): no such file: public/media/nobody.jpg`,
  ]);
});

describe('bad files a commit, a merge or a hand edit brings, each named before anything is built', () => {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    fs.writeFileSync(path.join(content, file), text);
  };
  const read = (file: string) => fs.readFileSync(path.join(content, file), 'utf8');
  const copyPost = (to: string) => {
    for (const l of ['en', 'es'])
      fs.copyFileSync(path.join(content, 'blog', l, post), path.join(content, 'blog', l, to));
  };

  it('a number where text belongs, and text where a number belongs, say what was found', async () => {
    editFrontMatter(`blog/en/${post}`, 'title', '1234');
    const team = fs.readdirSync(path.join(content, 'team'))[0] as string;
    write(`team/${team}`, read(`team/${team}`).replace(/order: \d+/g, 'order: three'));
    const found = await problems();
    expect(found).toContain(
      `${shown(`blog/en/${post}`)}: title (en): must be text; found the number 1234`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/team\/.*: order \(en\): must be number; found "three"$/),
      ]),
    );
  });

  it('a byte-order mark before the front matter is dropped', async () => {
    write(`blog/en/${post}`, `\uFEFF${read(`blog/en/${post}`)}`);
    expect(await problems()).toEqual([]);
  });

  it('an empty picture, or a text file named .jpg, is named as not a picture', async () => {
    const pub = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    for (const entry of fs.readdirSync(path.join(process.cwd(), 'public')))
      fs.symlinkSync(path.join(process.cwd(), 'public', entry), path.join(pub, entry));
    fs.mkdirSync(path.join(pub, 'media'));
    fs.writeFileSync(path.join(pub, 'media', 'empty.jpg'), '');
    fs.writeFileSync(path.join(pub, 'media', 'notes.jpg'), 'not a picture');
    process.env.PUBLIC_DIR = pub;
    for (const [l, picture] of [
      ['en', 'empty.jpg'],
      ['es', 'notes.jpg'],
    ] as const)
      write(
        `blog/${l}/${post}`,
        read(`blog/${l}/${post}`).replace(
          /^(title: .*)$/m,
          `$1\nimage: /media/${picture}\nimageAlt: A picture`,
        ),
      );
    const found = await problems();
    delete process.env.PUBLIC_DIR;
    fs.rmSync(pub, { recursive: true, force: true });
    expect(found.join('\n')).toContain('public/media/empty.jpg is not a picture');
    expect(found.join('\n')).toContain('public/media/notes.jpg is not a picture');
  });

  it('a space, an accent or a capital in a file name, or two names that differ in case', async () => {
    copyPost('My Post.md');
    copyPost('sesión.md');
    copyPost('Why-Posture-Matters.md');
    const found = await problems();
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /blog\/en\/My Post\.md: the file name is the page's address: .* for example my-post\.md$/,
        ),
        expect.stringMatching(/blog\/en\/sesión\.md: .* for example sesion\.md$/),
        expect.stringMatching(/blog\/en\/Why-Posture-Matters\.md: .*lower-case/),
      ]),
    );
    // First, before what the schemas find (here: the copies share one Spanish address).
    const names = found.filter((p) => p.includes('file name') || p.includes('only in case'));
    expect(found.slice(0, names.length)).toEqual(names);
  });

  it('a post named like the blog’s own addresses (page, pagina, rss)', async () => {
    copyPost('page.md');
    copyPost('pagina.md');
    const found = await problems();
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/blog\/en\/page\.md: "page" is an address of the blog itself/),
        expect.stringMatching(/blog\/en\/pagina\.md: "pagina" is an address of the blog itself/),
      ]),
    );
  });

  it('a post with only a heading, and HTML in the article, with its line', async () => {
    const head = read(`blog/en/${post}`).split('\n---\n')[0] as string;
    write(`blog/en/${post}`, `${head}\n---\n\n## Only a heading\n`);
    write(`blog/es/${post}`, `${read(`blog/es/${post}`)}\n<div class="callout">Nota</div>\n`);
    const found = await problems();
    expect(found).toContain(
      `${shown(`blog/en/${post}`)}: body (en): needs at least 2 paragraphs of text (a heading alone is not an article), or leave it empty to show the summary`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`blog/es/${post}: body \\(es\\): line \\d+ of the text has HTML in it`),
        ),
      ]),
    );
  });

  it('every link of the copy to a missing page, all of them, by the content check itself', async () => {
    write(
      `blog/en/${post}`,
      `${read(`blog/en/${post}`)}\nSee [one](/services/no-such-page/) and [two](/blog/no-such-post/).\n`,
    );
    const found = await problems();
    // The file and the line of each link.
    const line =
      read(`blog/en/${post}`)
        .split('\n')
        .findIndex((l) => l.includes('[one]')) + 1;
    const at = `${shown(`blog/en/${post}`)}, line ${line}`;
    expect(found).toEqual([
      `${at}: English: The link to /services/no-such-page/ leads to no page of the site.`,
      `${at}: English: The link to /blog/no-such-post/ leads to no page of the site.`,
    ]);
  });
});

it('names every problem in one run: a deleted category its posts use, and the deleted doctor', async () => {
  // As the front desk would: delete a category its posts use, and the doctor's team entry.
  // The doctor used to appear only once the posts' categories were fixed.
  const used = fs
    .readdirSync(path.join(content, 'blog', 'en'))
    .map((file) => ({
      file,
      category: /^category: (.*)$/m.exec(
        fs.readFileSync(path.join(content, 'blog', 'en', file), 'utf8'),
      )?.[1],
    }))
    .find((p) => p.category) as { file: string; category: string };
  fs.rmSync(path.join(content, 'blog-categories', `${used.category}.yaml`));
  const doctor = /^ {2}team: (.*)$/m.exec(
    fs.readFileSync(path.join(content, 'clinic.yaml'), 'utf8'),
  )?.[1] as string;
  fs.rmSync(path.join(content, 'team', `${doctor}.yaml`));
  const found = await problems();
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`blog/en/${used.file}: category \\(en\\): must be one of `)),
      expect.stringMatching(
        new RegExp(`clinic\\.yaml: doctor\\.team: must name a doctor in content/team/`),
      ),
    ]),
  );
});

it('refuses a Spanish post that is the English text, naming each field (“Copy from English”)', async () => {
  const slug = post.replace(/\.md$/, '');
  const english = fs.readFileSync(path.join(content, 'blog', 'en', post), 'utf8');
  const address = /^address: .*$/m.exec(
    fs.readFileSync(path.join(content, 'blog', 'es', post), 'utf8'),
  );
  fs.writeFileSync(
    path.join(content, 'blog', 'es', post),
    english.replace(/^title: /m, `${address?.[0]}\ntitle: `),
  );
  const file = shown(`blog/es/${slug}.md`);
  expect(await problems()).toEqual(
    expect.arrayContaining(
      ['title', 'excerpt', 'summary', 'body'].map(
        (field) => `${file}: ${field} (es): this is the English text: write it in Spanish`,
      ),
    ),
  );
});
