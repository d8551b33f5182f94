import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/**
 * Sample values: what the site ships with so that it runs, builds and is tested before the
 * clinic gives its own (a 555 phone number, widgets at `.example` hosts, invented credentials).
 * Each is declared once, in content/samples.yaml, by the file and field where it lives and the
 * value it holds there. A field is still a sample while its value equals that one: replacing
 * the value in the editor or the file is all it takes. Some values are samples whatever the file
 * says: a host under `.example` (RFC 2606) and a phone number in 555-0100–0199 (reserved for
 * fiction). The site's address (SITE_URL), the editor's repository (CMS_REPO) and the editor's
 * own address (EDITOR_URL) are samples until the host's build settings give them.
 *
 * `npm run launch-check` lists what is left; a build for a real host refuses to publish while
 * anything is (lib/launch.ts, docs/launching.md).
 */

export type SampleLeft = {
  /** The file under content/, or the build setting. */
  file: string;
  /** The field, as a dotted path ("vendors.bookingScript", "en.licenses"). */
  field: string;
  /** The value, shortened for a message. */
  value: string;
  /** Where it is changed: the editor's screen, or the host's settings. */
  where: string;
};

type Declared = {
  screen?: string;
  samples?: Record<string, unknown>;
  facts?: Record<string, string>;
  /** Fields whose sample value the clinic confirmed as its own. */
  confirmed?: string[];
};

export type SampleDeclarations = Record<string, Declared>;

export const SAMPLES_FILE = 'samples.yaml';

const contentRoot = () => process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');

const read = new Map<string, { mtime: number; declared: SampleDeclarations }>();

export function readDeclarations(root = contentRoot()): SampleDeclarations {
  const file = path.join(root, SAMPLES_FILE);
  if (!fs.existsSync(file)) return {};
  const mtime = fs.statSync(file).mtimeMs;
  const cached = read.get(file);
  if (cached?.mtime === mtime) return cached.declared;
  const declared = (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as SampleDeclarations;
  read.set(file, { mtime, declared });
  return declared;
}

/** The value at a dotted path of a parsed file. */
export function valueAt(data: unknown, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at && typeof at === 'object' && Object.hasOwn(at, key)
          ? (at as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

/** A long text is declared by its digest: `sha256:` and the first 16 hex digits of its JSON. */
export const digest = (value: unknown) =>
  `sha256:${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)}`;

const same = (value: unknown, sample: unknown) =>
  typeof sample === 'string' && sample.startsWith('sha256:')
    ? digest(value) === sample
    : JSON.stringify(value) === JSON.stringify(sample);

/** A host that can only be a sample (RFC 2606), and a phone number reserved for fiction. */
const SAMPLE_HOST = /^https?:\/\/(?:[^/@\s]+\.)?[^/@\s]+\.example(?:[:/]|$)|@[^\s@]+\.example$/i;
const FICTION_PHONE = /\b555[-.\s]?01\d\d\b/;

export function isIntrinsicSample(value: unknown): boolean {
  return typeof value === 'string' && (SAMPLE_HOST.test(value) || FICTION_PHONE.test(value));
}

/** Every leaf of a parsed file, with its dotted path (a list of scalars is one leaf). */
export function leaves(data: unknown, at = ''): [string, unknown][] {
  if (Array.isArray(data) && data.every((v) => typeof v !== 'object' || v === null))
    return [[at, data]];
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => leaves(value, at ? `${at}.${key}` : key));
  return [[at, data]];
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
};

function readData(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return YAML.parse(front ? (front[1] ?? '') : text);
}

/** The sample values left in the content: declared ones still unchanged, and intrinsic ones. */
export function contentSamplesLeft(root = contentRoot()): SampleLeft[] {
  const declared = readDeclarations(root);
  const left: SampleLeft[] = [];
  for (const [file, { screen = file, samples = {}, confirmed = [] }] of Object.entries(declared)) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    const data = readData(full);
    const seen = new Set<string>();
    for (const [field, sample] of Object.entries(samples)) {
      const value = valueAt(data, field);
      if (confirmed.includes(field)) continue;
      if (value !== undefined && same(value, sample)) {
        left.push({ file: `content/${file}`, field, value: shown(value), where: screen });
        seen.add(field);
      }
    }
    // A value no declaration names can still be a sample: a vendor at an .example host.
    for (const [field, value] of leaves(data))
      if (!seen.has(field) && ![...seen].some((s) => field.startsWith(`${s}.`)))
        if (isIntrinsicSample(value))
          left.push({ file: `content/${file}`, field, value: shown(value), where: screen });
  }
  return left;
}

type Env = Record<string, string | undefined>;

/** The build settings that are samples until the host gives them. */
export function settingSamplesLeft(env: Env = process.env): SampleLeft[] {
  const left: SampleLeft[] = [];
  const site = env.SITE_URL ?? '';
  if (!site || isIntrinsicSample(site))
    left.push({
      file: 'SITE_URL',
      field: 'the site’s address',
      value: site || '(not set: https://www.prairiespine.example)',
      where: 'the host’s build settings: environment variable SITE_URL',
    });
  if (!env.CMS_REPO)
    left.push({
      file: 'CMS_REPO',
      field: 'the editor’s repository',
      value: '(not set: prairie-spine/website)',
      where: 'the host’s build settings: environment variable CMS_REPO',
    });
  if (!env.EDITOR_URL || isIntrinsicSample(env.EDITOR_URL))
    left.push({
      file: 'EDITOR_URL',
      field: 'the editor’s own address',
      value: env.EDITOR_URL || '(not set: the editor stays at /admin/ on the site’s own address)',
      where:
        'the host’s build settings: environment variable EDITOR_URL, and a second project for the editor (docs/launching.md)',
    });
  return left;
}

/**
 * Health pages whose medical review names a sample person: the clinic's own practitioner has
 * not reviewed them yet. One line for all of them.
 */
export function reviewSamplesLeft(root = contentRoot()): SampleLeft[] {
  const people = contentSamplesLeft(root)
    .filter((s) => /^content\/team\/.+\.yaml$/.test(s.file) && s.field === 'en.name')
    .map((s) => ({ id: path.basename(s.file, '.yaml'), name: s.value }));
  if (people.length === 0) return [];
  const files = [
    ...['conditions', 'services'].flatMap((dir) =>
      fs.existsSync(path.join(root, dir))
        ? fs.readdirSync(path.join(root, dir)).map((f) => path.join(dir, f))
        : [],
    ),
    ...(fs.existsSync(path.join(root, 'blog', 'en'))
      ? fs.readdirSync(path.join(root, 'blog', 'en')).map((f) => path.join('blog', 'en', f))
      : []),
  ];
  return people.flatMap(({ id, name }) => {
    const pages = files.filter((f) => {
      const data = readData(path.join(root, f)) as {
        en?: { reviewedBy?: string };
        reviewedBy?: string;
      };
      return (data.en?.reviewedBy ?? data.reviewedBy) === id;
    });
    return pages.length
      ? [
          {
            file: `${pages.length} health pages`,
            field: 'Reviewed by, Last reviewed',
            value: `reviewed by ${name}, a sample person`,
            where: `each page's “Reviewed by” and “Last reviewed” (Conditions, Services, Blog posts), once the clinic’s practitioner has read it`,
          },
        ]
      : [];
  });
}

export function samplesLeft(env: Env = process.env, root = contentRoot()): SampleLeft[] {
  return [...contentSamplesLeft(root), ...reviewSamplesLeft(root), ...settingSamplesLeft(env)];
}

/** Whether one field of a content file still holds its sample (for the pages and the editor). */
export function isSample(file: string, field: string, value: unknown, root = contentRoot()) {
  const declared = readDeclarations(root)[file];
  if (declared?.confirmed?.includes(field)) return false;
  const sample = declared?.samples?.[field];
  return (sample !== undefined && same(value, sample)) || isIntrinsicSample(value);
}

export function formatSamplesLeft(left: readonly SampleLeft[]): string {
  return left
    .map((s) => `  - ${s.file} › ${s.field}: ${s.value}\n      change it in ${s.where}`)
    .join('\n');
}
