import YAML from 'yaml';
import { CITATION } from '../lib/citations';
import { splitSentences } from './sentences';

/**
 * The claims check: every sentence that says the clinic's care, or anything it recommends,
 * helps, eases, reduces, relieves, improves, prevents, restores, corrects, treats or works
 * against something must cite, in that sentence, a source (`[^id]`, content/sources.yaml) whose
 * coverage includes that treatment and that condition. A hedge ("may", "can help") does not
 * exempt a sentence. Browser-safe: the editor's preview runs it too.
 *
 * What makes a sentence a claim, and how its treatment and condition are named, is data: the
 * language's `efficacy.yml` (prose/<language>/). Its recall and precision are measured on a set
 * of sentences labelled by reading (prose/labelled/, prose/claims.test.ts).
 */

export type Coverage = { id: string; treatments: readonly string[]; conditions: readonly string[] };

type Lexicon = {
  /** Words and phrases that state an effect on health ("may ease", "helps", "lowers the risk"). */
  effect: RegExp;
  /** A denial right before the effect, in its clause ("does not prevent", "no … cures"). */
  denial: RegExp;
  /** Sentences that use an effect word for something that is not health ("helps us plan"). */
  notHealth: RegExp[];
  /** Advice given as an instruction ("Keep your wrists straight…"): its first word. */
  imperative: RegExp;
  /** A hedged effect: a modal ("may", "can") with a health outcome in the same sentence. */
  modal: RegExp;
  outcome: RegExp;
  treatments: [string, RegExp][];
  conditions: [string, RegExp][];
  /** Page defaults: the treatment and condition a page is about, by its content file. */
  pages: { file: RegExp; treatment?: string; condition?: string }[];
};

/**
 * Sentences the check reads as claims that a medical editor read and found to claim nothing
 * (prose/<language>/not-claims.yml), by file: each with the reason. A sentence that changes
 * is read again.
 */
export type NotClaims = ReadonlyMap<string, ReadonlySet<string>>;

const notClaimsRead = new Map<string, NotClaims>();

export function parseNotClaims(source: string): NotClaims {
  const cached = notClaimsRead.get(source);
  if (cached) return cached;
  const list = (YAML.parse(source) ?? []) as { file?: string; sentence?: string; why?: string }[];
  const map = new Map<string, Set<string>>();
  for (const { file, sentence, why } of list) {
    if (!file || !sentence || !why)
      throw new Error(
        `not-claims.yml: each entry needs a file, a sentence and why: ${sentence ?? ''}`,
      );
    map.set(file, (map.get(file) ?? new Set()).add(normal(sentence)));
  }
  notClaimsRead.set(source, map);
  return map;
}

/** A sentence as the register keys it: blanks folded, a table cell without its pipes. */
export const normal = (sentence: string) =>
  sentence
    .replace(/\s+/g, ' ')
    .replace(/^\|\s*|\s*\|$/g, '')
    .trim();

export type ClaimFinding = {
  sentence: string;
  /** Offset of the sentence in the block. */
  start: number;
  end: number;
  treatments: string[];
  conditions: string[];
  cited: string[];
  /** What is wrong and how to fix it, in words staff understand. */
  message: string;
};

/** A list of patterns; an item YAML read as something else (an unquoted `: `) is a mistake. */
const words = (list: unknown) => {
  if (!Array.isArray(list)) return [];
  const wrong = list.find((w) => typeof w !== 'string');
  if (wrong !== undefined)
    throw new Error(`efficacy.yml: quote this pattern: ${JSON.stringify(wrong)}`);
  return list as string[];
};

/** A list of phrases as one case-insensitive pattern of whole words. */
const anyOf = (list: string[]) =>
  new RegExp(`(?<![\\p{L}-])(?:${list.join('|')})(?![\\p{L}-])`, 'iu');

const parsed = new Map<string, Lexicon>();

export function parseLexicon(source: string): Lexicon {
  const cached = parsed.get(source);
  if (cached) return cached;
  const data = (YAML.parse(source) ?? {}) as Record<string, unknown>;
  const named = (value: unknown): [string, RegExp][] =>
    Object.entries((value ?? {}) as Record<string, unknown>).map(([id, list]) => [
      id,
      anyOf(words(list)),
    ]);
  const lexicon: Lexicon = {
    effect: anyOf(words(data.effect)),
    denial: new RegExp(
      `(?<![\\p{L}])(?:${words(data.denial).join('|')})\\s+(?:[\\p{L}'’-]+\\s+){0,8}$`,
      'iu',
    ),
    notHealth: words(data.notHealth).map((p) => new RegExp(p, 'iu')),
    modal: anyOf(words(data.modal)),
    outcome: anyOf(words(data.outcome)),
    imperative: new RegExp(`^[\\s"“¿¡(]*(?:${words(data.imperative).join('|')})(?![\\p{L}])`, 'iu'),
    treatments: named(data.treatments),
    conditions: named(data.conditions),
    pages: Object.entries((data.pages ?? {}) as Record<string, Record<string, string>>).map(
      ([file, d]) => ({ file: new RegExp(file), treatment: d.treatment, condition: d.condition }),
    ),
  };
  parsed.set(source, lexicon);
  return lexicon;
}

/** Markdown that carries no words of a sentence: links keep their text, citations go. */
function plain(text: string): string {
  return text
    .replace(CITATION, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{\{\s*[\w.-]+\s*\}\}/g, 'X')
    .replace(/[*_`#|>]/g, ' ');
}

/**
 * Whether a sentence states an effect on health (a claim): an effect word, not taken back by a
 * denial in its clause, said of something the clinic does or recommends (a treatment, an
 * exercise, a device, a habit, the clinic's care or "we", or advice given as an instruction).
 */
export function claimOf(sentence: string, lexicon: Lexicon, header = ''): boolean {
  // Words that use an effect word for something other than health are not read as one.
  const text = lexicon.notHealth
    .reduce((t, p) => t.replace(new RegExp(p.source, 'giu'), ' '), plain(sentence))
    .trim();
  if (!text || /\?\s*$/.test(plain(sentence).trim())) return false;
  const agent =
    lexicon.imperative.test(text) || lexicon.treatments.some(([, pattern]) => pattern.test(text));
  if (!agent) return false;
  // A table cell under a heading that states an effect ("What may help") claims it.
  if (header && lexicon.effect.test(plain(header)) && !lexicon.denial.test(`${plain(header)} `))
    return true;
  // "…may leave you with fewer sore Mondays": a hedge and a health outcome state an effect.
  if (lexicon.modal.test(text) && lexicon.outcome.test(text) && !lexicon.denial.test(`${text} `))
    return true;
  const global = new RegExp(lexicon.effect.source, 'giu');
  for (const m of text.matchAll(global)) {
    // A denial in the words just before the effect, in its clause, is not a claim of it.
    const clause =
      text
        .slice(0, m.index)
        .split(/[,;:—–]|\b(?:but|while|and|pero|aunque|y)\b/iu)
        .at(-1) ?? '';
    if (!lexicon.denial.test(`${clause} `)) return true;
  }
  return false;
}

/** Conditions that name none in particular: a specific one, or the page's, stands instead. */
const GENERIC = new Set(['musculoskeletal-pain', 'general-health']);
/** Conditions a body part names more precisely ("chronic low back pain" is low back pain). */
const BROAD = new Set(['chronic-pain', 'extremity-pain']);

const found = (text: string, list: [string, RegExp][]) =>
  list.filter(([, pattern]) => pattern.test(text)).map(([id]) => id);

/**
 * The claims of a block of copy that lack a source covering them. `file` is the content file
 * (for the page's own treatment and condition); `sources` the registry's coverage by id.
 */
export function findUnsupportedClaims(
  block: string,
  file: string,
  lexicon: Lexicon,
  sources: ReadonlyMap<string, Coverage>,
  /** For a table cell: its column's heading. */
  header = '',
  notClaims: NotClaims = new Map(),
): ClaimFinding[] {
  const page = lexicon.pages.find((p) => p.file.test(file));
  const reviewed = [...notClaims].find(([f]) => file.endsWith(f))?.[1];
  const out: ClaimFinding[] = [];
  for (const s of splitSentences(block)) {
    if (!claimOf(s.text, lexicon, header)) continue;
    if (reviewed?.has(normal(s.text))) continue;
    const text = plain(s.text);
    const cited = [...s.text.matchAll(CITATION)].map((m) => m[1] ?? '');
    const named = found(text, lexicon.treatments).filter((t) => t !== 'care');
    const treatments = named.length ? named : page?.treatment ? [page.treatment] : [];
    const specific = found(text, lexicon.conditions).filter((c) => !GENERIC.has(c));
    const namedConditions = specific.some((c) => !BROAD.has(c))
      ? specific.filter((c) => !BROAD.has(c))
      : specific;
    const conditions = namedConditions.length
      ? namedConditions
      : page?.condition
        ? [page.condition]
        : [];
    const finding = (message: string) =>
      out.push({
        sentence: s.text,
        start: s.start,
        end: s.end,
        treatments,
        conditions,
        cited,
        message,
      });
    if (cited.length === 0) {
      finding(
        'a claim of what care does, with no source: cite one that covers it ([^id], content/sources.yaml), or say what the clinic does rather than what it achieves',
      );
      continue;
    }
    const known = cited.flatMap((id) => sources.get(id) ?? []);
    const covers = (t: string | undefined, c: string | undefined) =>
      known.some(
        (src) =>
          (t === undefined || src.treatments.includes(t)) &&
          (c === undefined || src.conditions.includes(c)),
      );
    // Each treatment the sentence names is covered for one of its conditions, and each
    // condition for one of its treatments, by a source it cites.
    const missing = [
      ...treatments
        .filter((t) => !(conditions.length ? conditions : [undefined]).some((c) => covers(t, c)))
        .map((t) => [t, conditions.join(' or ') || undefined] as const),
      ...conditions
        .filter((c) => !(treatments.length ? treatments : [undefined]).some((t) => covers(t, c)))
        .map((c) => [treatments.join(' or ') || undefined, c] as const),
    ];
    if (known.length && missing.length)
      finding(
        `its source does not cover ${missing
          .map(([t, c]) => [t, c].filter(Boolean).join(' for '))
          .join(
            ', ',
          )} (${cited.join(', ')}): cite a source that covers it, or say what the clinic does rather than what it achieves`,
      );
  }
  return out;
}
