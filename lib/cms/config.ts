import { z } from 'zod';
import { contentKinds, type Kind } from '@/lib/content/kinds';
import { defaultLocale, locales } from '@/lib/i18n';

/**
 * The editor's configuration (Decap CMS, served at /admin/), generated from
 * the content kinds and their schemas: every rule the build enforces that
 * Decap can express (required fields, length limits, dates, lists of
 * choices, pictures) is the same rule here. lib/cms/config.test.ts proves it
 * field by field. scripts/prebuild/admin.ts writes it as public/admin/config.yml.
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
  /** A list's line for each collapsed item (Decap's `summary`). */
  summary?: string;
};

export type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | 'duplicate';
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  collapsed?: boolean;
  summary?: string;
  field?: DecapField;
  fields?: DecapField[];
};

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

const humanize = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A length limit as a Decap pattern: Decap checks string fields against a regular expression. */
function lengthPattern(json: Json): [string, string] | undefined {
  const { minLength: min, maxLength: max } = json;
  if (max === undefined && (min === undefined || min <= 1)) return undefined;
  const lower = min ?? 0;
  const message =
    max === undefined
      ? `At least ${lower} characters`
      : lower > 1
        ? `Between ${lower} and ${max} characters`
        : `At most ${max} characters`;
  return [`^[\\s\\S]{${lower},${max ?? ''}}$`, message];
}

/** One field of the editor for one property of a schema. */
export function decapField(
  name: string,
  json: Json,
  required: boolean,
  i18n?: DecapField['i18n'],
): DecapField {
  const base = {
    name,
    label: json.label ?? humanize(name),
    ...(json.hint ? { hint: json.hint } : {}),
    ...(required ? {} : { required: false }),
    ...(i18n === undefined ? {} : { i18n }),
  };
  const nested = (child: Json, childName: string, childRequired: boolean) =>
    decapField(childName, child, childRequired, i18n);
  if (json.widget === 'markdown') return { ...base, widget: 'markdown' };
  if (json.widget === 'image') return { ...base, widget: 'image', choose_url: false };
  if (json.widget === 'date')
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    };
  if (json.widget === 'select-multiple')
    return {
      ...base,
      widget: 'select',
      multiple: true,
      options: json.items?.enum ?? [],
      ...(json.minItems ? { min: json.minItems } : {}),
    };
  if (json.enum || json.const)
    return { ...base, widget: 'select', options: json.enum ?? [json.const ?? ''] };
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
        ...(json.summary ? { summary: json.summary } : {}),
        fields: Object.entries(items.properties ?? {}).map(([key, child]) =>
          nested(child, key, (items.required ?? []).includes(key)),
        ),
      };
    return { ...base, widget: 'list', ...limits, field: nested(items, 'item', true) };
  }
  const pattern: [string, string] | undefined = json.pattern
    ? [json.pattern, json.hint ?? 'Not in the expected form']
    : lengthPattern(json);
  return {
    ...base,
    widget: json.widget ?? 'string',
    ...(pattern ? { pattern } : {}),
  };
}

/** The fields of a kind: its schema's properties, shared ones duplicated across languages. */
export function decapFields(kind: Kind, withLanguages: boolean): DecapField[] {
  const json = jsonSchemaOf(kind.schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    decapField(
      name,
      property,
      (json.required ?? []).includes(name),
      withLanguages ? ((kind.shared ?? []).includes(name) ? 'duplicate' : true) : undefined,
    ),
  );
}

type Env = Record<string, string | undefined>;

/** Where staff sign in: set when the site is built for its host (README, "Editing the site"). */
export function backendConfig(env: Env = process.env) {
  const name = env.CMS_BACKEND ?? 'github';
  if (name === 'git-gateway') return { name, branch: env.CMS_BRANCH ?? 'main' };
  return {
    name,
    repo: env.CMS_REPO ?? 'prairie-spine/website',
    branch: env.CMS_BRANCH ?? 'main',
    ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
  };
}

/** Where Decap's local backend (`npm run cms`, decap-server) listens by default. */
export const LOCAL_BACKEND = 'http://localhost:8081';

/** The editor's address. */
export const EDITOR_PATH = '/admin/';

/**
 * The editor's Content-Security-Policy (/admin/ only, staff only; the public
 * pages keep theirs). Decap compiles its configuration's schema at run time
 * ('unsafe-eval'), styles with inline <style> elements, shows uploads as blob:
 * and data: pictures, and talks to the git host's API and sign-in service, or
 * on a developer's machine to its local backend.
 */
export function editorPolicy(env: Env = process.env): string {
  const backend = backendConfig(env);
  const api =
    backend.name === 'git-gateway'
      ? ['https://api.netlify.com', 'https://*.netlify.app', 'https://*.netlify.com']
      : [
          'https://api.github.com',
          'base_url' in backend ? backend.base_url : 'https://api.netlify.com',
        ];
  const local = [LOCAL_BACKEND, LOCAL_BACKEND.replace('localhost', '127.0.0.1')];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' ${[...api, ...local].join(' ')}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function collection(key: string, kind: Kind) {
  const common = {
    name: key,
    label: kind.label,
    ...(kind.description ? { description: kind.description } : {}),
  };
  switch (kind.layout) {
    case 'posts':
      return {
        ...common,
        folder: `content/${kind.folder}`,
        create: kind.create,
        extension: 'md',
        format: 'frontmatter',
        i18n: { structure: 'multiple_folders' },
        fields: decapFields(kind, true),
      };
    case 'entries':
      return {
        ...common,
        folder: `content/${kind.folder}`,
        create: kind.create,
        extension: 'yaml',
        format: 'yaml',
        i18n: true,
        ...(kind.identifier ? { identifier_field: kind.identifier } : {}),
        fields: decapFields(kind, true),
      };
    case 'file':
    case 'facts':
      throw new Error(`${key}: one-file kinds are grouped (pages and settings)`);
  }
}

/** The whole configuration, as an object written to config.yml. */
export function cmsConfig(siteUrl: string) {
  const kinds = contentKinds() as Record<string, Kind>;
  const entries = Object.entries(kinds);
  const folders = entries.filter(([, k]) => k.layout === 'posts' || k.layout === 'entries');
  const files = (layout: 'file' | 'facts') =>
    entries
      .filter(([, k]) => k.layout === layout)
      .map(([key, k]) => ({
        name: key.replace(/^page:/, ''),
        label: k.label,
        file: `content/${'file' in k ? k.file : ''}`,
        ...(layout === 'file' ? { i18n: true } : {}),
        fields: decapFields(k, layout === 'file'),
      }));
  return {
    backend: backendConfig(),
    // On localhost, `npm run cms` runs Decap's local backend (decap-server), which edits the working tree.
    local_backend: true,
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'public/media',
    public_folder: '/media',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    collections: [
      ...folders.map(([key, kind]) => collection(key, kind)),
      { name: 'pages', label: 'Pages', i18n: true, files: files('file') },
      { name: 'settings', label: 'Clinic facts and notices', files: files('facts') },
    ],
  };
}
