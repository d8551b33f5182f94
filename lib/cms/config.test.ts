/**
 * @jest-environment node
 */
import { cmsConfig, type EditorField } from '@/lib/cms/config';
import { blogCategoryKeys, contentKinds, type Kind } from '@/lib/content/kinds';
import { DESCRIPTION_RANGE, TITLE_MAX } from '@/lib/content/fields';
import { contentDir, markdownSlugs, parseContent, readRaw, yamlSlugs } from '@/lib/content/read';
import { categorySlugs } from '@/lib/content/slugs';
import { defaultLocale } from '@/lib/i18n';
import { buildDayOf } from '@/lib/content/today';

/**
 * The editor's rules and the build's rules cannot drift: for every kind of
 * content, a real entry is changed one field at a time (left out, emptied, cut
 * or stretched to the length limits, given a date in another form or a year
 * typed wrong, a choice that is not on the list), and what the editor would
 * let staff save (simulated from config.yml's fields, as Sveltia validates
 * them) must be what the schema accepts at build time.
 */

type Obj = Record<string, unknown>;
const today = new Date().toISOString().slice(0, 10);
const config = cmsConfig('https://example.test', today);
const daysFrom = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const kinds = contentKinds() as Record<string, Kind>;

/** The editor's fields for a kind, as config.yml lists them. */
function editorFields(key: string): EditorField[] {
  const kind = kinds[key] as Kind;
  const collections = config.collections as {
    name: string;
    fields?: EditorField[];
    files?: { name: string; fields: EditorField[] }[];
  }[];
  if (kind.layout === 'file' || kind.layout === 'facts') {
    const group = collections.find(
      (c) => c.name === (kind.layout === 'file' ? 'pages' : 'settings'),
    );
    const file = group?.files?.find((f) => f.name === key.replace(/^page:/, ''));
    if (!file) throw new Error(`${key}: not in the editor`);
    return file.fields;
  }
  const collection = collections.find((c) => c.name === key);
  if (!collection?.fields) throw new Error(`${key}: not in the editor`);
  return collection.fields;
}

/** One real entry of a kind, in English, as written in its file. */
function sample(kind: Kind): Obj {
  switch (kind.layout) {
    case 'posts': {
      const slug = markdownSlugs(contentDir(kind.folder))[0];
      return readRaw(contentDir(kind.folder, 'en', `${slug}.md`)) as Obj;
    }
    case 'entries': {
      const slug = yamlSlugs(contentDir(kind.folder))[0];
      return (readRaw(contentDir(kind.folder, `${slug}.yaml`)) as Record<string, Obj>).en as Obj;
    }
    case 'file':
      return (readRaw(contentDir(kind.file)) as Record<string, Obj>).en as Obj;
    case 'facts':
      return readRaw(contentDir(kind.file)) as Obj;
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Whether the editor would save `value` for `field`: its presence, pattern, choices and limits. */
function editorAccepts(field: EditorField, value: unknown): boolean {
  // The samples are in the default language: a field required in the others only may be empty.
  if (isEmpty(value))
    return (
      field.required === false ||
      (Array.isArray(field.required) && !field.required.includes(defaultLocale))
    );
  switch (field.widget) {
    case 'select': {
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.every((v) => field.options?.some((o) => o.value === String(v)));
    }
    case 'datetime': {
      // The date picker writes its `format` and keeps to its min and max.
      if (field.type === 'time') return /^\d{2}:\d{2}$/.test(String(value));
      const day = String(value);
      return (
        field.format === 'YYYY-MM-DD' &&
        /^\d{4}-\d{2}-\d{2}$/.test(day) &&
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
        (field.min === undefined || day >= String(field.min)) &&
        (field.max === undefined || day <= String(field.max))
      );
    }
    case 'number':
      return (
        typeof value === 'number' &&
        (field.min === undefined || value >= Number(field.min)) &&
        (field.max === undefined || value <= Number(field.max))
      );
    case 'object':
      return (field.fields ?? []).every((f) => editorAccepts(f, (value as Obj)[f.name]));
    case 'list': {
      const list = value as unknown[];
      if (field.min !== undefined && list.length < Number(field.min)) return false;
      if (field.max !== undefined && list.length > Number(field.max)) return false;
      return list.every((item) =>
        field.field
          ? editorAccepts(field.field, item)
          : editorAccepts({ ...field, widget: 'object' }, item),
      );
    }
    default: {
      const text = String(value).trim();
      return (
        (!field.pattern || new RegExp(field.pattern[0]).test(text)) &&
        (field.minlength === undefined || [...text].length >= field.minlength) &&
        (field.maxlength === undefined || [...text].length <= field.maxlength)
      );
    }
  }
}

type Mutation = { path: string; value: unknown; at: (string | number)[] };

const LENGTHS = [
  1,
  TITLE_MAX,
  TITLE_MAX + 1,
  DESCRIPTION_RANGE.min - 1,
  DESCRIPTION_RANGE.min,
  DESCRIPTION_RANGE.max,
  DESCRIPTION_RANGE.max + 1,
];

/** The changes tried on one field (and on the fields inside it). */
function mutations(field: EditorField, value: unknown, at: (string | number)[]): Mutation[] {
  const path = at.join('.');
  const out: Mutation[] = [{ path, value: undefined, at }];
  if (value === undefined) return out;
  switch (field.widget) {
    case 'object':
      for (const f of field.fields ?? [])
        out.push(...mutations(f, (value as Obj)[f.name], [...at, f.name]));
      break;
    case 'list': {
      out.push({ path, value: [], at });
      const first = (value as unknown[])[0];
      if (first === undefined) break;
      if (field.field) out.push(...mutations(field.field, first, [...at, 0]));
      else
        for (const f of field.fields ?? [])
          out.push(...mutations(f, (first as Obj)[f.name], [...at, 0, f.name]));
      break;
    }
    case 'select':
      out.push({ path, value: 'not-on-the-list', at });
      for (const option of field.options ?? [])
        out.push({ path, value: field.multiple ? [option.value] : option.value, at });
      break;
    case 'datetime':
      if (field.type === 'time') break;
      // The entry's own day (later rules compare it with other days), other forms of it,
      // and years typed wrong: 1906 for 2026, and two years ahead.
      for (const v of [
        value,
        `${String(value)}T00:00:00.000Z`,
        String(value).split('-').reverse().join('/'),
        String(value).replace(/^\d{4}/, '1906'),
        daysFrom(730),
      ])
        out.push({ path, value: v, at });
      break;
    case 'string':
    case 'text':
      out.push({ path, value: '', at });
      for (const n of LENGTHS) out.push({ path, value: 'x'.repeat(n), at });
      break;
  }
  return out;
}

function withValue(entry: Obj, at: (string | number)[], value: unknown): Obj {
  const copy = structuredClone(entry);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1] as string | number;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
  return copy;
}

describe.each(Object.keys(kinds))('the editor and the schema of %s', (key) => {
  const kind = kinds[key] as Kind;
  const fields = editorFields(key);
  const entry = sample(kind);

  it('the real entry passes both', () => {
    expect(parseContent(kind.schema, entry).error?.issues).toBeUndefined();
    expect(fields.filter((f) => !editorAccepts(f, entry[f.name])).map((f) => f.name)).toEqual([]);
  });

  it('the editor has a field for every field of the entry, so saving loses nothing', () => {
    const names = fields.map((f) => f.name);
    expect(Object.keys(entry).filter((k) => !names.includes(k))).toEqual([]);
  });

  it('accepts and refuses the same changes', () => {
    const disagreements = fields
      .flatMap((f) => mutations(f, entry[f.name], [f.name]))
      .map((m) => {
        const changed = withValue(entry, m.at, m.value);
        const editor = fields.every((f) => editorAccepts(f, changed[f.name]));
        const build = parseContent(kind.schema, changed).success;
        return { field: m.path, value: m.value, editor, build };
      })
      .filter((r) => r.editor !== r.build);
    expect(disagreements).toEqual([]);
  });
});

describe('choices the editor offers', () => {
  it("a post's category is one of the blog categories (content/blog-categories/)", () => {
    const category = editorFields('posts').find((f) => f.name === 'category');
    // Every category, each once (in the order of their names: see "words staff use").
    expect(category?.options?.map((o) => o.value).sort()).toEqual(blogCategoryKeys().sort());
    // Staff see each category's name, not its file name.
    expect(category?.options?.find((o) => o.value === 'natural-pain-relief')?.label).not.toMatch(
      /natural-pain-relief/i,
    );
    expect(blogCategoryKeys().length).toBeGreaterThan(3);
  });

  it("a condition's category is one of the chiropractic categories", () => {
    const category = editorFields('conditions').find((f) => f.name === 'category');
    expect((category?.options ?? []).map((o) => o.value).sort()).toEqual([...categorySlugs].sort());
  });

  it('dates are picked as days and written YYYY-MM-DD, as the schema reads them', () => {
    const dates = ['posts', 'closures', 'legal'].flatMap((k) =>
      editorFields(k).filter((f) => ['date', 'updated', 'start', 'end'].includes(f.name)),
    );
    expect(dates.length).toBe(5);
    for (const f of dates)
      expect([f.widget, f.type, f.format]).toEqual(['datetime', 'date', 'YYYY-MM-DD']);
  });

  it('a closure more than a year ago is refused by the editor only: the build shows nothing for it', () => {
    // The one place the editor is stricter: were the build to refuse a past closure,
    // every build would stop a year after it.
    const [start] = editorFields('closures');
    const longAgo = daysFrom(-400);
    expect(editorAccepts(start as EditorField, longAgo)).toBe(false);
    const entry = { start: longAgo, note: 'Closed' };
    expect(parseContent((kinds.closures as Kind).schema, entry).success).toBe(true);
  });
});

describe('the list of posts', () => {
  const posts = (config.collections as { name: string }[]).find(
    (c) => c.name === 'posts',
  ) as unknown as {
    summary: string;
    view_groups: { groups: { label: string; field: string; gt: string }[]; default: string };
    view_filters: object[];
    fields: EditorField[];
  };

  it('shows each post’s date, and groups the scheduled ones by the build’s day', () => {
    expect(posts.summary).toContain('{{date}}');
    expect(posts.view_groups.groups).toEqual([
      expect.objectContaining({ name: 'status', field: 'date', gt: today }),
    ]);
    expect(posts.view_groups.default).toBe('status');
  });

  it('takes today in the clinic’s time zone, not the browser’s UTC day', () => {
    // In the evening in Lenexa the UTC day is already the next one: the editor's day is Chicago's.
    expect(cmsConfig('https://example.test').collections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'posts',
          view_groups: expect.objectContaining({
            groups: [expect.objectContaining({ gt: buildDayOf() })],
          }),
        }),
      ]),
    );
  });

  it('asks for a post’s words in English only, so “Spanish later” can save the Spanish empty', () => {
    const title = posts.fields.find((f) => f.name === 'title');
    expect(title?.required).toEqual([defaultLocale]);
    expect(posts.fields.find((f) => f.name === 'translationPending')?.widget).toBe('boolean');
  });

  it('offers a Draft switch, shared by both languages, and says "Draft" in the list', () => {
    expect(posts.fields.find((f) => f.name === 'draft')).toEqual(
      expect.objectContaining({
        label: 'Draft (not published)',
        widget: 'boolean',
        i18n: 'duplicate',
      }),
    );
    expect(posts.summary).toContain("{{draft | ternary(' · Draft', '')}}");
    expect(posts.view_filters).toContainEqual({ label: 'Draft', field: 'draft', eq: true });
  });
});

describe('the forms page’s printable forms', () => {
  it('keep one PDF per form for both languages, a title in each', () => {
    const list = editorFields('page:forms').find((f) => f.name === 'printableForms');
    expect(list?.i18n).toBe(true);
    expect(list?.fields?.map((f) => [f.name, f.i18n])).toEqual([
      ['title', true],
      ['file', 'duplicate'],
    ]);
  });
});

describe('words staff use', () => {
  const collections = config.collections as {
    name: string;
    files?: { label: string }[];
    fields?: EditorField[];
  }[];

  it('names the pages as staff say them, not “Page: home”', () => {
    const pages = collections.find((c) => c.name === 'pages')?.files ?? [];
    expect(pages.map((p) => p.label)).toContain('Home page');
    expect(pages.map((p) => p.label).filter((l) => l.startsWith('Page:'))).toEqual([]);
  });

  it('offers a post’s categories in the alphabetical order of their names', () => {
    const posts = collections.find((c) => c.name === 'posts');
    const category = posts?.fields?.find((f) => f.name === 'category');
    const labels = (category?.options ?? []).map((o) => o.label);
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
