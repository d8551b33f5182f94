import { defaultLocale, delocalizePath, locales, PLACEHOLDER, type Locale } from '@/lib/i18n';
import { htmlLine, markdownLinks, markdownOutline, paragraphCount } from '@/lib/markdown';
import { citedIds } from '@/lib/citations';
import { REVIEW_MONTHS, reviewIsOld } from '@/lib/content/review';
import type { OpeningHours } from '@/lib/content/clinic-schema';
import type { Source } from '@/lib/content/schemas';
import { closestName } from '@/lib/suggest';

/**
 * The fewest paragraphs an article has: two, as a short notice from the front
 * desk has ("From December we open on Saturdays…"; the shortest real post has
 * dozens). A heading with nothing under it is refused (lib/content/schemas.ts).
 */
export const MIN_PARAGRAPHS = 2;

/**
 * What the content check finds in one entry beyond its schema, in words staff
 * understand, shared by `npm test` (lib/content.test.ts) and the editor's
 * preview, which lists them while staff write (components/cms/checks.tsx).
 *
 * - `fix`: must change before publishing; `npm test` fails on it, and the
 *   preview lists it first. Only rules staff can see in the preview are here.
 * - `advice`: worth doing, never blocks (a short post needs no headings).
 * - `depends`: what uses the entry (posts of a category, pages linking a post, the posts a
 *   team member signs): deleting or renaming it breaks them, so the preview says so first.
 *
 * The editor itself refuses at save what a field's schema refuses (required
 * fields in each language, lengths, dates, choices); the prose rules
 * (prose/check.ts) are listed beside these.
 */
export type Finding = { level: 'fix' | 'advice' | 'depends'; locale?: Locale; message: string };

/** What a check needs to know of the rest of the site (built into the editor's bundle). */
export type SiteIndex = {
  /** Every page's English address now, and every published address that is gone. */
  pages: readonly string[];
  /** Aliases: old links the site answers with a redirect, English `from` → `to`. */
  aliases: readonly { from: string; to: string }[];
  /** The placeholders copy may use ({{phone}}, {{snippet.ice-and-heat}}, …). */
  placeholders: readonly string[];
  /** Clinic facts copy must not type, each with its placeholder (none for an opening time). */
  facts: readonly { value: string; placeholder?: string }[];
  /** Each closure's file name and days, to find two on one day. */
  closures: readonly { id: string; start: string; end: string }[];
  /** The sources copy may cite (content/sources.yaml), for its citations and references. */
  sources: readonly Source[];
  /** The team members who may review a health page, by file name. */
  reviewers: readonly { id: string; name: string }[];
  /** The sample values still in the content (content/samples.yaml): file, field, value. */
  samples: readonly { file: string; field: string; value: unknown }[];
  /** The day of the build, YYYY-MM-DD (a review is due twelve months after the last). */
  today: string;
  /** The blog categories whose posts give health advice, and so need a medical review. */
  adviceCategories: readonly string[];
  /** The uploads no content file names (lib/content/media.ts): not published. */
  unusedMedia?: readonly string[];
  /**
   * What uses each entry, by "<kind> <file name>": the posts of a blog category, the entries
   * whose copy links to a post, the posts and pages a team member signs or reviewed.
   */
  dependents: Readonly<Record<string, readonly string[]>>;
  /** The weekly opening hours (clinic facts), which a closure's preview shows around it. */
  hours: readonly OpeningHours[];
};

type Copy = Record<string, unknown>;

const LANGUAGE: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The most entries a "depends" finding names; it counts the rest. */
const SHOWN = 10;

/** What "depends" lists, by kind. */
const DEPENDS: Record<string, string> = {
  blogCategories: 'Posts of this category',
  posts: 'Pages that link to this post',
  team: 'Posts and pages this person signs or reviewed',
};

/** Every string of a value, for scanning. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The fields whose other-language text is the default language's, word for word (a copy of the
 * English left in the Spanish pane), by their path: "title", "sections.1.heading". Text of
 * placeholders and of one word (a name, "Blog", a file name) may be the same in both.
 */
export function sameTextFields(first: unknown, other: unknown, at = ''): string[] {
  if (typeof first === 'string' && typeof other === 'string') {
    const words = first
      .replace(PLACEHOLDER, ' ')
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word));
    return first.trim() === other.trim() && words.length > 1 ? [at] : [];
  }
  if (first && other && typeof first === 'object' && typeof other === 'object')
    return Object.entries(first).flatMap(([key, value]) =>
      sameTextFields(value, (other as Copy)[key], at ? `${at}.${key}` : key),
    );
  return [];
}

/** Characters that look like a space or nothing, pasted from Word or a web page. */
const INVISIBLE = /[\u00a0\u202f\u2007\u200b-\u200d\u2060\ufeff\u00ad]/;
const INVISIBLE_NAMES: Record<string, string> = {
  '\u00a0': 'a non-breaking space',
  '\u202f': 'a narrow non-breaking space',
  '\u2007': 'a figure space',
  '\u00ad': 'a soft hyphen',
};

/** The links, placeholders and facts of any copy, in one language. */
function copyFindings(copy: unknown, locale: Locale, index: SiteIndex): Finding[] {
  const found: Finding[] = [];
  const fix = (message: string) => found.push({ level: 'fix', locale, message });
  const texts = stringsOf(copy);
  const pages = new Set(index.pages);
  const aliases = new Map(index.aliases.map((a) => [a.from, a.to]));
  for (const text of texts) {
    for (const href of markdownLinks(text)) {
      if (href.startsWith('/')) {
        const path = (href.split(/[?#]/)[0] ?? '/').replace(/([^/])$/, '$1/');
        const english = delocalizePath(path);
        const alias = aliases.get(english);
        if (alias) fix(`The link to ${href} uses an old address: link to ${alias} instead.`);
        else if (!pages.has(english) && !/\.[a-z0-9]+\/$/i.test(path))
          fix(`The link to ${href} leads to no page of the site.`);
      } else if (/^[a-z]+:/i.test(href) && !/^(https:|mailto:|tel:)/i.test(href)) {
        fix(`The link to ${href} must start with https:// (or mailto: or tel:).`);
      } else if (!/^([a-z][a-z0-9+.-]*:|#|\{\{|%7B%7B)/i.test(href)) {
        // Typed without its scheme, it would be a link to a page of this site that is not there.
        fix(
          /^([a-z0-9-]+\.)+[a-z]{2,}([/?#:]|$)/i.test(href)
            ? `The link to ${href} has no https:// in front: write https://${href}.`
            : `The link to ${href} is not an address: start a page of the site with / (/contact/), another site with https://.`,
        );
      }
    }
    const hidden = INVISIBLE.exec(text);
    if (hidden)
      fix(
        `An invisible character (${INVISIBLE_NAMES[hidden[0]] ?? 'a zero-width character'}, as Word and web pages paste) is in “${text
          .slice(Math.max(0, hidden.index - 30), hidden.index + 10)
          .trim()}”: delete it and type a plain space if one belongs there.`,
      );
    for (const [, name] of text.matchAll(PLACEHOLDER)) {
      if (!name || index.placeholders.includes(name)) continue;
      const meant = closestName(name, index.placeholders);
      fix(
        `{{${name}}} is not a clinic fact or shared passage the site knows.${meant ? ` Did you mean {{${meant}}}?` : ''}`,
      );
    }
    for (const { value, placeholder } of index.facts)
      if (value && text.includes(value))
        fix(
          placeholder
            ? `“${value}” is a clinic fact: write {{${placeholder}}}, so it stays right when it changes.`
            : `“${value}” is an opening time: the hours tables show the hours, refer to them instead.`,
        );
  }
  return found;
}

/** An article's structure (a post or a legal page), in one language. */
function articleFindings(body: string, locale: Locale): Finding[] {
  const found: Finding[] = [];
  const outline = markdownOutline(body);
  const html = htmlLine(body);
  if (html)
    found.push({
      level: 'fix',
      locale,
      message: `Line ${html} of the article has HTML in it: write it with the editor’s buttons (Markdown).`,
    });
  if (body && paragraphCount(body) < MIN_PARAGRAPHS)
    found.push({
      level: 'fix',
      locale,
      message: `The article needs at least ${MIN_PARAGRAPHS} paragraphs of text, or leave it empty to show the summary.`,
    });
  if (outline.headings.some((h) => h.level === 1))
    found.push({
      level: 'fix',
      locale,
      message:
        'A heading of the article is at level 1 (#): start at level 2 (##), the title is the page’s only level-1 heading.',
    });
  for (const table of outline.tables) {
    if (!table.caption || table.headerCells < 2)
      found.push({
        level: 'fix',
        locale,
        message: 'A table needs a caption and a header row of at least two cells.',
      });
  }
  return found;
}

/** The findings of one entry of a kind, in every language. `id` is its file name. */
export function entryFindings(
  kind: string,
  id: string,
  copy: Partial<Record<Locale, Copy>>,
  index: SiteIndex,
): Finding[] {
  const found: Finding[] = [];
  for (const locale of locales) {
    const one = copy[locale];
    if (!one) continue;
    // A team member's name is where the doctor's name is defined: never "write {{doctor}}" there.
    const checked = kind === 'team' ? { ...one, name: undefined } : one;
    found.push(...copyFindings(checked, locale, index));
    const body = typeof one.body === 'string' ? one.body : '';
    if (kind === 'posts' || kind === 'legal') found.push(...articleFindings(body, locale));
    if (kind === 'posts' && body && !markdownOutline(body).headings.some((h) => h.level === 2))
      found.push({
        level: 'advice',
        locale,
        message:
          'A longer article reads better with headings (##) that say what each part is about.',
      });
  }
  const [en, es] = [copy.en, copy.es];
  for (const locale of locales) {
    const other = copy[locale];
    if (locale === defaultLocale || !en || !other) continue;
    for (const field of sameTextFields(en, other))
      found.push({
        level: 'fix',
        locale,
        message: `${field}: this is the English text: write it in ${LANGUAGE[locale]}.`,
      });
  }
  if (en && es && ['posts', 'legal'].includes(kind)) {
    const count = (c: Copy) =>
      markdownOutline(typeof c.body === 'string' ? c.body : '').headings.length;
    if (count(en) !== count(es))
      found.push({
        level: 'advice',
        message: `The English article has ${count(en)} heading(s) and the Spanish ${count(es)}: the two usually match.`,
      });
  }
  if (en && es && ['conditions', 'services'].includes(kind)) {
    const parts = (c: Copy) => {
      const sections = Array.isArray(c.sections) ? (c.sections as Copy[]) : [];
      const accordion = c.accordion as { items?: unknown[] } | undefined;
      return [
        sections.length,
        sections.map((s) => (Array.isArray(s.list) ? 'list' : '-')).join(''),
        accordion ? (accordion.items?.length ?? 0) : 'none',
      ].join(' ');
    };
    if (parts(en) !== parts(es))
      found.push({
        level: 'fix',
        message:
          'The English and Spanish pages have different parts: give both the same sections, lists and questions.',
      });
  }
  found.push(...healthFindings(kind, id, copy, index));
  const named = JSON.stringify(copy);
  for (const address of index.unusedMedia ?? [])
    if (!named.includes(address))
      found.push({
        level: 'advice',
        message: `The file public${address} is used on no page, so it is not published: use it, or delete it under Assets.`,
      });
  const users = index.dependents[`${kind} ${id}`] ?? [];
  if (users.length > 0)
    found.push({
      level: 'depends',
      message: `${DEPENDS[kind] ?? 'Used by'} (${users.length}): ${users.slice(0, SHOWN).join(', ')}${users.length > SHOWN ? `, and ${users.length - SHOWN} more` : ''}. Deleting it, or renaming its file, breaks them: change them first.`,
    });
  if (kind === 'posts' && en) {
    if (en.updated && en.date && String(en.updated) < String(en.date))
      found.push({
        level: 'fix',
        message:
          'The updated day is before the post’s date: clear it, or set it to the day of the change.',
      });
    for (const locale of locales) {
      const one = copy[locale];
      if (locale === defaultLocale && one?.address)
        found.push({
          level: 'fix',
          locale,
          message:
            'The English address is the post’s slug: leave “Address of the Spanish page” empty here (rename the post with Edit Slug).',
        });
      if (locale !== defaultLocale && one && !one.address && !en.translationPending)
        found.push({
          level: 'fix',
          locale,
          message:
            'The page needs its own address in its language: fill in “Address of the Spanish page” with a few words of its title, lower-case and joined by hyphens.',
        });
    }
    if (en.draft)
      found.push({
        level: 'advice',
        message:
          'Draft: this post is not published. It has no page, and no listing, feed, sitemap or search entry, in either language. When it is ready, turn off “Draft (not published)” and publish again.',
      });
    if (en.translationPending)
      found.push({
        level: 'advice',
        message:
          'Spanish later: the English page, its listing and feed entry go live; the Spanish page waits. When the Spanish is written, turn off “Spanish later” and publish again.',
      });
    for (const locale of locales)
      if (copy[locale]?.image && !copy[locale]?.imageAlt)
        found.push({
          level: 'fix',
          locale,
          message: 'The picture needs a description: what it shows, for people who cannot see it.',
        });
  }
  if (kind === 'closures' && en) {
    if (en.end && en.start && String(en.end) < String(en.start))
      found.push({ level: 'fix', message: 'The last day is before the first day.' });
    if (Boolean(en.opens) !== Boolean(en.closes))
      found.push({
        level: 'fix',
        message: 'Special hours need an opening and a closing time; leave both empty for closed.',
      });
    else if (en.opens && en.closes && String(en.closes) <= String(en.opens))
      found.push({ level: 'fix', message: 'The closing time must be after the opening time.' });
    const start = String(en.start ?? '');
    const end = String(en.end || start);
    if (end && end < index.today)
      found.push({
        // A new closure for a day gone by is a year typed wrong; a saved one is a record.
        level: id === 'new' ? 'fix' : 'advice',
        message: `The closure ends on ${dayWithYear(end)}, which has passed: the site does not show it. If you meant ${Number(end.slice(0, 4)) + 1}, correct the year.`,
      });
    const other = index.closures.find((c) => c.id !== id && c.start <= end && start <= c.end);
    if (start && other)
      found.push({
        level: 'fix',
        message: `Another closure (${other.id}) is already set for ${other.start === other.end ? other.start : `${other.start} to ${other.end}`}: change that one instead of adding a second for the same day.`,
      });
  }
  return found;
}

/** "Wednesday, December 24, 2025": a day as staff read it, with its year. */
const dayWithYear = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The kinds whose pages are health pages: reviewed, dated, their claims cited. */
export const HEALTH_KINDS = ['posts', 'conditions', 'services'];

/** The entry's content file, as content/samples.yaml names it. */
const entryFile = (kind: string, id: string) =>
  kind === 'clinic' ? 'clinic.yaml' : kind === 'team' ? `team/${id}.yaml` : '';

/**
 * A health page's review and citations, and the samples an entry still holds: every citation
 * names a source of the registry, both languages cite the same sources, the reviewer is one
 * of the team, and a review older than twelve months is due.
 */
function healthFindings(
  kind: string,
  id: string,
  copy: Partial<Record<Locale, Copy>>,
  index: SiteIndex,
): Finding[] {
  const found: Finding[] = [];
  const known = new Set(index.sources.map((s) => s.id));
  const cited: Partial<Record<Locale, string[]>> = {};
  for (const locale of locales) {
    const one = copy[locale];
    if (!one) continue;
    const ids = citedIds(stringsOf(one));
    cited[locale] = ids;
    for (const unknown of ids.filter((c) => !known.has(c)))
      found.push({
        level: 'fix',
        locale,
        message: `[^${unknown}] cites no source of the list (Sources of health claims): add it there, or correct the id.`,
      });
  }
  const [en, es] = [cited.en, cited.es];
  if (en && es && [...en].sort().join() !== [...es].sort().join())
    found.push({
      level: 'fix',
      message: `The English page cites ${en.length} source(s) and the Spanish ${es.length}, not the same ones: each claim cites the same source in both languages.`,
    });
  const first = copy[defaultLocale];
  const advice = kind !== 'posts' || index.adviceCategories.includes(String(first?.category ?? ''));
  if (HEALTH_KINDS.includes(kind) && first && advice && !(first.reviewedBy && first.lastReviewed))
    found.push({
      level: 'fix',
      message:
        'The page needs its medical review before it is published: a practitioner reads the whole page, then sets “Reviewed by” and “Last reviewed”. You can save it as a draft until then.',
    });
  if (HEALTH_KINDS.includes(kind) && first) {
    const reviewer = String(first.reviewedBy ?? '');
    if (reviewer && !index.reviewers.some((r) => r.id === reviewer))
      found.push({
        level: 'fix',
        message: `“Reviewed by” names ${reviewer}, who is not on the team: choose a practitioner from Team.`,
      });
    const last = String(first.lastReviewed ?? '');
    if (last && reviewIsOld(last, index.today))
      found.push({
        level: 'advice',
        message: `The last medical review (${last}) is more than ${REVIEW_MONTHS} months old: have the page read again, then set “Last reviewed” to that day.`,
      });
  }
  const file = entryFile(kind, id);
  for (const sample of index.samples.filter((s) => s.file === file)) {
    const [locale, ...rest] = sample.field.split('.');
    const data = locale && isLocaleKey(locale) ? copy[locale] : copy[defaultLocale];
    const path = locale && isLocaleKey(locale) ? rest : sample.field.split('.');
    const value = path.reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Copy)[key] : undefined),
      data,
    );
    if (JSON.stringify(value) === JSON.stringify(sample.value))
      found.push({
        level: 'advice',
        message: `Sample: replace with the clinic’s own before launch: ${sample.field}.`,
      });
  }
  return found;
}

const isLocaleKey = (key: string): key is Locale => (locales as readonly string[]).includes(key);

/** A finding as one line: “Spanish: …”. */
export const findingText = (f: Finding) => (f.locale ? `${LANGUAGE[f.locale]}: ` : '') + f.message;
