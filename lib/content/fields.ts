import { z } from 'zod';
import { htmlLine } from '@/lib/markdown';
import { PICTURE_EXTENSIONS, fileProblem } from '@/lib/public-files';
import fs from 'node:fs';
import {
  publicDir,
  pictureExists,
  pictureFile,
  pictureReadable,
  pictureProblem,
} from '@/lib/content/pictures';

/**
 * The field types content is made of. Each carries, as zod metadata, what the
 * editor at /admin/ shows for it (`label`, `hint`, `widget`): lib/cms/config.ts
 * turns the schemas into the editor's configuration, so the build's rules and
 * the editor's rules are one.
 */

/** Search engines show about this many characters of a title. */
export const TITLE_MAX = 60;
/** A meta description search engines show in full. */
export const DESCRIPTION_RANGE = { min: 70, max: 160 } as const;

type Meta = {
  label: string;
  hint?: string;
  widget?: string;
  /** Required in the languages other than the default only (the editor marks it so). */
  translationsOnly?: boolean;
  optionLabels?: Record<string, string>;
  window?: DateWindow;
};

/** A value as a message names it: "the number 1234", "a list". */
export function found(value: unknown): string {
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value ? 'yes' : 'no'} (true or false)`;
  if (Array.isArray(value)) return 'a list';
  if (value && typeof value === 'object') return 'a group of fields';
  return JSON.stringify(value);
}

/** Text that is never empty: a heading, a name, a label. */
export const text = (label: string, hint?: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'is missing' : `must be text; found ${found(issue.input)}`,
    })
    .trim()
    .min(1, 'must not be empty')
    .meta({ label, hint } satisfies Meta);

/** A paragraph: several lines in the editor. */
export const paragraph = (label: string, hint?: string) =>
  text(label, hint).meta({ label, hint, widget: 'text' } satisfies Meta);

/** A page title: the h1 and the <title>. */
export const title = (label = 'Title') =>
  text(label)
    .max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`)
    .meta({
      label,
      hint: `At most ${TITLE_MAX} characters: search results cut longer titles.`,
    });

/** The meta description and card text. */
export const description = (label = 'Description for search results') =>
  text(label)
    .min(DESCRIPTION_RANGE.min, `must be at least ${DESCRIPTION_RANGE.min} characters`)
    .max(DESCRIPTION_RANGE.max, `must be at most ${DESCRIPTION_RANGE.max} characters`)
    .meta({
      label,
      hint: `${DESCRIPTION_RANGE.min} to ${DESCRIPTION_RANGE.max} characters: what search results show under the title.`,
      widget: 'text',
    });

export const paragraphs = (label: string, hint?: string) =>
  z.array(paragraph('Paragraph')).min(1, 'needs at least one paragraph').meta({ label, hint });

export const items = (label: string, hint?: string) =>
  z.array(text('Item')).min(1, 'needs at least one item').meta({ label, hint });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const realDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.valueOf()) && parsed.toISOString().startsWith(value);
};

/**
 * The days a date may be, around the day it is entered: a year typed wrong
 * (1906, 2062) is refused, with its reason. `pastDays` binds only the editor
 * (a closure more than a year old is left alone by the build, which shows
 * nothing for it: refusing it would stop every build a year later).
 */
export type DateWindow = { earliest: string; futureDays: number; pastDays?: number };
export const dateWindow = {
  /** A post or a page: any day since 2000, at most a year ahead (a post dated ahead waits for its day). */
  any: { earliest: '2000-01-01', futureDays: 365 },
  /** A closure: within a year of the day it is entered. */
  closure: { earliest: '2000-01-01', futureDays: 365, pastDays: 365 },
} as const satisfies Record<string, DateWindow>;

/** Today in UTC, "YYYY-MM-DD": the day a build (or the editor's configuration) is made. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const yearAhead = (window: DateWindow) => {
  const latest = new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + window.futureDays * 86_400_000);
  return latest.toISOString().slice(0, 10);
};

/** A calendar day, YYYY-MM-DD, within its window. */
export const date = (label: string, hint?: string, window: DateWindow = dateWindow.any) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a date') })
    .regex(DATE, { error: 'must be a date written YYYY-MM-DD', abort: true })
    .refine(realDate, { error: 'is not a day of the calendar', abort: true })
    .refine((value) => value >= window.earliest, {
      error: (issue) =>
        `is before ${window.earliest.slice(0, 4)} (${String(issue.input)}): check the year`,
      abort: true,
    })
    .refine((value) => value <= yearAhead(window), {
      error: (issue) => `is more than a year ahead (${String(issue.input)}): check the year`,
    })
    .meta({ label, hint, widget: 'date', window } satisfies Meta);

/** A month, YYYY-MM. */
export const month = (label: string, hint?: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM')
    .meta({ label, hint } satisfies Meta);

/**
 * A time of day on the 24-hour clock, HH:MM. The editor's time picker writes
 * 08:00; a hand edit of 8:00 is read as 08:00.
 */
export const time = (label: string) =>
  z
    .string()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour clock)')
    .transform((value) => value.padStart(5, '0'))
    .meta({ label, widget: 'time' } satisfies Meta);

/** Extensions a picture may have: photographs get WebP variants, SVG is used as it is. */
export const PICTURE = new RegExp(`^/[^\\s?#]+\\.(${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/** A picture under public/, by its address ("/media/front-desk.jpg"). */
export const picture = (label = 'Picture', hint?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a picture') })
    .regex(PICTURE, {
      error: `must be a picture file: ${PICTURE_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
      abort: true,
    })
    .refine(pictureExists, {
      error: (issue) => `no such file: public${String(issue.input)}`,
      abort: true,
    })
    .refine(pictureReadable, {
      error: (issue) =>
        `public${String(issue.input)} is not a picture (the file is empty, or not an image): upload it again`,
      abort: true,
    })
    .refine((src) => !pictureProblem(src), {
      error: (issue) =>
        pictureProblem(String(issue.input)) ?? 'is not a picture the site publishes',
    })
    .meta({ label, hint, widget: 'image' } satisfies Meta)
    .transform(pictureFile);

/** A document the site links to: a PDF under public/media/, with its size for the link's words. */
export type DocumentFile = { src: string; bytes: number };

/** Why a PDF listed in the content may not be published, with the fix, or undefined. */
export function pdfProblem(src: string): string | undefined {
  if (!pictureExists(src))
    return `no such file: public${src}: upload the PDF in the editor (the field's Upload button), or take this form out of the list`;
  const problem = fileProblem(`public${src}`, fs.readFileSync(publicDir(src)));
  return problem && `${problem} Or take this form out of the list.`;
}

/** A PDF under public/media/, by its address ("/media/new-patient-intake.pdf"). */
export const pdf = (label = 'PDF file', hint?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a PDF file') })
    .regex(/^\/media\/[^\s?#]+\.pdf$/i, {
      error: (issue) =>
        `must be a PDF uploaded to /media/ (a file ending in .pdf); found ${found(issue.input)}: upload the form as a PDF`,
      abort: true,
    })
    .refine((src) => !pdfProblem(src), {
      error: (issue) => pdfProblem(String(issue.input)) ?? 'is not a PDF the site publishes',
    })
    .meta({ label, hint, widget: 'file' } satisfies Meta)
    .transform((src): DocumentFile => ({ src, bytes: fs.statSync(publicDir(src)).size }));

/** The words of a page's address: lower-case letters, digits and hyphens, as file names are. */
export const ADDRESS_WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A page's own address in a translation (a Spanish post's words after
 * /es/blog/). The default language's address is the file name, so there it
 * stays empty; lib/content/findings.ts asks for it in the other languages.
 */
export const translatedAddress = (label: string, hint: string) =>
  z
    .string({ error: (issue) => `must be text; found ${found(issue.input)}` })
    .regex(
      ADDRESS_WORDS,
      'must be lower-case words joined by hyphens, without accents (por-que-importa-la-postura)',
    )
    .max(80, 'must be at most 80 characters')
    .meta({ label, hint, translationsOnly: true } satisfies Meta);

/** An address on the web. */
export const url = (label: string, hint?: string) =>
  z
    .string()
    .regex(/^https:\/\/\S+$/, 'must be an https:// address')
    .meta({ label, hint: hint ?? 'An https:// address.' } satisfies Meta);

/** A vendor address, or empty for "show the call-us panel instead". */
export const optionalUrl = (label: string, hint?: string) =>
  url(label, hint ?? 'An https:// address, or empty for the call-us panel.').default('');

/** One of a list; `optionLabels` are what the editor shows for each value (else the value, capitalized). */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  hint?: string,
  optionLabels?: Record<string, string>,
) =>
  z
    .enum(values, { error: `must be one of ${values.join(', ')}` })
    .meta({ label, hint, optionLabels } satisfies Meta);

export const markdown = (label = 'Body', hint?: string) =>
  text(label)
    .refine((source) => htmlLine(source) === 0, {
      error: (issue) =>
        `line ${htmlLine(String(issue.input))} of the text has HTML in it: write it in Markdown (the site shows Markdown only)`,
    })
    .meta({ label, hint, widget: 'markdown' } satisfies Meta);
