import { clinic, clinicFile } from '@/lib/content/clinic';
import { clinicFileFacts } from '@/lib/content/clinic-facts';
import { ContentError } from '@/lib/content/read';
import { snippets } from '@/lib/content/snippets';
import { credentialsOf, licenseLine } from '@/lib/content/credentials';
import { readPeople } from '@/lib/content/people';
import { languageList, listFormat, locales, PLACEHOLDER, type Locale } from '@/lib/i18n';
import { closestName } from '@/lib/suggest';

const valuesOf = new Map<Locale, Record<string, string>>();

/**
 * Clinic facts that content refers to as {{name}}: content never types a
 * phone number, address, doctor's name or vendor host itself. Worked out
 * once per language: every string of the content is filled from them.
 */
export function placeholderValues(locale: Locale): Record<string, string> {
  let values = valuesOf.get(locale);
  if (!values) valuesOf.set(locale, (values = Object.freeze(computeValues(locale))));
  return values;
}

function computeValues(locale: Locale): Record<string, string> {
  const list = (items: readonly string[]) =>
    listFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
  return {
    ...clinicFileFacts(clinicFile(), locale),
    doctor: clinic().doctor.name,
    doctorCredentials: clinic().doctor.credentials,
    assistants: list(clinic().assistants.map((a) => a.name)),
    // {{speakers.es}}: the names of the team members who speak Spanish with patients. A language
    // nobody on the team speaks has no value, so copy that promises it stops the build.
    ...Object.fromEntries(
      Object.entries(clinic().speakers).flatMap(([code, names]) =>
        names.length ? [[`speakers.${code}`, list(names)]] : [],
      ),
    ),
    ...Object.fromEntries([...snippets()].map(([name, text]) => [`snippet.${name}`, text[locale]])),
    ...doctorCredentials(locale, list),
  };
}

/**
 * The doctor's credentials from his own file (content/team/), as the CV and his profile state
 * them: only what a patient can check (lib/content/credentials.ts).
 */
function doctorCredentials(
  locale: Locale,
  list: (items: readonly string[]) => string,
): Record<string, string> {
  const person = readPeople().find((p) => p.id === clinic().doctor.id);
  const copy = person?.copy[locale];
  const c = person && copy ? credentialsOf(person.id, copy, locale) : undefined;
  return {
    doctorEducation: [c?.degree, c?.school, c?.graduated].filter(Boolean).join(', '),
    doctorLicenses: c?.licenses.length
      ? list(c.licenses.map((l) => licenseLine(l, locale)))
      : list(clinic().doctor.licensedIn[locale]),
    doctorLanguages: copy ? languageList(copy.languages, locale) : '',
  };
}

/** A {{name}} no clinic fact has: a content problem, reported with the others. */
export class UnknownPlaceholderError extends ContentError {
  constructor(problem: string) {
    super([problem]);
  }
}

/** Placeholders that hold a titled name ("Dr. Ryan Whitaker"). */
const TITLED_NAMES = new Set(['doctor', 'doctorShort']);

/**
 * Where a sentence, heading, list item or quotation starts, so an article
 * placed there is capitalized ("El Dr."): the start of the text or a line, or
 * after . ! ? (and any closing quote or emphasis), then any Markdown markers.
 */
const SENTENCE_START = /(?:^|\n|[.!?…]["”»’)*_]*\s)[\s>#*_+\-–—¿¡"“«‘(]*(?:\d+\.\s+[*_¿¡"“«]*)?$/u;

const LAST_WORD = /(\p{L}+)(\s+)$/u;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The text before a titled name, with the article the language needs there
 * (clinic.doctor.article; Spanish only today): "Por " → "Por el ",
 * "ayuda a " → "ayuda al ", "la historia de " → "la historia del ",
 * a sentence start → "El ". Text that already ends in the article (or in
 * "del"/"al") is left alone, and a language without an article never changes.
 */
export function beforeTitledName(before: string, locale: Locale): string {
  const article = clinic().doctor.article[locale];
  if (!article) return before;
  const word = LAST_WORD.exec(before)?.[1];
  const lower = word?.toLowerCase();
  if (lower === article || (article === 'el' && (lower === 'del' || lower === 'al'))) {
    return before;
  }
  if (word && article === 'el' && (lower === 'de' || lower === 'a')) {
    // de + el → del, a + el → al
    const contracted = `${word}l`;
    return before.replace(LAST_WORD, (_, _w: string, space: string) => `${contracted}${space}`);
  }
  return `${before}${SENTENCE_START.test(before) ? capitalize(article) : article} `;
}

/** Text the article before a titled name depends on: the last words before it. */
const NEAR = 120;

/**
 * beforeTitledName on the end of the text filled so far (`parts`, in order),
 * in place: only its last NEAR characters are read and rewritten, so filling a
 * text takes time in proportion to its length (a 2 MB article with a name in
 * every paragraph once took most of a minute). A leading mark keeps a cut text
 * from reading as a sentence start.
 */
function withArticle(parts: string[], locale: Locale) {
  let tail = '';
  while (parts.length > 0 && tail.length < NEAR) tail = (parts.pop() as string) + tail;
  const keep = tail.slice(0, Math.max(0, tail.length - NEAR));
  const near = tail.slice(keep.length);
  const cut = parts.length > 0 || keep.length > 0;
  if (keep) parts.push(keep);
  parts.push(cut ? beforeTitledName(`x${near}`, locale).slice(1) : beforeTitledName(near, locale));
}

/**
 * Names a component fills itself when it renders (fill() in lib/i18n.ts): the
 * UI strings' in lib/ui.ts and the team page's {{date}}. When no clinic
 * fact has the name, it passes through here as written. lib/placeholders-in-copy.test.ts
 * checks every placeholder of the copy through here, so a new name fails there until listed.
 */
const FILLED_LATER = new Set([
  ...['brand', 'count', 'first', 'label', 'last', 'name', 'network'],
  ...['page', 'pages', 'query', 'date', 'state', 'number', 'board', 'month', 'n'],
]);

/** The message for an unknown {{name}}, with the known name it was probably meant to be. */
function unknown(name: string, map: Readonly<Record<string, string>>, source: string): string {
  const meant = closestName(name, Object.keys(map));
  return `${source}: unknown placeholder {{${name}}}${meant ? `; did you mean {{${meant}}}?` : ''}`;
}

/**
 * Replaces every {{name}} (PLACEHOLDER in lib/i18n.ts, the site's one syntax)
 * with a clinic fact; an unknown name is an error, so a typo fails the build.
 * In Spanish a titled name gets its article by position
 * ("Por el Dr.", "del Dr.", "al Dr.", "El Dr." at a sentence start).
 */
export function fillPlaceholders(
  text: string,
  locale: Locale,
  source = 'content',
  inSnippet = false,
): string {
  const map = placeholderValues(locale);
  const out: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    // Own properties only: {{constructor}} or {{__proto__}} must not read Object's.
    const value = Object.hasOwn(map, name) ? map[name] : undefined;
    if (value === undefined && FILLED_LATER.has(name)) continue;
    if (value === undefined) throw new UnknownPlaceholderError(unknown(name, map, source));
    out.push(text.slice(last, match.index));
    if (TITLED_NAMES.has(name)) withArticle(out, locale);
    if (name.startsWith('snippet.') && inSnippet)
      throw new UnknownPlaceholderError(`${source}: a shared passage cannot hold another`);
    // A shared passage is filled in turn: it may name clinic facts.
    out.push(name.startsWith('snippet.') ? fillPlaceholders(value, locale, source, true) : value);
    last = match.index + match[0].length;
  }
  return out.join('') + text.slice(last);
}

/**
 * Fills placeholders in every string of a content object; an unknown name is
 * reported with the file, the field and the language ("content/x.yaml: intro.0 (es)").
 */
export function fillDeep<T>(value: T, locale: Locale, source = 'content', trail: string[] = []): T {
  if (typeof value === 'string') {
    const where = trail.length > 0 ? `${source}: ${trail.join('.')} (${locale})` : source;
    return fillPlaceholders(value, locale, where) as T;
  }
  if (Array.isArray(value))
    return value.map((v, i) => fillDeep(v, locale, source, [...trail, String(i)])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillDeep(v, locale, source, [...trail, k])]),
    ) as T;
  }
  return value;
}

/** Fills each language of a `Record<Locale, T>` copy object with that language's values. */
export function fillLocalized<T>(copy: Record<Locale, T>, source = 'content'): Record<Locale, T> {
  const filled = locales.map((l) => [l, fillDeep(copy[l], l, source)] as const);
  return Object.fromEntries(filled) as Record<Locale, T>;
}
