import { clinic, formatAddress } from '@/lib/content/clinic';
import { cvFacts, cvLines, cvPath, cvTemplates } from '@/lib/cv';
import { credentialsOf, licenseLine } from '@/lib/content/credentials';
import { teamMember } from '@/lib/content/team';
import { locales, PLACEHOLDER, type Locale } from '@/lib/i18n';

/** Every string and number the clinic module holds (the facts a CV may state). */
function leaves(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}
/** The facts of the clinic and of the doctor's own file (content/team/), each license as a line. */
const factsOf = (locale: Locale) => {
  const person = teamMember(clinic().doctor.id).copy[locale];
  return new Set(
    [
      ...leaves(clinic()),
      formatAddress(),
      ...leaves(person),
      ...credentialsOf(clinic().doctor.id, person, locale).licenses.map((l) =>
        licenseLine(l, locale),
      ),
    ].filter((f) => f.length > 2 || /^\d+$/.test(f)),
  );
};

describe.each(locales)('the CV in %s', (locale) => {
  const templates = cvTemplates()[locale];
  const facts = cvFacts(locale);
  const clinicFacts = factsOf(locale);
  const person = teamMember(clinic().doctor.id).copy[locale];

  it('fills its placeholders with clinic facts only (a list of facts is a list of clinic values)', () => {
    for (const [name, value] of Object.entries(facts)) {
      const items = clinicFacts.has(String(value))
        ? [String(value)]
        : [...clinicFacts].filter((fact) => String(value).includes(fact));
      // A list ("Kansas and Missouri") is made of clinic values and the language's conjunction.
      const rest = [...items]
        .sort((a, b) => b.length - a.length)
        .reduce((text, item) => text.replace(item, ''), String(value));
      expect(
        `${name}: ${items.length > 0 && rest.split(/[\s,]+/).filter(Boolean).length <= 1}`,
      ).toBe(`${name}: true`);
    }
  });

  it('has templates that state nothing by themselves: no number, no name, no place', () => {
    for (const [key, template] of Object.entries(templates)) {
      const words = template
        .replace(PLACEHOLDER, ' ')
        .split(/[\s,:·]+/)
        .filter(Boolean);
      const named = words.slice(1).filter((w) => /^\p{Lu}/u.test(w) || /\d/.test(w));
      expect(`${key}: ${named.join(' ')}`).toBe(`${key}: `);
      expect(/\d/.test(words[0] ?? '')).toBe(false);
    }
  });

  it('prints each line as its template filled with the facts, every fact once at least', () => {
    const text = cvLines(locale)
      .map((l) => l.text)
      .join('\n');
    expect(text).not.toMatch(PLACEHOLDER);
    for (const [name, value] of Object.entries(facts))
      expect(`${name}: ${text.includes(String(value))}`).toBe(`${name}: true`);
    // The doctor's own credentials: each license, with its number only when that number is
    // the clinic's own and not a sample (content/samples.yaml); the languages he speaks.
    const checkable = credentialsOf(clinic().doctor.id, person, locale);
    (person.licenses ?? []).forEach((license, i) => {
      expect(text).toContain(license.state);
      if (checkable.licenses[i]?.number) expect(text).toContain(license.number);
      else expect(text).not.toContain(license.number);
    });
    for (const language of person.languages ?? []) expect(text).toContain(language);
    expect(text).toContain(person.degree);
    if (checkable.school) expect(text).toContain(checkable.school);
    else if (person.school) expect(text).not.toContain(person.school);
  });

  it('lives at its own address, the default language at the clinic’s', () => {
    expect(cvPath(locale)).toMatch(/^\/.+\.pdf$/);
    expect(new Set(locales.map(cvPath)).size).toBe(locales.length);
    expect(locales.map(cvPath)).toContain(clinic().doctor.cv);
  });
});
