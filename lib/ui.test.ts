import { locales } from '@/lib/i18n';
import { dictionary, messages, translate } from '@/lib/ui';

/** The keys of the translation dictionary of the clinic's current site. */
const specKeys = [
  'home',
  'services',
  'patients',
  'about',
  'contact',
  'bookAppointment',
  'newPatientSpecial',
  'chiropractic',
  'acupuncture',
  'autoInjuryRelief',
  'golf',
  'forms',
  'reviewUs',
  'blog',
  'meetOurTeam',
  'testimonials',
  'involved',
  'address',
  'accessibility',
  'antiDiscrimination',
  'healthcareDisclaimer',
  'hipaaPolicy',
  'privacyPolicy',
  'termsOfService',
  'goodFaithEstimate',
  'copyright',
  'hours',
  'mondayToFriday',
  'saturday',
  'sunday',
  'quickLinks',
  'ourServices',
  'contactUs',
  'backPainTreatment',
];

describe('UI dictionary', () => {
  it("has every key of the current site's dictionary in both languages", () => {
    for (const key of specKeys) {
      expect(messages.en).toHaveProperty(key);
      expect(messages.es).toHaveProperty(key);
    }
  });

  it('has a non-empty Spanish text for every English key, and no extra keys', () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, text] of Object.entries(messages.es))
      expect(`${key}: ${text.trim()}`).not.toMatch(/: $/);
  });

  it('keeps the {placeholders} of each English text in Spanish', () => {
    for (const [key, text] of Object.entries(messages.en)) {
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(`${key} ${names(messages.es[key as keyof typeof messages.es]).join()}`).toBe(
        `${key} ${names(text).join()}`,
      );
    }
  });

  it('returns the key itself for an unknown key', () => {
    expect(translate('es', 'noSuchKey')).toBe('noSuchKey');
    expect(translate('en', 'toString')).toBe('toString');
  });

  it('gives each language its own label and fills {{placeholders}}', () => {
    for (const locale of locales) {
      expect(dictionary(locale)('home')).toBe(messages[locale].home);
      const badge = dictionary(locale)('reviewBadgeShort', { count: 380 });
      const checked = dictionary(locale)('reviewsChecked', { month: 'November 2026' });
      expect(badge).toContain('380');
      expect(checked).toContain('November 2026');
      expect(`${badge} ${checked}`).not.toMatch(/\{\{/);
    }
  });
});
