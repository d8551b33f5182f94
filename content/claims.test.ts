/**
 * The forbidden-phrasing test: every piece of site copy under content/, in
 * both languages (markdown files and every string of the TypeScript content
 * modules), is checked against content/forbidden-phrasings.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import YAML from 'yaml';
import { forbiddenPhrasings, type ForbiddenPhrasing } from '@/content/forbidden-phrasings';
import { locales } from '@/lib/i18n';

const contentRoot = path.join(process.cwd(), 'content');
const rules = locales.flatMap((locale) =>
  forbiddenPhrasings[locale].map((rule) => ({ ...rule, locale })),
);

/** Files of copy: not the rules themselves, tests, or notes for writers. */
function copyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(file);
    if (/\.test\.tsx?$|forbidden-phrasings\.ts$|README\.md$/.test(entry.name)) return [];
    return /\.(md|ts|yaml)$/.test(entry.name) ? [file] : [];
  });
}

/** Every string literal of a TypeScript module, each one a paragraph of copy. */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every string of a YAML file's data. */
function yamlStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(yamlStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(yamlStrings);
  return [];
}

/** Paragraphs of copy: blank-line blocks of markdown, or string literals of a module. */
function paragraphs(file: string): string[] {
  if (file.endsWith('.ts')) return stringLiterals(file);
  if (file.endsWith('.yaml')) return yamlStrings(YAML.parse(fs.readFileSync(file, 'utf8')));
  return fs.readFileSync(file, 'utf8').split(/\n\s*\n/);
}

const sentenceBreak = /[.!?|\n](?=\s)/g;

/** The sentence around a match: from the last break before it to the next break after it. */
function sentenceAround(paragraph: string, start: number, end: number): string {
  const before = paragraph.slice(0, start);
  const breaks = [...before.matchAll(sentenceBreak)];
  const from = breaks.length ? (breaks[breaks.length - 1]?.index ?? -1) + 1 : 0;
  const after = paragraph.slice(end).search(/[.!?|\n](\s|$)/);
  return paragraph.slice(from, after === -1 ? undefined : end + after + 1);
}

/** The rules a paragraph breaks, with the words that broke them. */
export function violations(paragraph: string, list: readonly ForbiddenPhrasing[] = rules) {
  const found: { id: string; reason: string; match: string }[] = [];
  for (const rule of list) {
    const global = new RegExp(rule.pattern.source, `${rule.pattern.flags.replace('g', '')}g`);
    for (const match of paragraph.matchAll(global)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const sentence = sentenceAround(paragraph, start, end);
      const before = sentence.slice(0, Math.max(0, sentence.indexOf(match[0])));
      if (rule.allowAfter?.test(before)) continue;
      if (rule.allowInSentence?.test(sentence)) continue;
      if (rule.allowInParagraph?.test(paragraph)) continue;
      found.push({ id: rule.id, reason: rule.reason, match: match[0] });
    }
  }
  return found;
}

describe('forbidden phrasings', () => {
  const files = copyFiles(contentRoot);

  it('finds the copy: markdown in both languages and the TypeScript modules', () => {
    const names = files.map((f) => path.relative(contentRoot, f));
    for (const locale of locales) {
      expect(names.some((n) => n.startsWith(`blog/${locale}/`))).toBe(true);
      expect(names.some((n) => n.startsWith(`legal/${locale}/`))).toBe(true);
    }
    expect(names).toEqual(expect.arrayContaining(['pages/home.yaml', 'steps.yaml']));
  });

  it.each(files.map((f) => [path.relative(contentRoot, f), f]))(
    '%s uses none of them',
    (_name, file) => {
      const problems = paragraphs(file).flatMap((p) =>
        violations(p).map((v) => `${v.id}: "${v.match}" (${v.reason}) in: ${p.slice(0, 160)}`),
      );
      expect(problems).toEqual([]);
    },
  );
});

describe('the forbidden-phrasing rules', () => {
  const ids = (text: string) => violations(text).map((v) => v.id);

  it.each([
    ['Many patients leave their first visit already feeling relief.', 'same-visit-relief'],
    ['Relief, often the same visit', 'same-visit-relief'],
    ['Muchos pacientes sienten alivio desde su primera visita.', 'alivio-en-la-misma-visita'],
    ['Support for fatigue, stress, digestive issues, and more.', 'non-musculoskeletal'],
    [
      'Apoyo para el cansancio, el estrés, los problemas digestivos y más.',
      'no-musculoesquelético',
    ],
    ['One small study reported driving-distance gains of around 20%.', 'percent-without-source'],
    ['Tiempos de recuperación alrededor de un 30% más cortos.', 'porcentaje-sin-fuente'],
    ['Table: Sample patient feedback (illustrative)', 'illustrative-quote'],
    ['Table: Ejemplos de comentarios de pacientes (ilustrativos)', 'testimonio-ilustrativo'],
    ['Our adjustments cure migraines.', 'cure'],
    ['Nuestros ajustes curan la migraña.', 'cura'],
    ['Results guaranteed, or your money back.', 'guarantee'],
    ['Resultados garantizados.', 'garantía'],
    ['Clinically proven to end back pain.', 'proven'],
    ['Safe, gentle and risk-free.', 'risk-free'],
  ])('catches "%s"', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    'We do not promise or guarantee any particular outcome, cure or timeline.',
    'No prometemos ni garantizamos ningún resultado, curación ni plazo.',
    'Be cautious if you hear guarantees of a cure.',
    'Desconfíe de las reseñas que prometen curas espectaculares.',
    'Chiropractic care does not treat digestive problems, anxiety or depression.',
    'La quiropráctica no trata los problemas digestivos, la ansiedad ni la depresión.',
    'Results vary: some people feel better in the same visit, others over several visits.',
    'A [2019 review](https://example.org/review) found that 30% of people improved.',
    'Procure dormir de siete a nueve horas.',
  ])('allows "%s"', (text) => {
    expect(ids(text)).toEqual([]);
  });
});
