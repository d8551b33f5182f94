import type { Locale } from '@/lib/i18n';

/**
 * Phrasings the site's copy must not use, after the FTC's rules for health
 * claims and endorsements: no promise of a cure or an outcome, no invented
 * or "illustrative" patient quotes, no figure of efficacy without its source,
 * no implied treatment of conditions outside the musculoskeletal system.
 *
 * `content/claims.test.ts` checks every markdown file and every string of
 * every TypeScript module under content/ against the rules of both
 * languages. Add a rule here; the test needs no change.
 */
export type ForbiddenPhrasing = {
  /** Short name, shown in a failure. */
  id: string;
  /** Why the phrasing is not allowed, shown in a failure. */
  reason: string;
  pattern: RegExp;
  /**
   * The match is allowed when the text just before it, in the same sentence,
   * matches this: a negation or a warning to the reader ("we do not
   * guarantee", "be wary of promises of a cure").
   */
  allowAfter?: RegExp;
  /** The match is allowed when its sentence also matches this ("results vary"). */
  allowInSentence?: RegExp;
  /** The match is allowed when its paragraph also matches this (a link to the source). */
  allowInParagraph?: RegExp;
};

/** Letters on neither side, so "cura" does not match "procura" and accents count as letters. */
const word = (body: string) => new RegExp(`(?<!\\p{L})(?:${body})(?!\\p{L})`, 'iu');

/** A markdown link to an https source. */
const sourceLink = /\]\(https:\/\/[^)\s]+\)/;

const negationEn =
  /\b(not|never|no|nor|without|cannot|can't|won't|rather than|instead of|wary|cautious|beware|skeptical|promises? of|guarantees? of|claims? of)\b/i;
const negationEs =
  /(?<!\p{L})(no|nunca|ni|sin|jamás|en lugar de|en vez de|desconf\p{L}*|cuidado|cautela|promesas? de|garantías? de|afirmaciones? de)(?!\p{L})/iu;

const nonMusculoskeletalEn =
  'digestive|digestion|immune|immunity|asthma|allerg\\w*|ear infections?|colic|ADHD|autism|infertility|anxiety|depression|bed-?wetting';
const nonMusculoskeletalEs =
  'digestiv\\p{L}*|digestión|inmun\\p{L}*|asma|alergias?|infecciones? de oído|cólicos?|TDAH|autismo|infertilidad|ansiedad|depresión|enuresis';

export const forbiddenPhrasings: Record<Locale, readonly ForbiddenPhrasing[]> = {
  en: [
    {
      id: 'cure',
      reason: 'a promise of a cure (FTC: health claims need competent and reliable evidence)',
      pattern: word('cur(e|es|ed|ing)'),
      allowAfter: negationEn,
    },
    {
      id: 'guarantee',
      reason: 'a guaranteed outcome',
      pattern: word('guarantee(s|d)?|guaranteeing'),
      allowAfter: negationEn,
    },
    {
      id: 'miracle',
      reason: 'a miracle claim',
      pattern: word('miracle(s)?|miraculous(ly)?'),
      allowAfter: negationEn,
    },
    {
      id: 'proven',
      reason: '"proven" efficacy without a named study',
      pattern: word('(clinically|scientifically) proven|proven to'),
      allowAfter: negationEn,
      allowInParagraph: sourceLink,
    },
    {
      id: 'risk-free',
      reason: 'a promise that care carries no risk',
      pattern: word('risk-free|100% safe|completely safe|no side effects'),
      allowAfter: negationEn,
    },
    {
      id: 'illustrative-quote',
      reason: 'an invented or "illustrative" patient quote (FTC: endorsements must be real)',
      pattern: word(
        'illustrative|sample (patient|testimonial|review)s?|(fictional|hypothetical) (patient|testimonial)s?',
      ),
      allowAfter: negationEn,
    },
    {
      id: 'percent-without-source',
      reason: 'a percentage with no linked source in the same paragraph',
      pattern: /\d\s*(%|percent\b|per cent\b)/i,
      allowInParagraph: sourceLink,
    },
    {
      id: 'same-visit-relief',
      reason: 'a promise of relief at the first visit with no "results vary"',
      pattern:
        /\b(relief|feel(ing)? better)\b[^.]{0,60}\b(same|first) visit\b|\b(same|first) visit\b[^.]{0,40}\b(relief|feel(ing)? better)\b/i,
      allowInSentence: /\bvar(y|ies)\b/i,
    },
    {
      id: 'non-musculoskeletal',
      reason: 'implied treatment of a condition outside the musculoskeletal system',
      pattern: new RegExp(
        `\\b(support|help|helps|relief|relieve|treat|treats|treatment|ease|eases|boost|boosts|improve|improves)\\b[^.]{0,60}\\b(${nonMusculoskeletalEn})\\b`,
        'i',
      ),
      allowAfter: negationEn,
    },
  ],
  es: [
    {
      id: 'cura',
      reason: 'una promesa de curación',
      pattern: word('curas?|curar\\p{L}*|curación|curaciones|cura(rá|mos|n)'),
      allowAfter: negationEs,
    },
    {
      id: 'garantía',
      reason: 'un resultado garantizado',
      pattern: word('garantí(a|as)|garantiza\\p{L}*|garantizo'),
      allowAfter: negationEs,
    },
    {
      id: 'milagro',
      reason: 'una promesa milagrosa',
      pattern: word('milagro(s)?|milagros[oa]s?'),
      allowAfter: negationEs,
    },
    {
      id: 'comprobado',
      reason: 'eficacia "comprobada" sin un estudio citado',
      pattern: word('(clínica|científica)mente (probad|comprobad)[oa]s?|comprobad[oa] para'),
      allowAfter: negationEs,
      allowInParagraph: sourceLink,
    },
    {
      id: 'sin-riesgo',
      reason: 'una promesa de que la atención no tiene riesgos',
      pattern: word('sin riesgos?|100\\s?% segur[oa]|totalmente segur[oa]|sin efectos secundarios'),
      allowAfter: negationEs,
    },
    {
      id: 'testimonio-ilustrativo',
      reason: 'un testimonio inventado o "ilustrativo"',
      pattern: word(
        'ilustrativ[oa]s?|ejemplos? de comentarios de pacientes|testimonios? (de ejemplo|ficticios?|hipotéticos?)',
      ),
      allowAfter: negationEs,
    },
    {
      id: 'porcentaje-sin-fuente',
      reason: 'un porcentaje sin una fuente enlazada en el mismo párrafo',
      pattern: /\d\s*(%|por ciento(?!\p{L}))/iu,
      allowInParagraph: sourceLink,
    },
    {
      id: 'alivio-en-la-misma-visita',
      reason: 'una promesa de alivio en la primera visita sin "los resultados varían"',
      pattern:
        /(alivio|sentirse mejor)[^.]{0,60}(misma|primera) visita|(misma|primera) visita[^.]{0,40}(alivio|sentirse mejor)/iu,
      allowInSentence: /(?<!\p{L})var(ía|ían)(?!\p{L})/iu,
    },
    {
      id: 'no-musculoesquelético',
      reason: 'tratamiento implícito de una afección fuera del sistema musculoesquelético',
      pattern: new RegExp(
        `(?<!\\p{L})(apoyo|ayuda\\p{L}*|alivi\\p{L}*|trat\\p{L}*|mejor\\p{L}*|fortalec\\p{L}*)(?!\\p{L})[^.]{0,60}(?<!\\p{L})(${nonMusculoskeletalEs})(?!\\p{L})`,
        'iu',
      ),
      allowAfter: negationEs,
    },
  ],
};
