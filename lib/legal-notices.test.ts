/**
 * The legal notices as the law shapes them, and the clinic facts in them. What the notices must
 * say (the elements of 45 CFR 164.520(b), the Medicare and No Surprises Act notes, the privacy
 * policy's topics) is wording, checked by the prose linter: prose/<language>/statements.yml.
 */
import { clinic } from '@/lib/content/clinic';
import { locales, type Locale } from '@/lib/i18n';
import { getLegalDoc } from '@/lib/content/legal';
import { markdownOutline } from '@/lib/markdown';

const doc = (locale: Locale, slug: Parameters<typeof getLegalDoc>[1]) =>
  getLegalDoc(locale, slug).body;

describe('HIPAA Notice of Privacy Practices (45 CFR 164.520(b))', () => {
  it.each(locales.map((l) => [l]))('names the privacy officer and the phone in %s', (locale) => {
    const body = doc(locale, 'hipaa-policy');
    expect(body).toContain(clinic().doctor.name);
    expect(body).toContain(clinic().phone.href);
  });

  it('describes each individual right under a heading of its own, as many in Spanish', () => {
    const rights = (locale: Locale) =>
      markdownOutline(doc(locale, 'hipaa-policy')).headings.filter((h) => h.level === 3);
    // 164.520(b)(1)(iv) lists six rights (restrict, confidential communications, access,
    // amendment, accounting, paper copy).
    expect(rights('en').length).toBeGreaterThanOrEqual(6);
    for (const locale of locales) expect(rights(locale)).toHaveLength(rights('en').length);
  });
});

describe('billing facts', () => {
  it.each(locales.map((l) => [l]))(
    'states the Medicare stance of content/clinic.ts in the good faith estimate in %s',
    (locale) => {
      expect(doc(locale, 'good-faith-estimate')).toContain(
        clinic().insurance.medicare.status[locale],
      );
    },
  );
});
