/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { contentKinds, kindFiles, type Kind } from '@/lib/content/kinds';
import { canonicalText, editorYaml, ordered } from '@/lib/cms/format';
import { jsonSchemaOf } from '@/lib/cms/config';
import { contentDir, readRaw } from '@/lib/content/read';

/**
 * Every content file is kept in the form the editor writes it (lib/cms/format.ts),
 * so a save in the editor changes only the lines of what was edited. A file
 * in another form (a hand edit, a merge) is named with the command that fixes it.
 */
const kinds = Object.entries(contentKinds() as Record<string, Kind>);
const files = kinds.flatMap(([key, kind]) => kindFiles(kind).map((file) => [key, file] as const));

it('checks every file of every kind', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(new Set(files.map(([key]) => key)).size).toBe(kinds.length);
});

it.each(files)('%s: content/%s is in the editor’s form (npm run format:content)', (key, file) => {
  const kind = (contentKinds() as Record<string, Kind>)[key] as Kind;
  const text = fs.readFileSync(contentDir(file), 'utf8');
  expect(text).toBe(canonicalText(kind, file, readRaw(contentDir(file))));
});

describe('the editor’s form', () => {
  const kind = contentKinds().closures as Kind;
  const json = jsonSchemaOf(kind.schema);

  it('orders fields as the schema lists them and leaves out empty optional ones', () => {
    const data = { note: 'Closed', end: '', start: '2026-12-24' };
    expect(Object.keys(ordered(data, json) as object)).toEqual(['start', 'note']);
  });

  it('writes strings plain, and single-quoted only where YAML needs it, never folded', () => {
    const long = 'word '.repeat(40).trim();
    expect(editorYaml({ a: 'plain text', b: 'a: colon', c: '66219', d: long })).toBe(
      `a: plain text\nb: 'a: colon'\nc: '66219'\nd: ${long}`,
    );
  });

  it('changing one word of a file changes one line', () => {
    const file = 'pages/home.yaml';
    const home = (contentKinds() as Record<string, Kind>)['page:home'] as Kind;
    const data = readRaw(contentDir(file)) as { en: { hero: { subheadline: string } } };
    const before = canonicalText(home, file, data).split('\n');
    data.en.hero.subheadline = data.en.hero.subheadline.replace(/\w+/, 'Changed');
    const after = canonicalText(home, file, data).split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toHaveLength(1);
  });
});
