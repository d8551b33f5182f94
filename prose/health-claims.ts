import YAML from 'yaml';

/**
 * Health claims the copy must not make, read from a language's `claims.yml`. A claim is a
 * pattern and the context that makes its words acceptable: a negation or warning before it in
 * the same sentence ("we do not guarantee"), a hedge in the sentence ("results vary"), or a
 * linked source in the paragraph. Each claim carries examples that it must flag and must
 * allow; loading fails when one does not hold, as prh's `specs` do for the term dictionaries.
 */
export type Claim = {
  id: string;
  reason: string;
  pattern: RegExp;
  allowAfter?: RegExp;
  allowInSentence?: RegExp;
  allowInParagraph?: RegExp;
  /** A clinic fact (a path in content/clinic.yaml) that is false while the claim is untrue. */
  fact?: string;
  flagged: string[];
  allowed: string[];
};

export type Finding = { claim: Claim; start: number; end: number; match: string };

type ClaimData = Partial<Record<keyof Claim | 'words', unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A pattern as a case-insensitive Unicode regular expression; `words` match whole words only. */
function compile(data: ClaimData): RegExp {
  const words = text(data.words);
  const source = words ? `(?<!\\p{L})(?:${words})(?!\\p{L})` : text(data.pattern);
  if (!source) throw new Error(`claim ${String(data.id)}: give words or a pattern`);
  return new RegExp(source, 'iu');
}

const optional = (source: unknown) =>
  text(source) ? new RegExp(text(source) ?? '', 'iu') : undefined;

function claimOf(data: ClaimData): Claim {
  const id = text(data.id);
  const reason = text(data.reason);
  if (!id || !reason) throw new Error(`a claim needs an id and a reason: ${JSON.stringify(data)}`);
  return {
    id,
    reason,
    pattern: compile(data),
    allowAfter: optional(data.allowAfter),
    allowInSentence: optional(data.allowInSentence),
    allowInParagraph: optional(data.allowInParagraph),
    fact: text(data.fact),
    flagged: texts(data.flagged),
    allowed: texts(data.allowed),
  };
}

const SENTENCE_BREAK = /[.!?|\n](?=\s)/g;

/** The start of the sentence around a match: just after the last break before it. */
function sentenceStart(paragraph: string, start: number): number {
  const breaks = [...paragraph.slice(0, start).matchAll(SENTENCE_BREAK)];
  return breaks.length ? (breaks.at(-1)?.index ?? -1) + 1 : 0;
}

function sentenceEnd(paragraph: string, end: number): number {
  const after = paragraph.slice(end).search(/[.!?|\n](\s|$)/);
  return after === -1 ? paragraph.length : end + after + 1;
}

/**
 * The claims a paragraph makes. `context` is the text that may link a source (a whole list or
 * table for one of its items; the paragraph itself otherwise).
 */
export function findClaims(paragraph: string, claims: readonly Claim[], context = paragraph) {
  const found: Finding[] = [];
  for (const claim of claims) {
    for (const m of paragraph.matchAll(new RegExp(claim.pattern.source, 'giu'))) {
      const start = m.index;
      const end = start + m[0].length;
      const from = sentenceStart(paragraph, start);
      const sentence = paragraph.slice(from, sentenceEnd(paragraph, end));
      if (claim.allowAfter?.test(paragraph.slice(from, start))) continue;
      if (claim.allowInSentence?.test(sentence)) continue;
      if (claim.allowInParagraph?.test(context)) continue;
      found.push({ claim, start, end, match: m[0] });
    }
  }
  return found;
}

/** Each claim flags its `flagged` examples and lets its `allowed` ones pass. */
function checkExamples(claims: readonly Claim[], file: string) {
  for (const claim of claims) {
    if (!claim.flagged.length) throw new Error(`${file}: claim ${claim.id} has no flagged example`);
    const flags = (example: string) => findClaims(example, [claim]).length > 0;
    const missed = claim.flagged.find((example) => !flags(example));
    if (missed !== undefined) throw new Error(`${file}: claim ${claim.id} misses "${missed}"`);
    const wrong = claim.allowed.find(flags);
    if (wrong !== undefined) throw new Error(`${file}: claim ${claim.id} flags "${wrong}"`);
  }
}

const parsed = new Map<string, Claim[]>();

/**
 * The claims of a claims.yml text, checked against their examples (once per text). It takes
 * the text, not the file, so that the editor's preview runs the same rule in the browser.
 */
export function parseClaims(source: string, file = 'claims.yml'): Claim[] {
  const cached = parsed.get(source);
  if (cached) return cached;
  const data: unknown = YAML.parse(source);
  const list = data && typeof data === 'object' && 'claims' in data ? data.claims : undefined;
  if (!Array.isArray(list)) throw new Error(`${file}: expected a list under claims`);
  const claims = list.map((entry: ClaimData) => claimOf(entry));
  checkExamples(claims, file);
  parsed.set(source, claims);
  return claims;
}
