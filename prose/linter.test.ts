/**
 * @jest-environment node
 *
 * The prose linter catches what it should, where it should, in small texts of both languages
 * linted with the real configuration (prose/<language>/.textlintrc.json). The texts are
 * written here, not read from the content: they stay the same when the copy changes.
 */
import type { TextlintMessage } from '@textlint/types';
import { PLACEHOLDER } from '@/lib/i18n';
import { createProseLinter } from '@/prose/linter';
import { namesPage, pageOf } from '@/prose/textlint-rule-statements';
import config from '@/prose/en/.textlintrc.json';

type Linter = Awaited<ReturnType<typeof createProseLinter>>;
let en: Linter;
let es: Linter;

beforeAll(async () => {
  [en, es] = await Promise.all([createProseLinter('en'), createProseLinter('es')]);
});

const lint = async (linter: Linter, text: string, file: string): Promise<TextlintMessage[]> =>
  (await linter.lintText(text, file)).messages;

/** The line (from 1) of the first line of a text that contains a phrase. */
const lineOf = (text: string, phrase: string) =>
  text.split('\n').findIndex((line) => line.includes(phrase)) + 1;

const summary = (messages: TextlintMessage[]) =>
  messages.map((m) => `${m.line} ${m.ruleId}: ${m.message}`);

describe('term dictionaries (prh)', () => {
  it('names a rejected Spanish variant, its line and the term to write', async () => {
    const text = '## Su primera visita\n\nPida su consulta gratuita hoy.\n';
    const messages = await lint(es, text, 'content/example/es/page.md');
    expect(summary(messages)).toEqual([
      expect.stringMatching(/^3 prh: consulta gratuita => consulta de cortesía/),
    ]);
  });

  it('names a British spelling in English', async () => {
    const messages = await lint(en, 'Pick your favourite colour.\n', 'content/example/en/page.md');
    expect(summary(messages)).toEqual([
      expect.stringMatching(/^1 prh: favourite => favorite/),
      expect.stringMatching(/^1 prh: colour => color/),
    ]);
  });

  it('reads the front matter of a Markdown file', async () => {
    const text = '---\ndate: 2026-01-05\ntitle: "El adormecimiento"\n---\n\nTexto.\n';
    const messages = await lint(es, text, 'content/example/es/page.md');
    expect(summary(messages)).toEqual([
      expect.stringMatching(/^3 prh: adormecimiento => entumecimiento/),
    ]);
  });

  it('leaves placeholders alone and still catches the words around them', async () => {
    const text = 'Pregunte al el {{doctor}} por su consulta gratis con {{shortName}}.\n';
    const messages = await lint(es, text, 'content/example/es/page.md');
    expect(summary(messages)).toEqual([
      expect.stringMatching(/^1 prh: al el \{\{doctor\}\} => al \{\{doctor\}\}/),
      expect.stringMatching(/^1 prh: consulta gratis => consulta de cortesía/),
    ]);
  });

  it('hides exactly the placeholders the site fills (the allowlist)', () => {
    const [allowed] = config.filters.allowlist.allow;
    const pattern = new RegExp(allowed?.slice(1, -1) ?? '');
    for (const placeholder of ['{{phone}}', '{{ vendor.youtube }}']) {
      expect(placeholder).toMatch(pattern);
      expect(placeholder).toMatch(new RegExp(PLACEHOLDER.source));
    }
    for (const text of ['{phone}', 'phone', '{{}}']) expect(text).not.toMatch(pattern);
  });
});

describe('health claims', () => {
  const claims = async (linter: Linter, text: string, file = 'content/example/en/page.md') =>
    (await lint(linter, text, file)).filter((m) => m.ruleId === 'health-claims');

  it('flags an unhedged promise of relief, naming the line and the reason', async () => {
    const text = 'Intro.\n\nMany patients leave their first visit already feeling relief.\n';
    const [message, ...rest] = await claims(en, text);
    expect(rest).toEqual([]);
    expect(message?.line).toBe(3);
    expect(message?.message).toMatch(/first visit.*same-visit-relief/);
  });

  it('flags relief at the first visit even with a hedge, and allows its denial', async () => {
    const hedged = 'Results vary: some people feel relief at the first visit, others later.\n';
    expect(summary(await claims(en, hedged))).toEqual([expect.stringMatching(/same-visit-relief/)]);
    expect(await claims(en, 'We do not promise relief at the first visit.\n')).toEqual([]);
    const spanish = 'Los resultados varían: algunas personas sienten alivio en la misma visita.\n';
    expect(summary(await claims(es, spanish, 'content/example/es/page.md'))).toEqual([
      expect.stringMatching(/alivio-en-la-misma-visita/),
    ]);
  });

  it('allows a figure when its paragraph links the source', async () => {
    const bare = 'Golfers reported gains of around 20% in driving distance.\n';
    expect(summary(await claims(en, bare))).toEqual([
      expect.stringMatching(/percent-without-source/),
    ]);
    const linked = 'A [2009 study](https://example.org/study) reported gains of around 20%.\n';
    expect(await claims(en, linked)).toEqual([]);
  });

  it('allows a claim after a negation, in both languages', async () => {
    expect(await claims(en, 'We do not promise a cure.\n')).toEqual([]);
    expect(await claims(es, 'No prometemos una cura.\n', 'content/example/es/page.md')).toEqual([]);
    expect(await claims(en, 'Our adjustments cure migraines.\n')).toHaveLength(1);
    const spanish = await claims(
      es,
      'Nuestros ajustes curan la migraña.\n',
      'content/example/es/page.md',
    );
    expect(summary(spanish)).toEqual([expect.stringMatching(/claim cura\)/)]);
  });

  it('catches a claim around a placeholder', async () => {
    expect(await claims(en, '{{shortName}} guarantees lasting relief.\n')).toHaveLength(1);
  });
});

describe('efficacy claims: a covering source in the sentence, or no claim (the disclaimer)', () => {
  const claims = async (linter: Linter, text: string, file: string) =>
    (await lint(linter, text, file)).filter((m) => m.ruleId === 'cited-claims');
  const english = (text: string, file = 'content/blog/en/page.md') => claims(en, text, file);
  const spanish = (text: string, file = 'content/blog/es/page.md') => claims(es, text, file);

  it('flags care said to help, even with a hedge, naming the line, the sentence and the fix', async () => {
    const text = 'Intro.\n\nFor vertigo, gentle, drug-free care may help.\n';
    const [message, ...rest] = await english(text);
    expect(rest).toEqual([]);
    expect(message?.line).toBe(3);
    expect(message?.message).toMatch(/drug-free care may help.*no source: cite one that covers it/);
    const extremities =
      'Gentle adjustments, soft-tissue work, and targeted exercises may help restore movement.\n';
    expect(await english(extremities)).toHaveLength(1);
  });

  it('flags the same claim in Spanish', async () => {
    expect(
      await spanish('Una atención suave y sin medicamentos puede ayudar con el mareo.\n'),
    ).toHaveLength(1);
    expect(await spanish('La acupuntura reduce la inflamación.\n')).toHaveLength(1);
  });

  it('lets a claim pass when its own sentence cites a source that covers it', async () => {
    expect(await english('Heat may ease acute low back pain[^acp-2017-low-back-pain].\n')).toEqual(
      [],
    );
    expect(
      await spanish('El calor puede aliviar el dolor lumbar agudo[^acp-2017-low-back-pain].\n'),
    ).toEqual([]);
    // The source in the next sentence does not carry this one.
    const elsewhere =
      'Acupuncture may ease neck pain. The NCCIH summarizes the studies[^nccih-acupuncture-in-depth].\n';
    expect(await english(elsewhere)).toHaveLength(1);
  });

  it('flags a source that covers another treatment or another condition', async () => {
    const wrongTreatment =
      'Gentle wrist adjustments may ease carpal tunnel symptoms[^dong-2023-acupuncture-carpal-tunnel].\n';
    const [message] = await english(wrongTreatment);
    expect(message?.message).toMatch(/does not cover chiropractic for carpal-tunnel/);
    const wrongCondition =
      'Acupuncture may ease sciatica[^linde-2016-acupuncture-tension-type-headache].\n';
    expect(await english(wrongCondition)).toHaveLength(1);
  });

  it('reads the page’s own treatment and condition when the sentence names none', async () => {
    const yaml = [
      'en:',
      '  intro:',
      '    - Gentle care may help[^nccih-acupuncture-in-depth].',
    ].join('\n');
    // On the carpal tunnel page, "care" is chiropractic for carpal tunnel: an acupuncture page does not cover it.
    expect(await claims(en, yaml, 'content/conditions/carpal-tunnel.yaml')).toHaveLength(1);
  });

  it('lets a denial of the claim pass, in both languages', async () => {
    expect(await english('We do not promise that chiropractic care will help.\n')).toEqual([]);
    expect(await spanish('No prometemos que la quiropráctica le vaya a ayudar.\n')).toEqual([]);
  });

  it('lets sentences that claim nothing pass', async () => {
    for (const text of [
      'We help you fill in the forms.',
      'Your intake form helps us plan your visit.',
      'We keep clear records of your exam and care, which can help with an insurance claim.',
      'Care may include gentle adjustments and home exercises.',
      'Can acupuncture help with migraines?',
    ])
      expect(await english(`${text}\n`)).toEqual([]);
    for (const text of [
      'Le ayudamos a llenar los formularios.',
      'Su formulario de admisión nos ayuda a planear su visita.',
    ])
      expect(await spanish(`${text}\n`)).toEqual([]);
  });

  it('reads a table cell with its column’s heading', async () => {
    const table = [
      'Table: Habits',
      '',
      '| Situation | What may help |',
      '| --- | --- |',
      '| Long days at a desk | Movement breaks and a raised screen |',
      '',
    ].join('\n');
    const messages = await english(table);
    expect(messages.map((m) => m.line)).toEqual([lineOf(table, 'Movement breaks')]);
    expect(await english(table.replace('What may help', 'What we look at'))).toEqual([]);
  });

  it('flags an unsourced claim in a YAML string at its own line', async () => {
    const yaml = [
      'en:',
      '  intro:',
      '    - Welcome.',
      '    - Our gentle care helps your back heal.',
    ].join('\n');
    const messages = await claims(en, yaml, 'content/conditions/example.yaml');
    expect(messages.map((m) => m.line)).toEqual([lineOf(yaml, 'gentle care')]);
  });
});

describe('languages and files', () => {
  const yaml = [
    'category: other-symptoms',
    'copy:',
    '  en:',
    '    title: Walk-ins welcome',
    '    note: Ask about our consulta gratuita.',
    '  es:',
    '    title: Atendemos sin cita',
    '    summary: |',
    '      Una primera línea.',
    '      Pida su consulta gratuita.',
    '    items: [Uno, Dos]',
  ].join('\n');

  it('names the line of the offending string in a YAML file', async () => {
    const messages = await lint(es, yaml, 'content/conditions/example.yaml');
    expect(messages.map((m) => m.line)).toEqual([lineOf(yaml, 'Pida su consulta gratuita')]);
  });

  it('checks a Spanish string inside an en key with the English rules only', async () => {
    const line = lineOf(yaml, 'Ask about our consulta gratuita');
    const spanish = await lint(es, yaml, 'content/conditions/example.yaml');
    expect(spanish.filter((m) => m.line === line)).toEqual([]);
    const english = await lint(en, yaml.replace('Walk-ins', 'Colour'), 'content/c/x.yaml');
    expect(english.map((m) => `${m.line} ${m.ruleId}`)).toEqual([
      `${lineOf(yaml, 'Walk-ins')} prh`,
    ]);
  });

  it('reads a Markdown file only in the language of its folder', async () => {
    const text = 'Pick your favourite colour. Pida su consulta gratuita.\n';
    expect(await lint(en, text, 'content/example/es/page.md')).toEqual([]);
    expect(await lint(es, text, 'content/example/en/page.md')).toEqual([]);
    expect(await lint(en, text, 'content/blog/README.md')).toEqual([]);
  });

  it('reads the strings of a TypeScript module under a language key or variable', async () => {
    const source = [
      "import { other } from './other';",
      'const en = { label: "Our centre" };',
      'const es = {',
      "  label: 'Su consulta gratuita',",
      "  href: '/es/contacto/',",
      '};',
      'export const copy = { en: { title: `Whilst ${other}` }, es: { title: "Missouri" } };',
    ].join('\n');
    const english = await lint(en, source, 'content/example.ts');
    expect(english.map((m) => `${m.line} ${m.message.split('\n')[0]}`)).toEqual([
      `${lineOf(source, 'centre')} centre => center`,
      `${lineOf(source, 'Whilst')} Whilst => while`,
    ]);
    const spanish = await lint(es, source, 'content/example.ts');
    expect(spanish.map((m) => `${m.line} ${m.message.split('\n')[0]}`)).toEqual([
      `${lineOf(source, 'gratuita')} consulta gratuita => consulta de cortesía`,
      `${lineOf(source, 'Missouri')} Missouri => Misuri`,
    ]);
  });
});

describe('statements', () => {
  it('names a page by its path without the language folder', () => {
    expect(pageOf('content/legal/es/hipaa-policy.md')).toBe('legal/hipaa-policy.md');
    expect(namesPage('legal/hipaa-policy', 'legal/hipaa-policy.md')).toBe(true);
    expect(namesPage('blog/*.md', 'blog/why-posture-matters.md')).toBe(true);
    expect(namesPage('blog/*.md', 'blog/categories.ts')).toBe(false);
    expect(namesPage('conditions/back-pain', 'conditions/back-pain.yaml')).toBe(true);
    expect(namesPage('legal/*.md', 'legal/en/accessibility.md')).toBe(false);
  });

  it('reports what a page must say and lacks, and what it must not say, where it says it', async () => {
    const text = '## Overview\n\nThe full notice is available on request.\n';
    const messages = await lint(en, text, 'content/legal/en/hipaa-policy.md');
    const statements = messages.filter((m) => m.ruleId === 'statements');
    expect(statements.some((m) => /must say header: .*164\.520/.test(m.message))).toBe(true);
    expect(statements.some((m) => /must say template-note/.test(m.message))).toBe(true);
    const summaryLine = statements.filter((m) => /must not say summary/.test(m.message));
    expect(summaryLine.map((m) => m.line)).toEqual([lineOf(text, 'full notice')]);
  });

  it('reads a question and its answer, two strings of a YAML page, as one text', async () => {
    const item = (question: string, answer: string) =>
      ['en:', '  items:', `    - title: ${question}`, `      content: ${answer}`].join('\n');
    const file = 'content/pages/example.yaml';
    const bare = await lint(en, item('Is it safe for children?', 'Yes, when adapted.'), file);
    expect(bare.filter((m) => m.ruleId === 'statements').map((m) => m.line)).toEqual([3]);
    const honest = item(
      'Is it safe for children?',
      'Serious problems are rare, but not unheard of.',
    );
    expect((await lint(en, honest, file)).filter((m) => m.ruleId === 'statements')).toEqual([]);
  });

  it('leaves a page with no copy in the language alone', async () => {
    expect(await lint(es, '## Overview\n', 'content/legal/en/hipaa-policy.md')).toEqual([]);
  });
});
