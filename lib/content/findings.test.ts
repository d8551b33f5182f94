import { entryFindings, findingText, type SiteIndex } from '@/lib/content/findings';

const index: SiteIndex = {
  pages: ['/', '/blog/', '/blog/kept/', '/services/auto-injury/'],
  aliases: [{ from: '/services/auto-accident/', to: '/services/auto-injury/' }],
  placeholders: ['phone', 'snippet.ice-and-heat'],
  facts: [{ value: '(913) 555-0142', placeholder: 'phone' }, { value: '8:00 AM' }],
  closures: [{ id: '2026-12-24', start: '2026-12-24', end: '2026-12-24' }],
  sources: [
    {
      id: 'acp-2017',
      title: 'A guideline',
      publisher: 'A journal',
      url: 'https://example.org/acp',
      language: 'en',
      kind: 'guideline',
      treatments: ['heat-cold'],
      conditions: ['low-back-pain'],
    },
  ],
  reviewers: [{ id: 'dr-one', name: 'Dr. One' }],
  samples: [{ file: 'clinic.yaml', field: 'phone', value: '(913) 555-0142' }],
  today: '2026-12-07',
  adviceCategories: ['back-pain'],
  dependents: { 'blogCategories back-pain': ['sore-back', 'sitting-less'] },
  hours: [],
};

/** A post; its Spanish article is `spanish`, or the same Markdown when a test is about its form. */
const post = (body: string, extra: Record<string, unknown> = {}, spanish = body) => ({
  en: { title: 'A post', body, ...extra },
  es: { title: 'Una entrada', address: 'una-entrada', body: spanish, ...extra },
});
const twoParagraphs = [
  'First paragraph.\n\nSecond one.',
  'Primer párrafo.\n\nEl segundo.',
] as const;
const fixes = (kind: string, id: string, copy: Parameters<typeof entryFindings>[2]) =>
  entryFindings(kind, id, copy, index)
    .filter((f) => f.level === 'fix')
    .map(findingText);

describe('what the content check asks to fix, in words staff understand', () => {
  it('a post as staff write it (two plain paragraphs, no headings) only gets advice', () => {
    const found = entryFindings(
      'posts',
      'new',
      post(twoParagraphs[0], {}, twoParagraphs[1]),
      index,
    );
    expect(found.filter((f) => f.level === 'fix')).toEqual([]);
    expect(found.map(findingText)).toContain(
      'English: A longer article reads better with headings (##) that say what each part is about.',
    );
  });

  it('asks for the Spanish page’s own address, and for none in English', () => {
    const { en, es } = post(twoParagraphs[0], {}, twoParagraphs[1]);
    expect(fixes('posts', 'new', { en, es: { ...es, address: undefined } })).toEqual([
      'Spanish: The page needs its own address in its language: fill in “Address of the Spanish page” with a few words of its title, lower-case and joined by hyphens.',
    ]);
    expect(fixes('posts', 'new', { en: { ...en, address: 'a-post' }, es })).toEqual([
      'English: The English address is the post’s slug: leave “Address of the Spanish page” empty here (rename the post with Edit Slug).',
    ]);
  });

  it('names a link to no page, to an old address, and a plain-http link', () => {
    expect(
      fixes(
        'posts',
        'x',
        post(
          '[a](/blog/missing/) [b](/services/auto-accident) [c](http://example.org) [d](/blog/kept/#x) [e](/documents/cv.pdf)',
        ),
      ).filter((m) => m.startsWith('English: The link')),
    ).toEqual([
      'English: The link to /blog/missing/ leads to no page of the site.',
      'English: The link to /services/auto-accident uses an old address: link to /services/auto-injury/ instead.',
      'English: The link to http://example.org must start with https:// (or mailto: or tel:).',
    ]);
  });

  it('names an unknown placeholder and a typed clinic fact', () => {
    expect(
      fixes('snippets', 's', { en: { text: 'Call (913) 555-0142 or {{phon}}. Open at 8:00 AM.' } }),
    ).toEqual([
      'English: {{phon}} is not a clinic fact or shared passage the site knows. Did you mean {{phone}}?',
      'English: “(913) 555-0142” is a clinic fact: write {{phone}}, so it stays right when it changes.',
      'English: “8:00 AM” is an opening time: the hours tables show the hours, refer to them instead.',
    ]);
  });

  it('names a level-1 heading and a table without a caption', () => {
    const found = fixes('posts', 'x', post('# Big\n\n| a | b |\n|---|---|\n| 1 | 2 |'));
    expect(found.filter((m) => /level 1|caption/.test(m))).toHaveLength(4);
  });

  it('names an article of one paragraph or with HTML, with its line', () => {
    expect(fixes('posts', 'x', post('Only one paragraph.'))).toContain(
      'English: The article needs at least 2 paragraphs of text, or leave it empty to show the summary.',
    );
    expect(fixes('posts', 'x', post('One.\n\nTwo.\n\n<div class="callout">Three</div>'))).toContain(
      'English: Line 5 of the article has HTML in it: write it with the editor’s buttons (Markdown).',
    );
  });

  it('names pages whose languages have different parts', () => {
    const page = (sections: number) => ({
      reviewedBy: 'dr-one',
      lastReviewed: '2026-12-01',
      sections: Array.from({ length: sections }, () => ({})),
    });
    expect(fixes('conditions', 'x', { en: page(2), es: page(1) })).toHaveLength(1);
    expect(fixes('conditions', 'x', { en: page(2), es: page(2) })).toEqual([]);
  });

  it('names a second closure for a day that already has one, not the closure itself', () => {
    expect(fixes('closures', 'new', { en: { start: '2026-12-24', note: 'Closed' } })).toEqual([
      'Another closure (2026-12-24) is already set for 2026-12-24: change that one instead of adding a second for the same day.',
    ]);
    expect(fixes('closures', '2026-12-24', { en: { start: '2026-12-24' } })).toEqual([]);
    expect(
      fixes('closures', 'new', { en: { start: '2026-12-20', end: '2026-12-26' } }),
    ).toHaveLength(1);
  });
});

describe('health pages: citations, review and samples', () => {
  const page = (en: Record<string, unknown>, es: Record<string, unknown> = en) => ({
    en: { reviewedBy: 'dr-one', lastReviewed: '2026-12-01', ...en },
    es: { reviewedBy: 'dr-one', lastReviewed: '2026-12-01', ...es },
  });
  const all = (kind: string, copy: Parameters<typeof entryFindings>[2], id = 'x') =>
    entryFindings(kind, id, copy, index).map(findingText);

  it('names a citation of no source, in its language', () => {
    expect(
      fixes(
        'conditions',
        'x',
        page({ intro: ['Heat may help[^nope].'] }, { intro: ['El calor puede ayudar[^nope].'] }),
      ),
    ).toEqual([
      'English: [^nope] cites no source of the list (Sources of health claims): add it there, or correct the id.',
      'Spanish: [^nope] cites no source of the list (Sources of health claims): add it there, or correct the id.',
    ]);
  });

  it('asks both languages to cite the same sources', () => {
    const copy = page({ intro: ['Heat[^acp-2017].'] }, { intro: ['El calor.'] });
    expect(fixes('conditions', 'x', copy)).toEqual([
      'The English page cites 1 source(s) and the Spanish 0, not the same ones: each claim cites the same source in both languages.',
    ]);
  });

  it('names a reviewer who is not on the team, and a review due after twelve months', () => {
    expect(fixes('services', 'x', page({ reviewedBy: 'someone' }))).toEqual([
      '“Reviewed by” names someone, who is not on the team: choose a practitioner from Team.',
    ]);
    expect(all('posts', page({ lastReviewed: '2025-12-06', body: 'One.\n\nTwo.' }))).toContain(
      'The last medical review (2025-12-06) is more than 12 months old: have the page read again, then set “Last reviewed” to that day.',
    );
    expect(
      all('posts', page({ lastReviewed: '2025-12-07', body: 'One.\n\nTwo.' })).join(),
    ).not.toMatch(/months old/);
  });

  it('asks for the medical review of a health page, not of clinic news', () => {
    const unreviewed = { en: { category: 'back-pain' }, es: { category: 'back-pain' } };
    expect(all('posts', unreviewed).join()).toMatch(/needs its medical review/);
    const news = {
      en: { category: 'practice-information' },
      es: { category: 'practice-information' },
    };
    expect(all('posts', news).join()).not.toMatch(/needs its medical review/);
    expect(fixes('conditions', 'x', { en: {}, es: {} }).join()).toMatch(/needs its medical review/);
  });

  it('says which fields still hold a sample, until they are replaced', () => {
    expect(all('clinic', { en: { phone: '(913) 555-0142' } }, 'clinic')).toContain(
      'Sample: replace with the clinic’s own before launch: phone.',
    );
    expect(all('clinic', { en: { phone: '(913) 468-2210' } }, 'clinic')).toEqual([]);
  });

  it('refuses Spanish that is the English text, field by field (“Copy from English”)', () => {
    const en = { title: 'Why posture matters', body: 'First paragraph.\n\nSecond one.' };
    const copied = { en, es: { ...en, address: 'por-que-importa' } };
    expect(fixes('posts', 'x', copied).filter((m) => m.includes('English text'))).toEqual([
      'Spanish: title: this is the English text: write it in Spanish.',
      'Spanish: body: this is the English text: write it in Spanish.',
    ]);
    // Placeholders, names and one-word text may read the same in both languages.
    const same = { en: { title: '{{doctor}}, {{credentials}}', label: 'Blog', team: 'dr-one' } };
    expect(fixes('pages', 'x', { ...same, es: same.en }).join()).not.toMatch(/English text/);
  });

  it('says what uses an entry before it is deleted or renamed: a category’s posts', () => {
    const depends = (id: string) =>
      entryFindings(
        'blogCategories',
        id,
        { en: { label: 'Back Pain' }, es: { label: 'Dolor de espalda' } },
        index,
      )
        .filter((f) => f.level === 'depends')
        .map(findingText);
    expect(depends('back-pain')).toEqual([
      'Posts of this category (2): sore-back, sitting-less. Deleting it, or renaming its file, breaks them: change them first.',
    ]);
    expect(depends('unused')).toEqual([]);
  });

  it('names a link typed without https://, and an address that is none', () => {
    const links = fixes('snippets', 's', {
      en: {
        text: '[a](www.example.com/page) [b](contact) [c]({{phone}}) [d](#top) [e](/contact/)',
      },
    });
    expect(links).toEqual([
      'English: The link to www.example.com/page has no https:// in front: write https://www.example.com/page.',
      'English: The link to contact is not an address: start a page of the site with / (/contact/), another site with https://.',
      'English: The link to /contact/ leads to no page of the site.',
    ]);
  });

  it('names a non-breaking space pasted from Word, with the words around it', () => {
    expect(fixes('snippets', 's', { en: { text: 'Call us before\u00a0your visit.' } })).toEqual([
      'English: An invisible character (a non-breaking space, as Word and web pages paste) is in “Call us before\u00a0your visi”: delete it and type a plain space if one belongs there.',
    ]);
  });

  it('names a new closure dated in the past with its year; a saved one is advice', () => {
    const closure = { en: { start: '2025-12-24', note: 'Closed' } };
    const message =
      'The closure ends on Wednesday, December 24, 2025, which has passed: the site does not show it. If you meant 2026, correct the year.';
    expect(fixes('closures', 'new', closure)).toEqual([message]);
    const saved = entryFindings('closures', '2025-12-24', closure, index);
    expect(saved.map((f) => [f.level, findingText(f)])).toEqual([['advice', message]]);
  });

  it('never asks for {{doctor}} in the team member’s name that defines it, even renamed', () => {
    const facts = { ...index, facts: [{ value: 'Dr. Ryan Whitaker', placeholder: 'doctor' }] };
    const renamed = {
      en: { name: 'Dr. Ryan Whitaker-Lee', bio: ['Dr. Ryan Whitaker treats backs.'] },
    };
    expect(entryFindings('team', 'dr-ryan-whitaker', renamed, facts).map(findingText)).toEqual([
      'English: “Dr. Ryan Whitaker” is a clinic fact: write {{doctor}}, so it stays right when it changes.',
    ]);
  });
});
