/**
 * @jest-environment node
 *
 * The claims check measured against a medical editor's reading. prose/labelled/en.jsonl holds
 * the 4,650 English sentences of the site as they were before their claims were fixed, each
 * labelled by reading: a claim of efficacy or not (with the treatment, the condition and
 * whether its source covered it), and whether the reader was sure. The check's recall and
 * precision on that set are computed here, and may not fall below the figures the docs state
 * (docs/content.md, "Claims and their sources"). Every entry of the register of sentences signed
 * off as claiming nothing still names a sentence the check reads as a claim.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  claimOf,
  findUnsupportedClaims,
  normal,
  parseLexicon,
  parseNotClaims,
} from '@/prose/claims';
import { copyBlocks } from '@/prose/blocks';
import { copyFiles } from '@/prose/linter';
import { splitSentences } from '@/prose/sentences';
import { coverageOf } from '@/prose/textlint-rule-cited-claims';
import { locales } from '@/lib/i18n';

type Labelled = {
  file: string;
  text: string;
  header?: string;
  claim: boolean;
  unsure?: boolean;
  source?: 'none' | 'covers' | 'other';
};

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
const lexicon = parseLexicon(read('prose/en/efficacy.yml'));
const sources = coverageOf(read('content/sources.yaml'));
const set: Labelled[] = read('prose/labelled/en.jsonl')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Labelled);

/** The floors the check keeps (measured when the set was made; docs/content.md). */
const FLOOR = { firmRecall: 0.84, allRecall: 0.58, precision: 0.6 };

function measure(
  rows: Labelled[],
  isClaim: (r: Labelled) => boolean,
  flagged: (r: Labelled) => boolean,
) {
  const tp = rows.filter((r) => isClaim(r) && flagged(r)).length;
  const fn = rows.filter((r) => isClaim(r) && !flagged(r)).length;
  const fp = rows.filter((r) => !isClaim(r) && flagged(r)).length;
  return { recall: tp / (tp + fn), precision: tp / (tp + fp), tp, fn, fp };
}

describe('the claims check against a medical editor’s reading (prose/labelled/en.jsonl)', () => {
  it('is a set of the whole site, claims and not, each labelled', () => {
    expect(set.length).toBeGreaterThan(4000);
    const claims = set.filter((r) => r.claim);
    expect(claims.length).toBeGreaterThan(400);
    expect(new Set(set.map((r) => r.file.split('/')[1])).size).toBeGreaterThan(8);
    for (const r of claims) expect(['none', 'covers', 'other']).toContain(r.source);
  });

  it('finds the claims a reader is sure of, and most of the borderline ones', () => {
    const flagged = (r: Labelled) => claimOf(r.text, lexicon, r.header ?? '');
    const firm = measure(
      set.filter((r) => !r.unsure),
      (r) => r.claim,
      flagged,
    );
    const all = measure(set, (r) => r.claim, flagged);
    expect(firm.recall).toBeGreaterThanOrEqual(FLOOR.firmRecall);
    expect(all.recall).toBeGreaterThanOrEqual(FLOOR.allRecall);
    expect(all.precision).toBeGreaterThanOrEqual(FLOOR.precision);
  });

  it('flags the claims whose source was missing or did not cover them', () => {
    const unsupported = (r: Labelled) => r.claim && r.source !== 'covers';
    const firm = measure(
      set.filter((r) => !r.unsure),
      unsupported,
      (r) => findUnsupportedClaims(r.text, r.file, lexicon, sources, r.header ?? '').length > 0,
    );
    expect(firm.recall).toBeGreaterThanOrEqual(FLOOR.firmRecall - 0.05);
  });
});

describe('the register of sentences signed off as claiming nothing', () => {
  it.each(locales)('names only sentences the copy still has (%s)', (locale) => {
    const register = parseNotClaims(read(`prose/${locale}/not-claims.yml`));
    const files = copyFiles();
    const stale: string[] = [];
    for (const [file, sentences] of register) {
      const full = files.find((f) => f.endsWith(file));
      const written = full
        ? copyBlocks(fs.readFileSync(full, 'utf8'), full, locale).flatMap((b) =>
            splitSentences(b.text).map((s) => normal(s.text)),
          )
        : [];
      for (const sentence of sentences)
        if (!written.includes(sentence)) stale.push(`${file}: ${sentence}`);
    }
    expect(stale).toEqual([]);
  });
});

describe('the pages’ defaults (pages: in efficacy.yml)', () => {
  it.each(['en', 'es'])('give a condition added in the editor chiropractic, in %s', (locale) => {
    const { pages } = parseLexicon(read(`prose/${locale}/efficacy.yml`));
    const pageOf = (file: string) => pages.find((p) => p.file.test(file));
    // A condition of its own keeps its line; a new one takes the one for every condition.
    expect(pageOf('content/conditions/sciatica.yaml')?.condition).toBe('sciatica');
    expect(pageOf('content/conditions/jaw-pain.yaml')).toEqual({
      file: expect.any(RegExp),
      treatment: 'chiropractic',
      condition: undefined,
    });
  });
});
