import { z } from 'zod';
import { contentKinds, type Kind } from '@/lib/content/kinds';
import { dateWindow, type DateWindow } from '@/lib/content/fields';
import { defaultLocale, locales } from '@/lib/i18n';
import { PDF_ACCEPT, PICTURE_ACCEPT } from '@/lib/public-files';
import { contentSamplesLeft } from '@/lib/samples';
import { buildDayOf } from '@/lib/content/today';

/**
 * The editor's configuration (Sveltia CMS, served at /admin/), generated from
 * the content kinds and their schemas: every rule the build enforces that the
 * editor can express (required fields in each language, length limits, dates
 * and their window, lists of choices, pictures) is the same rule here.
 * lib/cms/config.test.ts proves it field by field. scripts/prebuild/admin.ts
 * writes it as public/admin/config.yml.
 */

/** What zod's JSON Schema output holds of a field, with our metadata. */
type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: string[];
  const?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  label?: string;
  hint?: string;
  widget?: string;
  /** A list's line for each collapsed item (the editor's `summary`). */
  summary?: string;
  /** What the editor shows for each choice, by value. */
  optionLabels?: Record<string, string>;
  /** The days a date may be, around the day it is entered (lib/content/fields.ts). */
  window?: DateWindow;
  /** Required in the languages other than the default only. */
  translationsOnly?: boolean;
};

export type Option = { label: string; value: string };

export type EditorField = {
  name: string;
  label: string;
  widget: string;
  /** Whether the field is required, or the languages in which it is. */
  required?: boolean | string[];
  hint?: string;
  i18n?: boolean | 'duplicate';
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  options?: Option[];
  multiple?: boolean;
  min?: number | string;
  max?: number | string;
  value_type?: 'int' | 'float';
  type?: 'date' | 'time';
  format?: string;
  accept?: string;
  choose_url?: boolean;
  collapsed?: boolean;
  summary?: string;
  field?: EditorField;
  fields?: EditorField[];
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
};

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** "YYYY-MM-DD" of `today` moved by `days`. */
const shifted = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The options of the editor, for a field's choices. */
const optionsOf = (values: string[], labels: Record<string, string> = {}): Option[] =>
  values.map((value) => ({ label: labels[value] ?? humanize(value), value }));

/**
 * One field of the editor for one property of a schema. `today` sets the
 * window of dates the editor accepts (the build's own window, from the day the
 * configuration was written: the site is built again every day).
 */
export function editorField(
  name: string,
  json: Json,
  required: boolean,
  today: string,
  i18n?: EditorField['i18n'],
): EditorField {
  const base = {
    name,
    label: json.label ?? humanize(name),
    ...(json.hint ? { hint: json.hint } : {}),
    ...(json.translationsOnly
      ? { required: locales.filter((l) => l !== defaultLocale) }
      : required
        ? {}
        : { required: false }),
    ...(i18n === undefined ? {} : { i18n }),
  };
  const nested = (child: Json, childName: string, childRequired: boolean) =>
    editorField(childName, child, childRequired, today, i18n);
  if (json.widget === 'markdown') return { ...base, widget: 'markdown' };
  // A health page's reviewer: one of the team, by file name, shown by name.
  if (json.widget === 'reviewer')
    return {
      ...base,
      widget: 'relation',
      collection: 'team',
      value_field: '{{slug}}',
      search_fields: ['name'],
      display_fields: ['name'],
    };
  if (json.widget === 'image')
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      // The pictures of the build's list (lib/public-files.ts); components/cms/upload-guard.ts
      // checks each file's bytes as the build does, on every upload path.
      accept: PICTURE_ACCEPT,
    };
  // A printable form: a PDF, uploaded to the media folder like a picture.
  if (json.widget === 'file')
    return { ...base, widget: 'file', choose_url: false, accept: PDF_ACCEPT };
  if (json.widget === 'date') {
    const window: DateWindow = json.window ?? dateWindow.any;
    return {
      ...base,
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
      min: window.pastDays === undefined ? window.earliest : shifted(today, -window.pastDays),
      max: shifted(today, window.futureDays),
    };
  }
  if (json.widget === 'time') return { ...base, widget: 'datetime', type: 'time', format: 'HH:mm' };
  if (json.widget === 'select-multiple')
    return {
      ...base,
      widget: 'select',
      multiple: true,
      options: optionsOf(json.items?.enum ?? [], json.items?.optionLabels),
      ...(json.minItems ? { min: json.minItems } : {}),
    };
  if (json.enum || json.const)
    return {
      ...base,
      widget: 'select',
      options: optionsOf(json.enum ?? [json.const ?? ''], json.optionLabels),
    };
  if (json.type === 'boolean') return { ...base, widget: 'boolean' };
  if (json.type === 'number' || json.type === 'integer')
    return {
      ...base,
      widget: 'number',
      value_type: json.type === 'integer' ? 'int' : 'float',
      ...(json.minimum === undefined ? {} : { min: json.minimum }),
      ...(json.maximum === undefined || json.maximum > 1e9 ? {} : { max: json.maximum }),
    };
  if (json.type === 'object')
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: Object.entries(json.properties ?? {}).map(([key, child]) =>
        nested(child, key, (json.required ?? []).includes(key)),
      ),
    };
  if (json.type === 'array') {
    const items = json.items ?? {};
    const limits = {
      ...(json.minItems ? { min: json.minItems } : {}),
      ...(json.maxItems ? { max: json.maxItems } : {}),
    };
    if (items.type === 'object')
      return {
        ...base,
        widget: 'list',
        ...limits,
        // A list with a line per item shows the lines ("Saturday: 09:00 to 13:00"), items closed.
        ...(json.summary ? { summary: json.summary, collapsed: true } : {}),
        fields: Object.entries(items.properties ?? {}).map(([key, child]) =>
          nested(child, key, (items.required ?? []).includes(key)),
        ),
      };
    return { ...base, widget: 'list', ...limits, field: nested(items, 'item', true) };
  }
  const { minLength, maxLength } = json;
  return {
    ...base,
    widget: json.widget ?? 'string',
    ...(json.pattern ? { pattern: [json.pattern, json.hint ?? 'Not in the expected form'] } : {}),
    ...(minLength !== undefined && minLength > 1 ? { minlength: minLength } : {}),
    ...(maxLength !== undefined ? { maxlength: maxLength } : {}),
  };
}

/**
 * The fields of a kind: its schema's properties, shared ones duplicated across languages; a
 * shared `list.field` (a printable form's PDF) is duplicated in each item of the list.
 */
export function editorFields(kind: Kind, withLanguages: boolean, today: string): EditorField[] {
  const json = jsonSchemaOf(kind.schema);
  const shared = withLanguages ? (kind.shared ?? []) : [];
  const sharedItems = (field: EditorField): EditorField => {
    const names = shared.flatMap((key) =>
      key.startsWith(`${field.name}.`) ? [key.slice(field.name.length + 1)] : [],
    );
    if (!names.length || !field.fields) return field;
    return {
      ...field,
      fields: field.fields.map((f) => (names.includes(f.name) ? { ...f, i18n: 'duplicate' } : f)),
    };
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    sharedItems(
      editorField(
        name,
        property,
        (json.required ?? []).includes(name),
        today,
        withLanguages ? (shared.includes(name) ? 'duplicate' : true) : undefined,
      ),
    ),
  );
}

type Env = Record<string, string | undefined>;

/** Where staff sign in: set when the site is built for its host (docs/editing.md). */
export function backendConfig(env: Env = process.env) {
  const name = env.CMS_BACKEND ?? 'github';
  return {
    name,
    repo: env.CMS_REPO ?? 'prairie-spine/website',
    branch: env.CMS_BRANCH ?? 'main',
    ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
  };
}

/** The editor's address. */
export const EDITOR_PATH = '/admin/';

/** The git hosts' APIs the editor talks to, by backend. */
const GIT_HOSTS: Record<string, string[]> = {
  github: ['https://api.github.com', 'https://avatars.githubusercontent.com'],
  gitlab: ['https://gitlab.com'],
};

/**
 * The editor's Content-Security-Policy (/admin/ only, staff only; the public
 * pages keep theirs). Sveltia styles with inline <style> elements, draws its
 * previews in blob: frames, shows uploads as blob: pictures, compiles the
 * WebAssembly that converts photographs ('wasm-unsafe-eval', WebAssembly only,
 * never eval), and talks to the git host's API and to the sign-in service.
 * Nothing from localhost: the editor on this machine reads the working tree
 * through the browser (`npm run cms`), with no server.
 */
export function editorPolicy(env: Env = process.env): string {
  const backend = backendConfig(env);
  const hosts = GIT_HOSTS[backend.name] ?? [];
  const signIn = 'base_url' in backend ? backend.base_url : 'https://api.netlify.com';
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${hosts.join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' blob: data: ${[...hosts, signIn].join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The opener policy of /admin/: its sign-in popup must be able to answer the page that opened it. */
export const EDITOR_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * A post's fields required in English only: with "Spanish later" on, the Spanish may be saved
 * empty. The content check still asks for every Spanish field of a post without it.
 */
const laterLanguages = (fields: EditorField[]): EditorField[] =>
  fields.map((field) =>
    field.i18n === true && field.required !== false
      ? { ...field, required: Array.isArray(field.required) ? false : [defaultLocale] }
      : field,
  );

function collection(key: string, kind: Kind, today: string) {
  const common = {
    name: key,
    label: kind.label,
    ...(kind.singular ? { label_singular: kind.singular } : {}),
    ...(kind.description ? { description: kind.description } : {}),
  };
  switch (kind.layout) {
    case 'posts':
      return {
        ...common,
        folder: `content/${kind.folder}`,
        create: kind.create,
        delete: kind.create,
        extension: 'md',
        format: 'frontmatter',
        i18n: { structure: 'multiple_folders' },
        ...(kind.slug ? { slug: kind.slug } : {}),
        ...(key === 'posts' ? postListViews(today) : {}),
        fields:
          key === 'posts'
            ? laterLanguages(editorFields(kind, true, today))
            : editorFields(kind, true, today),
      };
    case 'entries':
      return {
        ...common,
        folder: `content/${kind.folder}`,
        create: kind.create,
        delete: kind.create,
        extension: 'yaml',
        format: 'yaml',
        i18n: true,
        ...(kind.identifier ? { identifier_field: kind.identifier } : {}),
        ...(kind.slug ? { slug: kind.slug } : {}),
        fields: editorFields(kind, true, today),
      };
    case 'file':
    case 'facts':
      throw new Error(`${key}: one-file kinds are grouped (pages and settings)`);
  }
}

/**
 * How the editor writes YAML (Sveltia's `output.yaml`, with the yaml package's
 * stringify): the content files are kept in exactly this form
 * (lib/cms/format.ts), so a save changes only the lines of what was edited.
 */
export const YAML_OUTPUT = { indent_size: 2, indent_sequences: true, quote: 'none' } as const;

/** The largest photograph the editor uploads, and the size it is reduced to first. */
export const PHOTO_LIMITS = { maxFileBytes: 25 * 1024 * 1024, longSide: 2400, quality: 82 };

/** What a field still holding a sample says in the editor (content/samples.yaml). */
export const SAMPLE_HINT = 'Sample: replace with the clinic’s own before launch.';

/**
 * The fields of a file (or of every entry of a folder) that still hold a sample, their hint
 * prefixed with SAMPLE_HINT: `paths` are the samples' fields, dotted, without a language.
 */
export function markSamples(
  fields: EditorField[],
  paths: ReadonlySet<string>,
  at = '',
): EditorField[] {
  return fields.map((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    const marked = [...paths].some(
      (p) => p === here || (p.startsWith(`${here}.`) && !field.fields),
    );
    const nested = field.fields ? { fields: markSamples(field.fields, paths, here) } : {};
    return marked && !field.fields
      ? { ...field, ...nested, hint: [SAMPLE_HINT, field.hint].filter(Boolean).join(' ') }
      : { ...field, ...nested };
  });
}

/** The fields still holding a sample, by file under content/, without the language. */
function sampleFields(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const s of contentSamplesLeft()) {
    const file = s.file.replace(/^content\//, '');
    const key = file.startsWith('team/') ? 'team/' : file;
    map.set(
      key,
      (map.get(key) ?? new Set()).add(
        s.field.replace(/^(en|es)\./, '').replace(/\.\d+(?=\.|$)/g, ''),
      ),
    );
  }
  return map;
}

/**
 * How the list of posts shows each one: its title and date (and "Draft", "Spanish later"), newest
 * first, grouped into those still scheduled on the day the editor was built (the site is built
 * every morning, in the clinic's time zone) and the rest; filters for each.
 */
export const postListViews = (today: string) => ({
  summary: `{{title}} · {{date}}{{draft | ternary(' · Draft', '')}}{{translationPending | ternary(' · Spanish later', '')}}`,
  sortable_fields: {
    fields: ['date', 'title'],
    default: { field: 'date', direction: 'descending' },
  },
  view_groups: {
    groups: [
      {
        name: 'status',
        label: `Scheduled: goes live on its date (after ${today})`,
        field: 'date',
        gt: today,
      },
    ],
    default: 'status',
  },
  view_filters: [
    { label: 'On the site', field: 'date', lte: today },
    { label: 'Scheduled', field: 'date', gt: today },
    { label: 'Spanish later', field: 'translationPending', eq: true },
    { label: 'Draft', field: 'draft', eq: true },
  ],
});

/** The whole configuration, as an object written to config.yml. */
export function cmsConfig(siteUrl: string, today = buildDayOf()) {
  const kinds = contentKinds() as Record<string, Kind>;
  const entries = Object.entries(kinds);
  const samples = sampleFields();
  const marked = (file: string, fields: EditorField[]) =>
    markSamples(fields, samples.get(file) ?? new Set());
  const folders = entries.filter(([, k]) => k.layout === 'posts' || k.layout === 'entries');
  const files = (layout: 'file' | 'facts') =>
    entries
      .filter(([, k]) => k.layout === layout)
      .map(([key, k]) => ({
        name: key.replace(/^page:/, ''),
        label: k.label,
        file: `content/${'file' in k ? k.file : ''}`,
        ...(layout === 'file' ? { i18n: true } : {}),
        fields: marked('file' in k ? k.file : '', editorFields(k, layout === 'file', today)),
      }));
  return {
    backend: backendConfig(),
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'public/media',
    public_folder: '/media',
    media_libraries: {
      default: {
        config: {
          max_file_size: PHOTO_LIMITS.maxFileBytes,
          // "Front Desk (1).jpg" is saved as front-desk-1.webp: an address the build accepts.
          slugify_filename: true,
          // A photograph is reduced in the browser before it is saved: WebP, at most
          // 2400 pixels on its long side. The build makes the smaller sizes from it.
          transformations: {
            raster_image: {
              format: 'webp',
              quality: PHOTO_LIMITS.quality,
              width: PHOTO_LIMITS.longSide,
              height: PHOTO_LIMITS.longSide,
            },
          },
        },
      },
      // No stock photo services: their pictures would come from other hosts.
      stock_assets: false,
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', lowercase: true },
    output: { omit_empty_optional_fields: true, yaml: YAML_OUTPUT },
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    collections: [
      ...folders.map(([key, kind]) => {
        const c = collection(key, kind, today);
        return key === 'team' ? { ...c, fields: marked('team/', c.fields) } : c;
      }),
      { name: 'pages', label: 'Pages', i18n: true, files: files('file') },
      { name: 'settings', label: 'Clinic facts and notices', files: files('facts') },
    ],
  };
}
